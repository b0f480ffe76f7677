/**
 * The seed pictures of the product pages: one per view of each product's screens,
 * keyed `page-<product>-<view>`. The seed draws them (db/seed/art/assign.ts); the
 * product pages' documents (and the PM page's copy) name them, and the content service
 * turns the keys into responsive images.
 */
export const PAGE_SCREEN_PRODUCTS = ["oa", "pm", "live", "trade", "education"] as const;
export type PageScreenProduct = (typeof PAGE_SCREEN_PRODUCTS)[number];

export const pageScreenKey = (product: PageScreenProduct, view: number) => `page-${product}-${view}`;

/** One view of a product's screens as its page's copy names it. */
export const screenPicture = (product: PageScreenProduct, view: number, alt: string) => ({
  key: pageScreenKey(product, view),
  alt,
});
