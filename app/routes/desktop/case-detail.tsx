import { Link } from "~/components/ui/link";
import { Breadcrumbs, Figures, QuoteBlock } from "~/components/desktop/blocks";
import { CaseCard } from "~/components/desktop/cards";
import { GallerySection } from "~/components/desktop/gallery-section";
import { CaseSections, HtmlBody } from "~/components/content/prose";
import { caseMeta } from "~/components/content/page-meta";
import { casePath, casesListPath } from "~/kernel/links";
import { LazyImage } from "~/components/ui/lazy-image";
import { loadCase } from "~/lib/content-pages.server";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/case-detail";
import { desktop } from "~/kernel/links";
import { message } from "~/kernel/ui-strings/message";
import * as DETAILS from "~/kernel/ui-strings/details";
import { CASES_LABEL, CATEGORY_LABELS } from "~/kernel/ui-strings/labels";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  if (!data) return [];
  return desktopMeta(args, { ...caseMeta(data.item), canonicalPath: casePath(data.item.id), jsonLd: data.jsonLd });
}

export function loader(args: Route.LoaderArgs) {
  return loadCase(args, casePath);
}

export default function Page({ loaderData: { item } }: Route.ComponentProps) {
  const label = CATEGORY_LABELS[item.type];
  return (
    <>
      <article className="case-detail">
        <header className="hero">
          <div className="container hero-grid">
            <div className="hero-text">
              <Breadcrumbs
                items={[
                  {
                    to: casesListPath(item.type),
                    label: message(DETAILS.sectionCategory, { section: CASES_LABEL, category: label }),
                  },
                  { label: item.customer.name },
                ]}
              />
              <p className="eyebrow">
                {message(DETAILS.caseStudyEyebrow, { category: label, product: item.product.name })}
              </p>
              <h1>{item.title}</h1>
              <p className="lead">{item.summary}</p>
            </div>
            <LazyImage image={item.cover} className="hero-image" sizes="(min-width: 960px) 560px, 100vw" eager />
          </div>
        </header>
        <div className="container">
          {item.metrics.length ? <Figures figures={item.metrics} label={DETAILS.resultsInFigures} /> : null}
          <div className="with-aside">
            <div className="story">
              <HtmlBody html={item.bodyHtml} className="prose" />
              <CaseSections item={item} classes={{ root: "story-section", body: "prose" }} />
              {item.quote ? <QuoteBlock quote={{ ...item.quote, name: item.quote.author }} /> : null}
            </div>
            <aside className="aside-card" aria-labelledby="customer-title">
              <LazyImage image={item.customer.logo} sizes="160px" className="customer-logo" />
              <h2 id="customer-title">{DETAILS.theCustomer}</h2>
              <dl className="facts">
                <dt>{DETAILS.company}</dt>
                <dd>{item.customer.name}</dd>
                <dt>{DETAILS.industry}</dt>
                <dd>{label}</dd>
                <dt>{DETAILS.location}</dt>
                <dd>{item.customer.location}</dd>
                <dt>{DETAILS.size}</dt>
                <dd>{item.customer.employees}</dd>
                <dt>{DETAILS.product}</dt>
                <dd>
                  <Link to={desktop.product(item.product.slug)}>{item.product.name}</Link>
                </dd>
              </dl>
            </aside>
          </div>
          <GallerySection images={item.gallery} heading={DETAILS.gallery} />
        </div>
      </article>
      {item.related.length ? (
        <section className="container section" aria-labelledby="related-title">
          <h2 id="related-title">{DETAILS.relatedCaseStudies}</h2>
          <div className="card-grid">
            {item.related.map((c) => (
              <CaseCard key={c.id} item={c} as="h3" plain />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
