import { Link } from "~/components/ui/link";
import { QaCard } from "~/components/mobile/cards";
import { formatDate } from "~/components/content/format";
import { HtmlBody } from "~/components/content/prose";
import { LazyImage } from "~/components/ui/lazy-image";
import { desktopCanonicalPath } from "~/kernel/device-map";
import { notFound, parseId } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { pageJsonLd } from "~/lib/page-json-ld.server";
import { qaPage } from "~/lib/structured-data.server";
import { pageMeta } from "~/lib/seo";
import { qaMeta } from "~/components/content/page-meta";
import type { Route } from "./+types/qa";
import { mobile } from "~/kernel/links";
import * as DETAILS from "~/kernel/ui-strings/details";
import { CATEGORY_LABELS } from "~/kernel/ui-strings/labels";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const qa = args.loaderData;
  if (!qa) return [];
  return pageMeta(args, { ...qaMeta(qa), seo: qa.seo, canonicalPath: desktopCanonicalPath(args), jsonLd: qa.jsonLd });
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const qa = await context.get(servicesContext).content.getQa(parseId(params.id));
  if (!qa) notFound();
  const jsonLd = pageJsonLd(
    { request, context },
    "desktop",
    ({ siteUrl, url }) => qaPage(siteUrl, qa, url),
    await context.get(servicesContext).content.languageOf("qas", qa.id),
  );
  return { ...qa, jsonLd };
}

export default function Page({ loaderData: qa }: Route.ComponentProps) {
  return (
    <article className="m-page">
      <p className="m-breadcrumb">
        <Link to={mobile.qas(qa.type)}>← {CATEGORY_LABELS[qa.type]}</Link>
      </p>
      <h1>{qa.title}</h1>
      <p className="m-meta">
        {DETAILS.updated} <time dateTime={qa.updatedAt}>{formatDate(qa.updatedAt, "short")}</time>
      </p>
      {qa.cover ? (
        <div className="m-article-cover">
          <LazyImage image={qa.cover} sizes="100vw" eager />
        </div>
      ) : null}
      <p className="m-lead">{qa.summary}</p>
      <HtmlBody html={qa.bodyHtml} className="m-prose" />
      <aside className="m-cta" aria-labelledby="m-qa-help">
        <h2 id="m-qa-help">{DETAILS.stillHaveQuestion}</h2>
        <p>{DETAILS.helpCentreHint}</p>
        <Link className="button button-secondary" to={mobile.help()}>
          {DETAILS.openHelpCentre}
        </Link>
      </aside>
      {qa.related.length > 0 && (
        <section className="m-related" aria-labelledby="m-related-title">
          <h2 id="m-related-title">{DETAILS.relatedQuestions}</h2>
          <ul className="m-list">
            {qa.related.map((r) => (
              <li key={r.id}>
                <QaCard item={r} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
