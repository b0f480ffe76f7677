/**
 * The blocks a page shows: those not hidden (./page-blocks.ts), in order. The content
 * service serves only these, so both skins, the page's head tags and the site search
 * read the same blocks; the renderer keeps to them too. Apart from the schemas, so the
 * public pages' code does not load zod.
 */
export const shownBlocks = <T extends { hidden?: boolean | undefined }>(blocks: readonly T[]): T[] =>
  blocks.filter((b) => !b.hidden);
