import type { StaticPage } from "~/content/types";
import { LazyImage } from "~/components/ui/lazy-image";
import { CtaBlock, Figures, PictureRail, QuoteBlock } from "./static-blocks";

/** A product page (OA, PM, Trade, Live) laid out for phones; `children` adds live data. */
export function MobileStaticPage({ page, children }: { page: StaticPage; children?: React.ReactNode }) {
  return (
    <article>
      <header className="m-hero">
        <p className="m-kicker">{page.eyebrow}</p>
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
      <section className="m-section" aria-labelledby="m-features-title">
        <h2 id="m-features-title">What you get</h2>
        <ul className="m-features">
          {page.features.map((f) => (
            <li key={f.title}>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </section>
      {page.sections.map((s) => (
        <section key={s.heading} className="m-section">
          <h2>{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {s.points && (
            <ul className="m-points">
              {s.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </section>
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
