import { Link } from "~/components/ui/link";
import { PageHeader } from "~/components/desktop/blocks";
import { QaItem } from "~/components/desktop/cards";
import { formatDate } from "~/components/content/format";
import { HtmlBody } from "~/components/content/prose";
import { LazyImage } from "~/components/ui/lazy-image";
import { desktop, qaPath, qasPath } from "~/kernel/links";
import { notFound, parseId } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { pageJsonLd } from "~/lib/page-json-ld.server";
import { qaPage } from "~/lib/structured-data.server";
import { desktopMeta } from "~/components/desktop/meta";
import { qaMeta } from "~/components/content/page-meta";
import type { Route } from "./+types/qa";
import { message } from "~/kernel/ui-strings/message";
import * as DETAILS from "~/kernel/ui-strings/details";
import { CATEGORY_LABELS, QAS_LABEL } from "~/kernel/ui-strings/labels";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  if (!data) return [];
  const { item, jsonLd } = data;
  return desktopMeta(args, { ...qaMeta(item), seo: item.seo, canonicalPath: qaPath(item.id), jsonLd });
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const item = await context.get(servicesContext).content.getQa(parseId(params.id));
  if (!item) notFound();
  const jsonLd = pageJsonLd(
    { request, context },
    qaPath(item.id),
    ({ siteUrl, url }) => qaPage(siteUrl, item, url),
    await context.get(servicesContext).content.languageOf("qas", item.id),
  );
  return { item, jsonLd };
}

export default function Page({ loaderData: { item } }: Route.ComponentProps) {
  const label = CATEGORY_LABELS[item.type];
  return (
    <>
      <PageHeader
        title={item.title}
        eyebrow={message(DETAILS.questionEyebrow, { category: label })}
        crumbs={[
          { to: qasPath(item.type), label: message(DETAILS.sectionCategory, { section: QAS_LABEL, category: label }) },
          { label: item.title },
        ]}
      />
      <div className="container with-aside">
        <article className="answer" aria-labelledby="answer-title">
          <h2 id="answer-title">{DETAILS.answer}</h2>
          <p className="answer-short">{item.summary}</p>
          {/* Above the fold and the page's only large image: loaded at once, like a news cover. */}
          {item.cover ? (
            <LazyImage image={item.cover} sizes="(min-width: 600px) 28rem, 100vw" className="item-cover" eager />
          ) : null}
          <HtmlBody html={item.bodyHtml} className="prose" />
          <p className="article-meta">
            {DETAILS.lastUpdated} <time dateTime={item.updatedAt}>{formatDate(item.updatedAt)}</time>
          </p>
          <p className="aside-note">
            {DETAILS.stillStuck} <Link to={desktop.help()}>{DETAILS.helpCentre}</Link> {DETAILS.or}{" "}
            <Link to={desktop.register()}>{DETAILS.askOurTeam}</Link>.
          </p>
        </article>
        <aside className="aside-card" aria-labelledby="related-title">
          <h2 id="related-title">{DETAILS.relatedQuestions}</h2>
          {item.related.length ? (
            <div className="qa-list qa-list-compact">
              {item.related.map((q) => (
                <QaItem key={q.id} item={q} as="h3" />
              ))}
            </div>
          ) : (
            <p>{DETAILS.noRelatedQuestions}</p>
          )}
          <p>
            <Link to={qasPath(item.type)}>{message(DETAILS.allQuestionsAbout, { category: label.toLowerCase() })}</Link>
          </p>
        </aside>
      </div>
    </>
  );
}
