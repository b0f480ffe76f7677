import { Link } from "~/components/ui/link";
import { formatDate } from "~/components/content/format";
import { HtmlBody } from "~/components/content/prose";
import { LazyImage } from "~/components/ui/lazy-image";
import { HelpArticleLinks, HelpElsewhere, TopicList } from "~/components/content/help";
import { helpMeta } from "~/components/content/page-meta";
import { SearchBox } from "~/components/search/search-box";
import { desktopCanonicalPath } from "~/kernel/device-map";
import { mobile } from "~/kernel/links";
import { loadHelpPage } from "~/lib/help.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/help";
import * as DETAILS from "~/kernel/ui-strings/details";
import * as SECTIONS from "~/kernel/ui-strings/sections";

// The same data as the desktop help centre page (loader in help.server, head tags in page-meta).
/* jscpd:ignore-start */
export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  if (!data) return [];
  return pageMeta(args, {
    ...helpMeta(data.article, data.words),
    jsonLd: data.jsonLd,
    canonicalPath: desktopCanonicalPath(args),
  });
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  return loadHelpPage(params.id, { request, context });
}
/* jscpd:ignore-end */

export default function Page({ loaderData: { home, article, words } }: Route.ComponentProps) {
  if (!article) {
    return (
      <div className="m-page m-help">
        <h1>{words.heading}</h1>
        {words.intro ? <p className="m-lead">{words.intro}</p> : null}
        <SearchBox variant="mobile" id="m-help-search" label={DETAILS.searchHelpLabel} />
        <section aria-labelledby="m-popular-title">
          <h2 id="m-popular-title">{DETAILS.popularArticles}</h2>
          <HelpArticleLinks items={home.popular} variant="mobile" />
        </section>
        <section aria-labelledby="m-topics-title">
          <h2 id="m-topics-title">{DETAILS.topics}</h2>
          <TopicList categories={home.categories} variant="mobile" className="m-topics" />
        </section>
        <HelpElsewhere variant="mobile" className="m-meta" />
      </div>
    );
  }
  // Back to the article's own topic, or to the help home when it has none.
  const topic = article.breadcrumbs.at(-1);
  return (
    <article className="m-page m-help">
      <p className="m-breadcrumb">
        <Link to={topic ? mobile.helpTopic(topic.id) : mobile.help()}>← {topic?.title ?? SECTIONS.helpCentre}</Link>
      </p>
      <h1>{article.title}</h1>
      <p className="m-meta">
        {DETAILS.updated} <time dateTime={article.updatedAt}>{formatDate(article.updatedAt, "short")}</time>
      </p>
      {article.cover ? (
        <div className="m-article-cover">
          <LazyImage image={article.cover} sizes="100vw" eager />
        </div>
      ) : null}
      <p className="m-lead">{article.summary}</p>
      <HtmlBody html={article.bodyHtml} className="m-prose" />
      {article.related.length ? (
        <section className="m-related" aria-labelledby="m-related-title">
          <h2 id="m-related-title">{DETAILS.relatedArticles}</h2>
          <HelpArticleLinks items={article.related} variant="mobile" />
        </section>
      ) : null}
      <p>
        <Link to={mobile.help()}>{DETAILS.helpCentreHome}</Link>
      </p>
    </article>
  );
}
