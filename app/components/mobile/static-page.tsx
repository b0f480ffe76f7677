import type { StaticPage } from "~/content/types";
import { LazyImage } from "~/components/ui/lazy-image";
import { CtaBlock, Features, Figures, PictureRail, QuoteBlock, StorySection } from "./static-blocks";

/** A product page (OA, PM, Trade, Live) laid out for phones; `children` adds live data. */
export function MobileStaticPage({ page, children }: { page: StaticPage; children?: React.ReactNode }) {
  return (
    <article>
      <header className="m-hero">
        <p className="eyebrow">{page.eyebrow}</p>
        <h1>{page.title}</h1>
        <p>{page.lead}</p>
        <div className="m-hero-image">
          <LazyImage image={page.hero} sizes="100vw" eager />
        </div>
      </header>
      <section className="m-section" aria-labelledby="m-figures-title">
        <h2 id="m-figures-title" className="visually-hidden">
          In figures
        </h2>
        <Figures figures={page.figures} label={`${page.eyebrow} in figures`} />
      </section>
      <Features features={page.features} heading="What you get" id="m-features-title" />
      {page.sections.map((s) => (
        <StorySection key={s.heading} section={s} />
      ))}
      {children}
      <section className="m-section" aria-labelledby="m-gallery-title">
        <h2 id="m-gallery-title">Screens</h2>
        <PictureRail images={page.gallery} label={`${page.eyebrow} screens`} />
      </section>
      {page.quote && (
        <section className="m-section" aria-label="Customer voice">
          <QuoteBlock quote={page.quote} />
        </section>
      )}
      <CtaBlock cta={page.cta} />
    </article>
  );
}
