import { Link } from "~/components/ui/link";
import { HelpArticleLinks, HelpTree } from "~/components/content/help";
import { helpTopicMeta } from "~/components/content/page-meta";
import { desktopCanonicalPath } from "~/kernel/device-map";
import { mobile } from "~/kernel/links";
import { loadHelpTopic } from "~/lib/help.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/help-topic";
import * as DETAILS from "~/kernel/ui-strings/details";

// The same data as the desktop help topic page (loader in help.server, head tags in page-meta).
/* jscpd:ignore-start */
export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  if (!data) return [];
  return pageMeta(args, {
    ...helpTopicMeta(data.trail, data.articles, data.words),
    canonicalPath: desktopCanonicalPath(args),
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadHelpTopic(params.id, context);
}
/* jscpd:ignore-end */

export default function Page({ loaderData: { home, trail, articles, words } }: Route.ComponentProps) {
  const topic = trail.at(-1)!;
  const parent = trail.at(-2);
  return (
    <div className="m-page m-help">
      <p className="m-breadcrumb">
        <Link to={parent ? mobile.helpTopic(parent.id) : mobile.help()}>← {parent?.title ?? words.heading}</Link>
      </p>
      <h1>{topic.title}</h1>
      {topic.description ? <p className="m-lead">{topic.description}</p> : null}
      {articles.length ? (
        <HelpArticleLinks items={articles} variant="mobile" />
      ) : (
        <p className="m-meta">{DETAILS.noTopicArticles}</p>
      )}
      <nav className="m-related" aria-labelledby="m-tree-title">
        <h2 id="m-tree-title">{DETAILS.helpTopics}</h2>
        <HelpTree
          categories={home.categories}
          openIds={new Set(trail.map((t) => t.id))}
          currentId={topic.id}
          variant="mobile"
        />
      </nav>
    </div>
  );
}
