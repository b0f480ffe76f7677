// Any other mobile path: a page of blocks at an address its editor chose, through the
// block-page module; else the layout's error boundary draws the 404 page, and the
// layout's meta() gives it its head tags.
export { default, loader, meta } from "./block-page";
