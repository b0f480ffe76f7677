import { Link } from "~/components/ui/link";
import { LazyImage } from "~/components/ui/lazy-image";
import { CATEGORY_LABELS } from "~/kernel/content-constants";
import type { NewsDetail } from "~/kernel/content-schemas";
import { formatDate } from "~/components/content/format";
import { HtmlBody } from "~/components/content/prose";
import { Breadcrumbs } from "./blocks";
import { NewsCard } from "./cards";
import { articlePath, newsPath, newsTypePath } from "~/kernel/links";

export function ArticleView({ article }: { article: NewsDetail }) {
  const label = CATEGORY_LABELS[article.type];
  return (
    <>
      <article className="article container">
        <header className="article-header">
          <Breadcrumbs
            items={[
              { to: newsPath(), label: "News" },
              { to: newsTypePath(article.type), label },
              { label: article.title },
            ]}
          />
          <p className="eyebrow">{label}</p>
          <h1>{article.title}</h1>
          <p className="lead">{article.summary}</p>
          <p className="article-meta">
            By {article.author} · <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time> ·{" "}
            {article.readingMinutes} min read
            {article.updatedAt.slice(0, 10) !== article.publishedAt.slice(0, 10) ? (
              <>
                {" "}
                · Updated <time dateTime={article.updatedAt}>{formatDate(article.updatedAt)}</time>
              </>
            ) : null}
          </p>
        </header>
        <LazyImage image={article.cover} sizes="(min-width: 900px) 820px, 100vw" className="article-cover" eager />
        <HtmlBody html={article.bodyHtml} className="prose" />
        {article.tags.length ? (
          <ul className="tags" aria-label="Tags">
            {article.tags.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        ) : null}
        {article.newer || article.older ? (
          <nav className="prev-next" aria-label="More in this category">
            {article.older ? (
              <Link to={articlePath(article.older.id)} rel="prev" className="prev-next-link">
                <span className="prev-next-label">Older</span> {article.older.title}
              </Link>
            ) : (
              <span />
            )}
            {article.newer ? (
              <Link to={articlePath(article.newer.id)} rel="next" className="prev-next-link prev-next-newer">
                <span className="prev-next-label">Newer</span> {article.newer.title}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </article>
      {article.related.length ? (
        <section className="container section" aria-labelledby="related-title">
          <h2 id="related-title">More {label.toLowerCase()}</h2>
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
