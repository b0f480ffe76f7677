import { Link } from "~/components/ui/link";
import { Breadcrumbs } from "~/components/desktop/blocks";
import { HelpArticleLinks, HelpTree, topicTrail } from "~/components/content/help";
import { desktopMeta } from "~/components/desktop/meta";
import type { HelpArticleSummary } from "~/kernel/content-schemas";
import { MAX_PAGE_SIZE } from "~/kernel/content-constants";
import { desktop, helpPath } from "~/kernel/links";
import { servicesContext } from "~/lib/context.server";
import { notFound, parseId } from "~/lib/params";
import type { Route } from "./+types/help-topic";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  if (!data) return [];
  const topic = data.trail.at(-1)!;
  return desktopMeta(args, {
    title: `${topic.title} | Help centre`,
    description: topic.description || `Help articles about ${topic.title}.`,
    canonicalPath: desktop.helpTopic(topic.id),
    breadcrumbs: [{ name: "Help centre", path: helpPath() }, ...data.trail.map((t) => ({ name: t.title }))],
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const content = context.get(servicesContext).content;
  const id = parseId(params.id);
  const home = await content.getHelpHome();
  const trail = topicTrail(home.categories, id);
  if (!trail.length) notFound();
  // Every article of the topic on one page, so each is two clicks from the help centre.
  const articles: HelpArticleSummary[] = [];
  for (let page = 1; ; page++) {
    const list = await content.listHelpArticles({ categoryId: id, page, pageSize: MAX_PAGE_SIZE });
    if (!list) notFound();
    articles.push(...list.items);
    if (page >= list.totalPages) break;
  }
  return { home, trail, articles };
}

export default function Page({ loaderData: { home, trail, articles } }: Route.ComponentProps) {
  const topic = trail.at(-1)!;
  return (
    <div className="container help-layout">
      <aside className="help-aside" aria-labelledby="tree-title">
        <h2 id="tree-title">Help topics</h2>
        <HelpTree categories={home.categories} openIds={new Set(trail.map((t) => t.id))} currentId={topic.id} />
        <p>
          <Link to={helpPath()}>Help centre home</Link>
        </p>
      </aside>
      <div className="article help-article">
        <Breadcrumbs
          items={[
            { to: helpPath(), label: "Help centre" },
            ...trail.slice(0, -1).map((t) => ({ to: desktop.helpTopic(t.id), label: t.title })),
            { label: topic.title },
          ]}
        />
        <h1>{topic.title}</h1>
        {topic.description ? <p className="lead">{topic.description}</p> : null}
        {articles.length ? (
          <HelpArticleLinks items={articles} />
        ) : (
          <p className="muted">No articles in this topic yet.</p>
        )}
      </div>
    </div>
  );
}
