import { Link } from "~/components/ui/link";
import { HtmlBody } from "~/components/content/prose";
import { CaseCard, SolutionCard } from "~/components/mobile/cards";
import { CtaBlock, Features, Figures } from "~/components/mobile/static-blocks";
import { LazyImage } from "~/components/ui/lazy-image";
import { SOLUTION_TYPES } from "~/kernel/content-constants";
import { PAGES } from "~/kernel/pages";
import { desktopCanonicalPath, toMobilePath } from "~/kernel/device-map";
import { notFound, parseId } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/solution-detail";
import { desktop, mobile } from "~/kernel/links";
import { message } from "~/kernel/ui-strings/message";
import * as DETAILS from "~/kernel/ui-strings/details";
import { CASES_LABEL, CATEGORY_LABELS, PRIMARY_CTA } from "~/kernel/ui-strings/labels";
import * as SECTIONS from "~/kernel/ui-strings/sections";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const s = args.loaderData;
  if (!s) return [];
  return pageMeta(args, {
    title: s.title,
    description: s.summary,
    seo: s.seo,
    canonicalPath: desktopCanonicalPath(args),
    image: s.cover.src,
    imageAlt: s.cover.alt,
    breadcrumbs: [
      { name: SECTIONS.solutions, path: desktop.solutions() },
      { name: CATEGORY_LABELS[s.type], path: desktop.solutionList(s.type) },
      { name: s.title },
    ],
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const content = context.get(servicesContext).content;
  const [solution, words] = await Promise.all([
    content.getSolution(parseId(params.id)),
    content.getPageWords(PAGES.solutionList.words, SECTIONS.solutions),
  ]);
  if (!solution) return notFound();
  // The call to action is the industry's column of the solutions document's phone columns.
  const calls = words.blocks.find((b) => b.type === "columns" && b.skin === "mobile");
  const pitch = calls?.type === "columns" ? calls.columns[SOLUTION_TYPES.indexOf(solution.type)] : undefined;
  return { ...solution, pitch: pitch ? { heading: pitch.heading, text: pitch.text } : null };
}

export default function Page({ loaderData: s }: Route.ComponentProps) {
  return (
    <article>
      <header className="m-hero">
        <p className="eyebrow">{message(DETAILS.solutionEyebrow, { industry: CATEGORY_LABELS[s.type] })}</p>
        <h1>{s.title}</h1>
        <p>{s.summary}</p>
        <div className="m-hero-image">
          <LazyImage image={s.cover} sizes="100vw" eager />
        </div>
      </header>
      {s.benefits.length > 0 && (
        <section className="m-section" aria-labelledby="m-benefits">
          <h2 id="m-benefits">{DETAILS.resultsCustomersSee}</h2>
          <Figures figures={s.benefits} />
        </section>
      )}
      <section className="m-section">
        <HtmlBody html={s.bodyHtml} className="m-prose" />
      </section>
      {s.features.length > 0 && <Features features={s.features} heading={DETAILS.features} id="m-features" />}
      {s.products.length > 0 && (
        <section className="m-section" aria-labelledby="m-products">
          <h2 id="m-products">{DETAILS.productsInSolution}</h2>
          <ul className="m-chips">
            {s.products.map((p) => (
              <li key={p.slug}>
                <Link to={toMobilePath(desktop.product(p.slug)) ?? desktop.product(p.slug)}>{p.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {s.relatedCases.length > 0 && (
        <section className="m-section" aria-labelledby="m-cases">
          <h2 id="m-cases">{CASES_LABEL}</h2>
          <ul className="m-list">
            {s.relatedCases.map((c) => (
              <li key={c.id}>
                <CaseCard item={c} plain />
              </li>
            ))}
          </ul>
        </section>
      )}
      {s.related.length > 0 && (
        <section className="m-section" aria-labelledby="m-related">
          <h2 id="m-related">{DETAILS.otherSolutions}</h2>
          <ul className="m-list">
            {s.related.map((r) => (
              <li key={r.id}>
                <SolutionCard item={r} plain />
              </li>
            ))}
          </ul>
        </section>
      )}
      {s.pitch ? <CtaBlock id="m-sol-cta" cta={{ ...s.pitch, label: PRIMARY_CTA, to: mobile.register() }} /> : null}
    </article>
  );
}
