import { QAS_LABEL } from "~/kernel/content-constants";
import { Link } from "~/components/ui/link";
import { PageHeader } from "~/components/desktop/blocks";
import { QaItem } from "~/components/desktop/cards";
import { formatDate } from "~/components/content/format";
import { HtmlBody } from "~/components/content/prose";
import { LazyImage } from "~/components/ui/lazy-image";
import { desktop, qaPath, qasPath } from "~/kernel/links";
import { CATEGORY_LABELS } from "~/kernel/content-constants";
import { notFound, parseId } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { desktopMeta } from "~/components/desktop/meta";
import { qaMeta } from "~/components/content/page-meta";
import type { Route } from "./+types/qa";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const item = args.loaderData?.item;
  if (!item) return [];
  return desktopMeta(args, { ...qaMeta(item), seo: item.seo, canonicalPath: qaPath(item.id) });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const item = await context.get(servicesContext).content.getQa(parseId(params.id));
  if (!item) notFound();
  return { item };
}

export default function Page({ loaderData: { item } }: Route.ComponentProps) {
  const label = CATEGORY_LABELS[item.type];
  return (
    <>
      <PageHeader
        title={item.title}
        eyebrow={`Question · ${label}`}
        crumbs={[{ to: qasPath(item.type), label: `${QAS_LABEL}: ${label}` }, { label: item.title }]}
      />
      <div className="container with-aside">
        <article className="answer" aria-labelledby="answer-title">
          <h2 id="answer-title">Answer</h2>
          <p className="answer-short">{item.summary}</p>
          {/* Above the fold and the page's only large image: loaded at once, like a news cover. */}
          {item.cover ? (
            <LazyImage image={item.cover} sizes="(min-width: 600px) 28rem, 100vw" className="item-cover" eager />
          ) : null}
          <HtmlBody html={item.bodyHtml} className="prose" />
          <p className="article-meta">
            Last updated <time dateTime={item.updatedAt}>{formatDate(item.updatedAt)}</time>
          </p>
          <p className="aside-note">
            Still stuck? Search the <Link to={desktop.help()}>help centre</Link> or{" "}
            <Link to={desktop.register()}>ask our team</Link>.
          </p>
        </article>
        <aside className="aside-card" aria-labelledby="related-title">
          <h2 id="related-title">Related questions</h2>
          {item.related.length ? (
            <div className="qa-list qa-list-compact">
              {item.related.map((q) => (
                <QaItem key={q.id} item={q} as="h3" />
              ))}
            </div>
          ) : (
            <p>No related questions.</p>
          )}
          <p>
            <Link to={qasPath(item.type)}>All questions about {label.toLowerCase()}</Link>
          </p>
        </aside>
      </div>
    </>
  );
}
