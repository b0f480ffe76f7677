/**
 * The seed pictures a page's copy kept in the repository names (the PM page's), turned
 * into responsive images by the content service in the page's loader.
 */
import type { SeedPicture, StaticCopy, StaticPage } from "~/content/types";
import type { ContentImage } from "~/kernel/content-schemas";
import type { ContentReader } from "~/kernel/services";

const isSeedPicture = (p: ContentImage | SeedPicture): p is SeedPicture => "key" in p;

/** A page's copy with the seed pictures it names turned into responsive images like the collections' ones. */
export async function withPictures(copy: StaticCopy, content: Pick<ContentReader, "images">): Promise<StaticPage> {
  const pictures = [copy.hero, ...copy.gallery];
  const seeded = await content.images(pictures.filter(isSeedPicture));
  const [hero, ...gallery] = pictures.map((p) => (isSeedPicture(p) ? seeded.shift()! : p));
  return { ...copy, hero: hero!, gallery };
}
