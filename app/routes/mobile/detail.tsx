import { Link } from "~/components/ui/link";
import { NewsCard } from "~/components/mobile/cards";
import { formatDate } from "~/components/mobile/format";
import { LazyImage } from "~/components/ui/lazy-image";
import { CATEGORY_LABELS } from "~/kernel/content-constants";
import { desktopCanonicalPath } from "~/kernel/device-map";
import { notFound, parseId } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { newsFeedPath, pageMeta } from "~/lib/seo";
import { newsArticle } from "~/lib/structured-data";
import type { Route } from "./+types/detail";
import { desktop, mobile } from "~/kernel/links";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const article = args.loaderData;
  if (!article) return [];
  return pageMeta(args, {
    title: article.title,
    description: article.summary,
    canonicalPath: desktopCanonicalPath(args),
    image: article.cover.src,
    imageAlt: article.cover.alt,
    type: "article",
    breadcrumbs: [
      { name: "News", path: desktop.news() },
      { name: CATEGORY_LABELS[article.type], path: desktop.newsType(article.type) },
      { name: article.title },
    ],
    jsonLd: ({ siteUrl, url }) => newsArticle(siteUrl, article, url),
    feeds: [
      { title: "Brightlane news", path: newsFeedPath() },
      { title: `Brightlane news: ${CATEGORY_LABELS[article.type]}`, path: newsFeedPath(article.type) },
    ],
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const article = await context.get(servicesContext).content.getNews(parseId(params.id));
  return article ?? notFound();
}

export default function Page({ loaderData: article }: Route.ComponentProps) {
  return (
    <article className="m-page">
      <p className="m-breadcrumb">
        <Link to={mobile.news(article.type)}>← {CATEGORY_LABELS[article.type]}</Link>
      </p>
      <h1>{article.title}</h1>
      <p className="m-meta">
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time> · {article.author} · {article.readingMinutes} min read
      </p>
      <div className="m-article-cover">
        <LazyImage image={article.cover} sizes="100vw" eager />
      </div>
      <p className="m-lead">{article.summary}</p>
      <div className="m-prose" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
      {article.tags.length > 0 && (
        <ul className="m-tags" aria-label="Tags">
          {article.tags.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      )}
      {(article.newer || article.older) && (
        <nav className="m-pager" aria-label="More in this category">
          {article.newer && (
            <Link to={mobile.article(article.newer.id)} rel="prev">
              <span>Newer</span>
              {article.newer.title}
            </Link>
          )}
          {article.older && (
            <Link to={mobile.article(article.older.id)} rel="next">
              <span>Older</span>
              {article.older.title}
            </Link>
          )}
        </nav>
      )}
      {article.related.length > 0 && (
        <section className="m-related" aria-labelledby="m-related-title">
          <h2 id="m-related-title">Related articles</h2>
          <ul className="m-list">
            {article.related.map((r) => (
              <li key={r.id}>
                <NewsCard item={r} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
