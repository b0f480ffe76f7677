/**
 * Head tags of the content pages that both skins serve, apart from the canonical URL
 * (the desktop page names its own path; a mobile page points at its desktop twin).
 * Breadcrumbs and feeds name desktop paths: they are the site's canonical URLs. Their
 * JSON-LD comes from the loaders (~/lib/page-json-ld.server).
 */
import { casesListPath, helpPath, newsFeedPath, newsPath, newsTypePath, qasPath } from "~/kernel/links";
import type { HelpArticleDetail, HelpArticleSummary, HelpCategory, ItemSeo } from "~/kernel/content-schemas";
import type { CaseDetail } from "~/kernel/collections/cases.answers";
import type { NewsDetail } from "~/kernel/collections/news.answers";
import type { QaDetail } from "~/kernel/collections/qas.answers";
import { descriptionFrom, htmlToText, type PageMetaInput } from "~/lib/seo";
import { CATEGORY_LABELS } from "~/kernel/ui-strings/labels";
import * as SECTIONS from "~/kernel/ui-strings/sections";

type ContentMeta = Omit<PageMetaInput, "canonicalPath">;

export function articleMeta(article: NewsDetail): ContentMeta {
  const label = CATEGORY_LABELS[article.type];
  return {
    title: article.title,
    description: article.summary,
    seo: article.seo,
    image: article.cover.src,
    imageAlt: article.cover.alt,
    type: "article",
    breadcrumbs: [
      { name: SECTIONS.news, path: newsPath() },
      { name: label, path: newsTypePath(article.type) },
      { name: article.title },
    ],
    feeds: [
      { title: SECTIONS.newsFeed, path: newsFeedPath() },
      { title: `Brightlane news: ${label}`, path: newsFeedPath(article.type) },
    ],
  };
}

/** A case study from the content service. */
export function caseMeta(item: CaseDetail): ContentMeta {
  return {
    title: item.title,
    description: item.summary,
    seo: item.seo,
    image: item.cover.src,
    imageAlt: item.cover.alt,
    type: "article",
    breadcrumbs: [
      { name: `Case studies: ${CATEGORY_LABELS[item.type]}`, path: casesListPath(item.type) },
      { name: item.customer.name },
    ],
  };
}

/** The help centre's words from its document (decision 0090): its heading and search settings. */
type HelpWords = { heading: string; seo: ItemSeo };

/** The help centre's home, with its words (app/lib/help.server.ts), or one of its articles. */
export function helpMeta(article: HelpArticleDetail | null, words: HelpWords | null): ContentMeta {
  if (!article) {
    const { heading, seo } = words!;
    return {
      title: heading,
      description:
        "Guides and how-to articles for Brightlane OA, PM, Trade, Live and Education, sorted by topic, with the most read articles first.",
      seo,
      breadcrumbs: [{ name: heading }],
    };
  }
  return {
    title: `${article.title} | Help centre`,
    description: descriptionFrom(article.summary, htmlToText(article.bodyHtml)),
    seo: article.seo,
    ...(article.cover ? { image: article.cover.src, imageAlt: article.cover.alt } : {}),
    type: "article",
    breadcrumbs: [{ name: SECTIONS.helpCentre, path: helpPath() }, { name: article.title }],
  };
}

/** A help topic's title from the help centre's name (its heading, or its search title in its place). */
export const helpTopicTitle = (topic: string, name: string) => `${topic} | ${name}`;

/** A help topic, from its trail (top-level topic first), with the titles of its articles and the help centre's words. */
export function helpTopicMeta(trail: HelpCategory[], articles: HelpArticleSummary[], words: HelpWords): ContentMeta {
  const topic = trail.at(-1)!;
  const guides = articles.length
    ? `Guides in this topic: ${articles.map((a) => a.title).join(", ")}.`
    : "Guides from the Brightlane help centre for administrators and everyday users.";
  return {
    title: helpTopicTitle(topic.title, words.heading),
    description: descriptionFrom(topic.description || `Help articles about ${topic.title}.`, guides),
    seo: words.seo,
    breadcrumbs: [{ name: words.heading, path: helpPath() }, ...trail.map((t) => ({ name: t.title }))],
  };
}

/** One question and its answer; canonical on both skins: the desktop page. */
export function qaMeta(qa: QaDetail): ContentMeta {
  return {
    title: qa.title,
    description: descriptionFrom(qa.summary, htmlToText(qa.bodyHtml)),
    ...(qa.cover ? { image: qa.cover.src, imageAlt: qa.cover.alt } : {}),
    type: "article",
    breadcrumbs: [
      { name: `Questions and answers: ${CATEGORY_LABELS[qa.type]}`, path: qasPath(qa.type) },
      { name: qa.title },
    ],
  };
}

/** The partner programme. */
export const PARTNER_META: ContentMeta = {
  title: SECTIONS.partners,
  description:
    "Brightlane's partner programme: strategic, gold and silver partner tiers, their benefits, and a directory of certified implementation partners.",
  breadcrumbs: [{ name: SECTIONS.partners }],
};
