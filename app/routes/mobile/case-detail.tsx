import { Link } from "~/components/ui/link";
import { Facts } from "~/components/content/blocks";
import { caseMeta } from "~/components/content/page-meta";
import { CaseSections, HtmlBody } from "~/components/content/prose";
import { CaseCard } from "~/components/mobile/cards";
import { Figures, PictureRail, QuoteBlock } from "~/components/mobile/static-blocks";
import { LazyImage } from "~/components/ui/lazy-image";
import { desktopCanonicalPath } from "~/kernel/device-map";
import { mobile } from "~/kernel/links";
import { loadCase } from "~/lib/content-pages.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/case-detail";
import { message } from "~/kernel/ui-strings/message";
import * as DETAILS from "~/kernel/ui-strings/details";
import { CASES_LABEL, CATEGORY_LABELS } from "~/kernel/ui-strings/labels";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const item = args.loaderData;
  if (!item) return [];
  return pageMeta(args, { ...caseMeta(item), canonicalPath: desktopCanonicalPath(args), jsonLd: item.jsonLd });
}

export async function loader(args: Route.LoaderArgs) {
  const { item, jsonLd } = await loadCase(args, () => "desktop");
  return { ...item, jsonLd };
}

export default function Page({ loaderData: item }: Route.ComponentProps) {
  const label = CATEGORY_LABELS[item.type];
  const facts = [
    { label: DETAILS.company, value: item.customer.name },
    { label: DETAILS.location, value: item.customer.location },
    { label: DETAILS.size, value: item.customer.employees },
    { label: DETAILS.product, value: item.product.name },
  ];
  return (
    <article>
      <p className="m-breadcrumb m-section">
        <Link to={mobile.cases(item.type)}>
          {message(DETAILS.backToSection, { section: CASES_LABEL, category: label })}
        </Link>
      </p>
      <header className="m-hero">
        <p className="eyebrow">{message(DETAILS.caseStudyEyebrow, { category: label, product: item.product.name })}</p>
        <h1>{item.title}</h1>
        <p>{item.summary}</p>
        <div className="m-hero-image">
          <LazyImage image={item.cover} sizes="100vw" eager />
        </div>
      </header>
      {item.metrics.length ? (
        <section className="m-section" aria-labelledby="m-case-figures">
          <h2 id="m-case-figures" className="visually-hidden">
            {DETAILS.resultsInFigures}
          </h2>
          <Figures figures={item.metrics} label={DETAILS.resultsInFigures} />
        </section>
      ) : null}
      <section className="m-section" aria-labelledby="m-customer-title">
        <h2 id="m-customer-title">{DETAILS.theCustomer}</h2>
        <Facts facts={facts} className="m-facts" grouped />
      </section>
      <div className="m-section">
        <HtmlBody html={item.bodyHtml} className="m-prose" />
      </div>
      <CaseSections item={item} idPrefix="m-" classes={{ root: "m-section", body: "m-prose" }} />
      {item.quote ? (
        <section className="m-section" aria-label={DETAILS.customerVoice}>
          <QuoteBlock quote={{ ...item.quote, name: item.quote.author }} />
        </section>
      ) : null}
      {item.gallery.length ? (
        <section className="m-section" aria-labelledby="m-gallery-title">
          <h2 id="m-gallery-title">{DETAILS.pictures}</h2>
          <PictureRail images={item.gallery} label={message(DETAILS.picturesFrom, { customer: item.customer.name })} />
        </section>
      ) : null}
      {item.related.length ? (
        <section className="m-section" aria-labelledby="m-related-title">
          <h2 id="m-related-title">{DETAILS.relatedCaseStudies}</h2>
          <ul className="m-list">
            {item.related.map((c) => (
              <li key={c.id}>
                <CaseCard item={c} plain />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
