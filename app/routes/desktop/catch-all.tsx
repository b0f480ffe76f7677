// Any other desktop path: a page of blocks at an address its editor chose (app/kernel/page-paths.ts),
// through the block-page module's own loader, meta and view; else the layout's error boundary
// draws the 404 page.
export { default, loader, meta } from "./block-page";
