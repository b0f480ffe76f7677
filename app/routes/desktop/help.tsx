import { Link } from "~/components/ui/link";
import { Breadcrumbs, PageHeader } from "~/components/desktop/blocks";
import { formatDate } from "~/components/content/format";
import { HtmlBody } from "~/components/content/prose";
import { LazyImage } from "~/components/ui/lazy-image";
import { HelpArticleLinks, HelpElsewhere, HelpTree, TopicList } from "~/components/content/help";
import { helpMeta } from "~/components/content/page-meta";
import { loadHelpPage } from "~/lib/help.server";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/help";
import { desktop, helpPath } from "~/kernel/links";
import { SearchBox } from "~/components/search/search-box";
import * as DETAILS from "~/kernel/ui-strings/details";
import * as SECTIONS from "~/kernel/ui-strings/sections";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  if (!data) return [];
  return desktopMeta(args, {
    ...helpMeta(data.article, data.words),
    jsonLd: data.jsonLd,
    canonicalPath: helpPath(data.article?.id),
  });
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  return loadHelpPage(params.id, { request, context });
}

export default function Page({ loaderData: { home, article, words } }: Route.ComponentProps) {
  if (!article) {
    return (
      <>
        <PageHeader title={words.heading} lead={words.intro} crumbs={[{ label: words.heading }]}>
          <div className="help-search">
            <SearchBox
              variant="desktop"
              id="help-search"
              label={DETAILS.searchHelpLabel}
              placeholder={DETAILS.searchHelpPlaceholder}
            />
          </div>
        </PageHeader>
        <div className="container help-home">
          <section aria-labelledby="popular-title">
            <h2 id="popular-title">{DETAILS.popularArticles}</h2>
            <HelpArticleLinks items={home.popular} variant="desktop" />
          </section>
          <section aria-labelledby="topics-title">
            <h2 id="topics-title">{DETAILS.topics}</h2>
            <TopicList categories={home.categories} variant="desktop" className="topic-grid" />
          </section>
          <HelpElsewhere variant="desktop" className="aside-note" />
        </div>
      </>
    );
  }
  const openIds = new Set(article.breadcrumbs.map((b) => b.id));
  return (
    <div className="container help-layout">
      <aside className="help-aside" aria-labelledby="tree-title">
        <h2 id="tree-title">{DETAILS.helpTopics}</h2>
        <HelpTree categories={home.categories} openIds={openIds} variant="desktop" />
        <p>
          <Link to={helpPath()}>{DETAILS.helpCentreHome}</Link>
        </p>
      </aside>
      <article className="article help-article">
        <Breadcrumbs
          items={[
            { to: helpPath(), label: SECTIONS.helpCentre },
            ...article.breadcrumbs.map((b) => ({ label: b.title, to: desktop.helpTopic(b.id) })),
            { label: article.title },
          ]}
        />
        <h1>{article.title}</h1>
        <p className="lead">{article.summary}</p>
        {/* Above the fold and the page's only large image: loaded at once, like a news cover. */}
        {article.cover ? (
          <LazyImage image={article.cover} sizes="(min-width: 600px) 28rem, 100vw" className="item-cover" eager />
        ) : null}
        <HtmlBody html={article.bodyHtml} className="prose" />
        <p className="article-meta">
          {DETAILS.updated} <time dateTime={article.updatedAt}>{formatDate(article.updatedAt)}</time>
        </p>
        {article.related.length ? (
          <section aria-labelledby="related-title">
            <h2 id="related-title">{DETAILS.relatedArticles}</h2>
            <HelpArticleLinks items={article.related} variant="desktop" />
          </section>
        ) : null}
      </article>
    </div>
  );
}
