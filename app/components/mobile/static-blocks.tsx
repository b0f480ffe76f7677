/** The shared content blocks in the mobile skin's classes, and the mobile picture strip. */
import * as Content from "~/components/content/blocks";
import { SectionBody } from "~/components/content/prose";
import type { Figure, Quote, Section } from "~/components/content/shapes";
import { Gallery } from "~/components/ui/gallery";
import type { ContentImage } from "~/kernel/content-schemas";

export function Figures({ figures, label }: { figures: Figure[]; label?: string }) {
  return <Content.Figures figures={figures} label={label} classes={{ root: "m-figures" }} />;
}

export function Features({ features, heading, id }: { features: Content.FeatureItem[]; heading: string; id: string }) {
  return (
    <Content.Features
      features={features}
      heading={heading}
      id={id}
      classes={{ root: "m-section", list: "m-features" }}
    />
  );
}

export function StorySection({ section, id }: { section: Section; id?: string }) {
  return <SectionBody section={section} id={id} classes={{ root: "m-section", points: "check-list" }} />;
}

/** The page's pictures as a sideways strip; a tap opens the shared full-window viewer. */
export function PictureRail({ images, label }: { images: ContentImage[]; label: string }) {
  return <Gallery images={images} label={label} sizes="80vw" className="m-gallery" />;
}

export function QuoteBlock({ quote }: { quote: Quote }) {
  return <Content.QuoteBlock quote={quote} className="quote" />;
}

/** The call to action; its router path goes to the mobile page where there is one. */

// The call to action has a module of its own, as the case card has (./case-card.tsx).
export { CtaBlock } from "./cta-block";
