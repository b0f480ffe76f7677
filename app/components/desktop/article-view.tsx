import { Link } from "~/components/ui/link";
import { LazyImage } from "~/components/ui/lazy-image";
import type { NewsDetail } from "~/kernel/collections/news.answers";
import { formatDate } from "~/components/content/format";
import { HtmlBody } from "~/components/content/prose";
import { Breadcrumbs } from "./blocks";
import { NewsCard } from "./cards";
import { articlePath, newsPath, newsTypePath } from "~/kernel/links";
import { message } from "~/kernel/ui-strings/message";
import * as LIST_WORDS from "~/kernel/ui-strings/lists";
import * as DETAILS from "~/kernel/ui-strings/details";
import { CATEGORY_LABELS } from "~/kernel/ui-strings/labels";
import * as SECTIONS from "~/kernel/ui-strings/sections";

export function ArticleView({ article }: { article: NewsDetail }) {
  const label = CATEGORY_LABELS[article.type];
  return (
    <>
      <article className="article container">
        <header className="article-header">
          <Breadcrumbs
            items={[
              { to: newsPath(), label: SECTIONS.news },
              { to: newsTypePath(article.type), label },
              { label: article.title },
            ]}
          />
          <p className="eyebrow">{label}</p>
          <h1>{article.title}</h1>
          <p className="lead">{article.summary}</p>
          <p className="article-meta">
            {message(DETAILS.byAuthor, { author: article.author })} ·{" "}
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time> ·{" "}
            {message(LIST_WORDS.minRead, { minutes: article.readingMinutes })}
            {article.updatedAt.slice(0, 10) !== article.publishedAt.slice(0, 10) ? (
              <>
                {" "}
                · {DETAILS.updated} <time dateTime={article.updatedAt}>{formatDate(article.updatedAt)}</time>
              </>
            ) : null}
          </p>
        </header>
        <LazyImage image={article.cover} sizes="(min-width: 900px) 820px, 100vw" className="article-cover" eager />
        <HtmlBody html={article.bodyHtml} className="prose" />
        {article.tags.length ? (
          <ul className="tags" aria-label={DETAILS.tags}>
            {article.tags.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        ) : null}
        {article.newer || article.older ? (
          <nav className="prev-next" aria-label={DETAILS.moreInCategory}>
            {article.older ? (
              <Link to={articlePath(article.older.id)} rel="prev" className="prev-next-link">
                <span className="prev-next-label">{DETAILS.older}</span> {article.older.title}
              </Link>
            ) : (
              <span />
            )}
            {article.newer ? (
              <Link to={articlePath(article.newer.id)} rel="next" className="prev-next-link prev-next-newer">
                <span className="prev-next-label">{DETAILS.newer}</span> {article.newer.title}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </article>
      {article.related.length ? (
        <section className="container section" aria-labelledby="related-title">
          <h2 id="related-title">{message(DETAILS.moreOf, { category: label.toLowerCase() })}</h2>
          <div className="card-grid">
            {article.related.map((item) => (
              <NewsCard key={item.id} item={item} as="h3" plain />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
