import { Gallery } from "~/components/ui/gallery";
import type { ContentImage } from "~/kernel/content-schemas";

/** A titled image gallery: thumbnails that open the shared viewer (zoom, rotate, slideshow). */
export function GallerySection({
  images,
  heading,
  id = "gallery",
}: {
  images: ContentImage[];
  heading: string;
  id?: string;
}) {
  if (images.length === 0) return null;
  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{heading}</h2>
      <Gallery images={images} label={heading} sizes="(min-width: 1200px) 290px, (min-width: 640px) 45vw, 100vw" />
    </section>
  );
}
