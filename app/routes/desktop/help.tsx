import { Link } from "~/components/ui/link";
import { Breadcrumbs, PageHeader } from "~/components/desktop/blocks";
import { formatDate } from "~/components/content/format";
import { HtmlBody } from "~/components/content/prose";
import { LazyImage } from "~/components/ui/lazy-image";
import { HelpArticleLinks, HelpTree, TopicLink } from "~/components/content/help";
import { notFound, parseId } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/help";
import { QA_TYPES } from "~/kernel/content-constants";
import { desktop, helpPath } from "~/kernel/links";
import { SearchBox } from "~/components/search/search-box";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  if (!data) return [];
  if (data.article) {
    return desktopMeta(args, {
      title: `${data.article.title} | Help centre`,
      description: data.article.summary,
      canonicalPath: helpPath(data.article.id),
      ...(data.article.cover ? { image: data.article.cover.src, imageAlt: data.article.cover.alt } : {}),
      breadcrumbs: [{ name: "Help centre", path: helpPath() }, { name: data.article.title }],
    });
  }
  return desktopMeta(args, {
    title: "Help centre",
    description:
      "Guides and how-to articles for Brightlane OA, PM, Trade, Live and Education, sorted by topic, with the most read articles first.",
    canonicalPath: helpPath(),
    breadcrumbs: [{ name: "Help centre" }],
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const content = context.get(servicesContext).content;
  if (params.id === undefined) {
    const home = await content.getHelpHome();
    return { home, article: null };
  }
  const id = parseId(params.id);
  const [home, article] = await Promise.all([content.getHelpHome(), content.getHelpArticle(id)]);
  if (!article) notFound();
  return { home, article };
}

export default function Page({ loaderData: { home, article } }: Route.ComponentProps) {
  if (!article) {
    return (
      <>
        <PageHeader
          title="Help centre"
          lead="Step-by-step guides for administrators and everyday users of every Brightlane product."
          crumbs={[{ label: "Help centre" }]}
        >
          <div className="help-search">
            <SearchBox
              variant="desktop"
              id="help-search"
              label="Search the help centre and the site"
              placeholder="Search help articles…"
            />
          </div>
        </PageHeader>
        <div className="container help-home">
          <section aria-labelledby="popular-title">
            <h2 id="popular-title">Popular articles</h2>
            <HelpArticleLinks items={home.popular} />
          </section>
          <section aria-labelledby="topics-title">
            <h2 id="topics-title">Topics</h2>
            <ul className="topic-grid">
              {home.categories.map((c) => (
                <li key={c.id} className="topic">
                  <h3>
                    <TopicLink topic={c} />
                  </h3>
                  <p className="muted">{c.description}</p>
                  {c.children.length ? (
                    <ul>
                      {c.children.map((child) => (
                        <li key={child.id}>
                          <TopicLink topic={child} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
          <p className="aside-note">
            Quick answers live in <Link to={desktop.qas(QA_TYPES[0])}>questions and answers</Link>. Need a person?{" "}
            <Link to={desktop.service()}>See our support and services</Link>.
          </p>
        </div>
      </>
    );
  }
  const openIds = new Set(article.breadcrumbs.map((b) => b.id));
  return (
    <div className="container help-layout">
      <aside className="help-aside" aria-labelledby="tree-title">
        <h2 id="tree-title">Help topics</h2>
        <HelpTree categories={home.categories} openIds={openIds} />
        <p>
          <Link to={helpPath()}>Help centre home</Link>
        </p>
      </aside>
      <article className="article help-article">
        <Breadcrumbs
          items={[
            { to: helpPath(), label: "Help centre" },
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
          Updated <time dateTime={article.updatedAt}>{formatDate(article.updatedAt)}</time>
        </p>
        {article.related.length ? (
          <section aria-labelledby="related-title">
            <h2 id="related-title">Related articles</h2>
            <HelpArticleLinks items={article.related} />
          </section>
        ) : null}
      </article>
    </div>
  );
}
