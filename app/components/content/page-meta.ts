/**
 * Head tags of the content pages that both skins serve, apart from the canonical URL
 * (the desktop page names its own path; a mobile page points at its desktop twin).
 * Breadcrumbs and feeds name desktop paths: they are the site's canonical URLs.
 */
import { desktop, newsFeedPath, newsPath, newsTypePath } from "~/kernel/links";
import type { CaseStory, StaticPage } from "~/content/types";
import { CATEGORY_LABELS } from "~/kernel/content-constants";
import type { NewsDetail } from "~/kernel/content-schemas";
import type { PageMetaInput } from "~/lib/seo";
import { newsArticle, staticCaseArticle } from "~/lib/structured-data";

type ContentMeta = Omit<PageMetaInput, "canonicalPath">;

export function articleMeta(article: NewsDetail): ContentMeta {
  const label = CATEGORY_LABELS[article.type];
  return {
    title: article.title,
    description: article.summary,
    image: article.cover.src,
    imageAlt: article.cover.alt,
    type: "article",
    breadcrumbs: [
      { name: "News", path: newsPath() },
      { name: label, path: newsTypePath(article.type) },
      { name: article.title },
    ],
    jsonLd: ({ siteUrl, url }) => newsArticle(siteUrl, article, url),
    feeds: [
      { title: "Brightlane news", path: newsFeedPath() },
      { title: `Brightlane news: ${label}`, path: newsFeedPath(article.type) },
    ],
  };
}

export function caseStoryMeta(story: CaseStory): ContentMeta {
  return {
    title: story.metaTitle,
    description: story.description,
    image: story.hero.src,
    type: "article",
    breadcrumbs: [{ name: "Case studies", path: desktop.cases() }, { name: story.customer.name }],
    jsonLd: ({ siteUrl, url }) =>
      staticCaseArticle(
        siteUrl,
        { title: story.title, description: story.description, image: story.hero.src, customer: story.customer.name },
        url,
      ),
  };
}

/** The product and about pages: copy from the repository, one breadcrumb. */
export function staticPageMeta(page: StaticPage, label: string): ContentMeta {
  return { title: page.metaTitle, description: page.description, image: page.hero.src, breadcrumbs: [{ name: label }] };
}
