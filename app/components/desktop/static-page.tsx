import { Link } from "~/components/ui/link";
import type { StaticPage } from "~/content/types";
import { Breadcrumbs, CtaBand, Features, Figures, QuoteBlock, StorySection } from "./blocks";
import { GallerySection } from "./gallery-section";
import { LazyImage } from "~/components/ui/lazy-image";

/** A product page or the about page from its content file. `children` go before the call to action. */
export function StaticPageView({
  page,
  crumbs,
  children,
}: {
  page: StaticPage;
  crumbs: { to?: string; label: string }[];
  children?: React.ReactNode;
}) {
  return (
    <article className={`static-page page-${page.slug}`}>
      <header className="hero">
        <div className="container hero-grid">
          <div className="hero-text">
            <Breadcrumbs items={crumbs} />
            <p className="eyebrow">{page.eyebrow}</p>
            <h1>{page.title}</h1>
            <p className="lead">{page.lead}</p>
            <p className="hero-actions">
              <Link to={page.cta.to} className="button button-accent">
                {page.cta.label}
              </Link>
              <a href="#story" className="button button-secondary">
                Read more
              </a>
            </p>
          </div>
          <LazyImage image={page.hero} className="hero-image" sizes="(min-width: 960px) 560px, 100vw" eager />
        </div>
      </header>
      <div className="container">
        <Figures figures={page.figures} />
        <Features features={page.features} heading={page.slug === "about" ? "What we stand for" : "What you can do"} />
        <div id="story" className="story">
          {page.sections.map((s) => (
            <StorySection key={s.heading} section={s} />
          ))}
        </div>
        {page.milestones ? (
          <section className="section" aria-labelledby="milestones-title">
            <h2 id="milestones-title">Milestones</h2>
            <ol className="timeline">
              {page.milestones.map((m) => (
                <li key={m.year}>
                  <span className="timeline-year">{m.year}</span> {m.text}
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        <GallerySection images={page.gallery} heading="Gallery" />
        {page.quote ? <QuoteBlock quote={page.quote} /> : null}
        {children}
      </div>
      <CtaBand cta={page.cta} />
    </article>
  );
}
