import { Link } from "~/components/ui/link";
import { Breadcrumbs, Features, Figures } from "~/components/desktop/blocks";
import { CaseCard, SolutionCard } from "~/components/desktop/cards";
import { HtmlBody } from "~/components/content/prose";
import { solutionListPath, solutionPath } from "~/kernel/links";
import { LazyImage } from "~/components/ui/lazy-image";
import { notFound, parseId } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/solution-detail";
import { desktop } from "~/kernel/links";
import { message } from "~/kernel/ui-strings/message";
import * as DETAILS from "~/kernel/ui-strings/details";
import { CATEGORY_LABELS, PRIMARY_CTA } from "~/kernel/ui-strings/labels";
import * as SECTIONS from "~/kernel/ui-strings/sections";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const item = args.loaderData?.item;
  if (!item) return [];
  return desktopMeta(args, {
    title: item.title,
    description: item.summary,
    seo: item.seo,
    canonicalPath: solutionPath(item.id),
    image: item.cover.src,
    imageAlt: item.cover.alt,
    breadcrumbs: [
      { name: SECTIONS.solutions, path: desktop.solutions() },
      { name: CATEGORY_LABELS[item.type], path: solutionListPath(item.type) },
      { name: item.title },
    ],
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const item = await context.get(servicesContext).content.getSolution(parseId(params.id));
  if (!item) notFound();
  return { item };
}

export default function Page({ loaderData: { item } }: Route.ComponentProps) {
  const label = CATEGORY_LABELS[item.type];
  return (
    <article className="solution-detail">
      <header className="hero">
        <div className="container hero-grid">
          <div className="hero-text">
            <Breadcrumbs
              items={[
                { to: desktop.solutions(), label: SECTIONS.solutions },
                { to: solutionListPath(item.type), label },
                { label: item.title },
              ]}
            />
            <p className="eyebrow">{message(DETAILS.solutionFor, { industry: label.toLowerCase() })}</p>
            <h1>{item.title}</h1>
            <p className="lead">{item.summary}</p>
            {item.products.length ? (
              <p className="product-chips">
                {DETAILS.builtOn}{" "}
                {item.products.map((p, i) => (
                  <span key={p.slug}>
                    {i > 0 ? ", " : ""}
                    <Link to={desktop.product(p.slug)}>{p.name}</Link>
                  </span>
                ))}
              </p>
            ) : null}
            <p className="hero-actions">
              <Link to={desktop.register()} className="button button-accent">
                {PRIMARY_CTA}
              </Link>
            </p>
          </div>
          <LazyImage image={item.cover} className="hero-image" sizes="(min-width: 960px) 560px, 100vw" eager />
        </div>
      </header>
      <div className="container">
        {item.benefits.length ? <Figures figures={item.benefits} label={DETAILS.benefitsInFigures} /> : null}
        <div className="story">
          <HtmlBody html={item.bodyHtml} className="prose" />
        </div>
        {item.features.length ? <Features features={item.features} heading={DETAILS.features} /> : null}
        {item.relatedCases.length ? (
          <section className="section" aria-labelledby="cases-title">
            <h2 id="cases-title">{DETAILS.customersUsingSolution}</h2>
            <div className="card-grid">
              {item.relatedCases.map((c) => (
                <CaseCard key={c.id} item={c} as="h3" plain />
              ))}
            </div>
          </section>
        ) : null}
        {item.related.length ? (
          <section className="section" aria-labelledby="related-title">
            <h2 id="related-title">{DETAILS.relatedSolutions}</h2>
            <div className="card-grid">
              {item.related.map((s) => (
                <SolutionCard key={s.id} item={s} as="h3" plain />
              ))}
            </div>
          </section>
        ) : null}
      </div>
    </article>
  );
}
