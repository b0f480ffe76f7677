/**
 * Which blocks (./page-blocks.ts) the home page's document may hold, and which are its own:
 * its live blocks read the home blocks and the newest items, and the home routes load the
 * views of these blocks alone, so the home page stays within its script budget. The document
 * schema refuses any other block on the home page; the other pages of blocks may hold these
 * too, their views loaded apart (decision 0097). Apart from the schemas, so the public pages'
 * code does not load zod.
 */
export const HOME_ONLY_BLOCKS = [
  "banners",
  "highlights",
  "home-figures",
  "logos",
  "latest-news",
  "solution-highlights",
  "featured-video",
] as const;

/** Every block the home page may hold: its own and the common ones. */
export const HOME_PAGE_BLOCKS = [...HOME_ONLY_BLOCKS, "case-highlights", "cta"] as const;

export type HomePageBlock = (typeof HOME_PAGE_BLOCKS)[number];
export type HomeOnlyBlock = (typeof HOME_ONLY_BLOCKS)[number];
