/**
 * The help centre's shared parts, for both skins: the topic tree, whose every topic
 * links to the page listing its articles, and a list of article links. Each links to
 * the skin's own page (`variant`).
 */
import { FallbackMark } from "~/components/content/cards";
import { Link } from "~/components/ui/link";
import type { HelpArticleSummary, HelpCategory } from "~/kernel/content-schemas";
import { QA_TYPES } from "~/kernel/content-constants";
import { LINKS } from "~/kernel/links";
import type { Variant } from "~/kernel/pages";
import * as DETAILS from "~/kernel/ui-strings/details";

/** A topic's link with its article count (sub-topics included). */
export function TopicLink({ topic, current, variant }: { topic: HelpCategory; current?: boolean; variant: Variant }) {
  return (
    <Link to={LINKS[variant].helpTopic(topic.id)} aria-current={current ? "page" : undefined}>
      {topic.title} <span className="muted">({topic.articleCount})</span>
    </Link>
  );
}

/** The category tree with its articles' counts; the open article's or topic's categories are marked. */
export function HelpTree({
  categories,
  openIds,
  currentId,
  variant,
}: {
  categories: HelpCategory[];
  openIds: Set<number>;
  currentId?: number;
  variant: Variant;
}) {
  return (
    <ul className="help-tree">
      {categories.map((c) => (
        <li key={c.id} className={openIds.has(c.id) ? "is-open" : undefined}>
          <span className="help-tree-label">
            <TopicLink topic={c} current={c.id === currentId} variant={variant} />
          </span>
          {c.children.length ? (
            <HelpTree categories={c.children} openIds={openIds} currentId={currentId} variant={variant} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function HelpArticleLinks({ items, variant }: { items: HelpArticleSummary[]; variant: Variant }) {
  return (
    <ul className="help-articles">
      {items.map((a) => (
        <li key={a.id}>
          <FallbackMark item={a} />
          <Link to={LINKS[variant].help(a.id)}>{a.title}</Link>
          <p className="muted">{a.summary}</p>
        </li>
      ))}
    </ul>
  );
}

/** The top-level topics with their descriptions and sub-topics, as the help home lists them. */
export function TopicList({
  categories,
  variant,
  className,
}: {
  categories: HelpCategory[];
  variant: Variant;
  className: string;
}) {
  return (
    <ul className={className}>
      {categories.map((c) => (
        <li key={c.id} className="topic">
          <h3>
            <TopicLink topic={c} variant={variant} />
          </h3>
          <p className="muted">{c.description}</p>
          {c.children.length ? (
            <ul>
              {c.children.map((child) => (
                <li key={child.id}>
                  <TopicLink topic={child} variant={variant} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Where else to find an answer: the questions and answers, and the service team. */
export function HelpElsewhere({ variant, className }: { variant: Variant; className: string }) {
  const links = LINKS[variant];
  return (
    <p className={className}>
      {DETAILS.quickAnswersIn} <Link to={links.qas(QA_TYPES[0])}>{DETAILS.questionsAndAnswers}</Link>
      {DETAILS.needAPerson} <Link to={links.service()}>{DETAILS.supportAndServices}</Link>.
    </p>
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
