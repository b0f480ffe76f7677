/**
 * The help centre's shared parts: the topic tree, whose every topic links to the page
 * listing its articles, and a list of article links.
 */
import { Link } from "~/components/ui/link";
import type { HelpArticleSummary, HelpCategory } from "~/kernel/content-schemas";
import { desktop } from "~/kernel/links";

/** A topic's link with its article count (sub-topics included). */
export function TopicLink({ topic, current }: { topic: HelpCategory; current?: boolean }) {
  return (
    <Link to={desktop.helpTopic(topic.id)} aria-current={current ? "page" : undefined}>
      {topic.title} <span className="muted">({topic.articleCount})</span>
    </Link>
  );
}

/** The category tree with its articles' counts; the open article's or topic's categories are marked. */
export function HelpTree({
  categories,
  openIds,
  currentId,
}: {
  categories: HelpCategory[];
  openIds: Set<number>;
  currentId?: number;
}) {
  return (
    <ul className="help-tree">
      {categories.map((c) => (
        <li key={c.id} className={openIds.has(c.id) ? "is-open" : undefined}>
          <span className="help-tree-label">
            <TopicLink topic={c} current={c.id === currentId} />
          </span>
          {c.children.length ? <HelpTree categories={c.children} openIds={openIds} currentId={currentId} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function HelpArticleLinks({ items }: { items: HelpArticleSummary[] }) {
  return (
    <ul className="help-articles">
      {items.map((a) => (
        <li key={a.id}>
          <Link to={desktop.help(a.id)}>{a.title}</Link>
          <p className="muted">{a.summary}</p>
        </li>
      ))}
    </ul>
  );
}

/** The path from a top-level topic down to the topic `id`; empty when there is none. */
export function topicTrail(categories: HelpCategory[], id: number): HelpCategory[] {
  for (const c of categories) {
    if (c.id === id) return [c];
    const below = topicTrail(c.children, id);
    if (below.length) return [c, ...below];
  }
  return [];
}
