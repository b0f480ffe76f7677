import { Link } from "~/components/ui/link";
import { NewsCard } from "~/components/mobile/cards";
import { articleMeta } from "~/components/content/page-meta";
import { formatDate } from "~/components/content/format";
import { HtmlBody } from "~/components/content/prose";
import { LazyImage } from "~/components/ui/lazy-image";
import { desktopCanonicalPath } from "~/kernel/device-map";
import { notFound, parseId } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { pageJsonLd } from "~/lib/page-json-ld.server";
import { newsArticle } from "~/lib/structured-data.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/detail";
import { mobile } from "~/kernel/links";
import { message } from "~/kernel/ui-strings/message";
import * as LIST_WORDS from "~/kernel/ui-strings/lists";
import * as DETAILS from "~/kernel/ui-strings/details";
import { CATEGORY_LABELS } from "~/kernel/ui-strings/labels";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const article = args.loaderData;
  if (!article) return [];
  return pageMeta(args, { ...articleMeta(article), canonicalPath: desktopCanonicalPath(args), jsonLd: article.jsonLd });
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const article = await context.get(servicesContext).content.getNews(parseId(params.id));
  if (!article) notFound();
  const jsonLd = pageJsonLd(
    { request, context },
    "desktop",
    ({ siteUrl, url }) => newsArticle(siteUrl, article, url),
    await context.get(servicesContext).content.languageOf("news", article.id),
  );
  return { ...article, jsonLd };
}

export default function Page({ loaderData: article }: Route.ComponentProps) {
  return (
    <article className="m-page">
      <p className="m-breadcrumb">
        <Link to={mobile.news(article.type)}>← {CATEGORY_LABELS[article.type]}</Link>
      </p>
      <h1>{article.title}</h1>
      <p className="m-meta">
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, "short")}</time> · {article.author} ·{" "}
        {message(LIST_WORDS.minRead, { minutes: article.readingMinutes })}
      </p>
      <div className="m-article-cover">
        <LazyImage image={article.cover} sizes="100vw" eager />
      </div>
      <p className="m-lead">{article.summary}</p>
      <HtmlBody html={article.bodyHtml} className="m-prose" />
      {article.tags.length > 0 && (
        <ul className="tags" aria-label={DETAILS.tags}>
          {article.tags.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      )}
      {(article.newer || article.older) && (
        <nav className="m-pager" aria-label={DETAILS.moreInCategory}>
          {article.newer && (
            <Link to={mobile.article(article.newer.id)} rel="prev">
              <span>{DETAILS.newer}</span>
              {article.newer.title}
            </Link>
          )}
          {article.older && (
            <Link to={mobile.article(article.older.id)} rel="next">
              <span>{DETAILS.older}</span>
              {article.older.title}
            </Link>
          )}
        </nav>
      )}
      {article.related.length > 0 && (
        <section className="m-related" aria-labelledby="m-related-title">
          <h2 id="m-related-title">{DETAILS.relatedArticles}</h2>
          <ul className="m-list">
            {article.related.map((r) => (
              <li key={r.id}>
                <NewsCard item={r} plain />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
