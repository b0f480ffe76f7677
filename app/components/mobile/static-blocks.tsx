/** Building blocks of the mobile static pages (products and customer stories). */
import { Link } from "~/components/ui/link";
import type { CallToAction, Figure, Quote } from "~/content/types";
import { Gallery } from "~/components/ui/gallery";
import type { ContentImage } from "~/kernel/content-schemas";
import { toMobilePath } from "~/kernel/device-map";

export function Figures({ figures, label }: { figures: Figure[]; label: string }) {
  return (
    <ul className="m-figures" aria-label={label}>
      {figures.map((f) => (
        <li key={f.label}>
          <strong>{f.value}</strong>
          <span>{f.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** The page's pictures as a sideways strip; a tap opens the shared full-window viewer. */
export function PictureRail({ images, label }: { images: ContentImage[]; label: string }) {
  return <Gallery images={images} label={label} sizes="80vw" className="m-gallery" />;
}

export function QuoteBlock({ quote }: { quote: Quote }) {
  return (
    <figure className="m-quote">
      <blockquote>
        <p>{quote.text}</p>
      </blockquote>
      <figcaption>
        <strong>{quote.name}</strong>, {quote.role}
      </figcaption>
    </figure>
  );
}

/** The call to action; its router path goes to the mobile page where there is one. */
export function CtaBlock({ cta }: { cta: CallToAction }) {
  return (
    <section className="m-cta" aria-labelledby="m-cta-title">
      <h2 id="m-cta-title">{cta.heading}</h2>
      <p>{cta.text}</p>
      <Link className="m-button" to={toMobilePath(cta.to) ?? cta.to}>
        {cta.label}
      </Link>
    </section>
  );
}
