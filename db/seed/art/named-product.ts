/** Which Brightlane product a piece of text names first: picks the screen a picture or a tour shows. */
import { PRODUCT_NAMES, PRODUCT_SLUGS, type ProductSlug } from "../../../app/kernel/content-constants.ts";

/** The first product an item's text names, if any. */
export function productIn(...texts: string[]): ProductSlug | null {
  const all = texts.join(" ");
  let best: { slug: ProductSlug; at: number } | null = null;
  for (const slug of PRODUCT_SLUGS) {
    const at = all.indexOf(PRODUCT_NAMES[slug]);
    if (at >= 0 && (!best || at < best.at)) best = { slug, at };
  }
  return best?.slug ?? null;
}
