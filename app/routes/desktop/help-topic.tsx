import { Link } from "~/components/ui/link";
import { Breadcrumbs } from "~/components/desktop/blocks";
import { HelpArticleLinks, HelpTree } from "~/components/content/help";
import { helpTopicMeta } from "~/components/content/page-meta";
import { desktopMeta } from "~/components/desktop/meta";
import { desktop, helpPath } from "~/kernel/links";
import { loadHelpTopic } from "~/lib/help.server";
import type { Route } from "./+types/help-topic";
import * as DETAILS from "~/kernel/ui-strings/details";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  if (!data) return [];
  return desktopMeta(args, {
    ...helpTopicMeta(data.trail, data.articles, data.words),
    canonicalPath: desktop.helpTopic(data.trail.at(-1)!.id),
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadHelpTopic(params.id, context);
}

export default function Page({ loaderData: { home, trail, articles, words } }: Route.ComponentProps) {
  const topic = trail.at(-1)!;
  return (
    <div className="container help-layout">
      <aside className="help-aside" aria-labelledby="tree-title">
        <h2 id="tree-title">{DETAILS.helpTopics}</h2>
        <HelpTree
          categories={home.categories}
          openIds={new Set(trail.map((t) => t.id))}
          currentId={topic.id}
          variant="desktop"
        />
        <p>
          <Link to={helpPath()}>{DETAILS.helpCentreHome}</Link>
        </p>
      </aside>
      <div className="article help-article">
        <Breadcrumbs
          items={[
            { to: helpPath(), label: words.heading },
            ...trail.slice(0, -1).map((t) => ({ to: desktop.helpTopic(t.id), label: t.title })),
            { label: topic.title },
          ]}
        />
        <h1>{topic.title}</h1>
        {topic.description ? <p className="lead">{topic.description}</p> : null}
        {articles.length ? (
          <HelpArticleLinks items={articles} variant="desktop" />
        ) : (
          <p className="muted">{DETAILS.noTopicArticles}</p>
        )}
      </div>
    </div>
  );
}
