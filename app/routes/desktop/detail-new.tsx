import { redirect } from "react-router";
import { ArticleView } from "~/components/desktop/article-view";
import { articlePath, encodedPath, newsPath, newsTypePath } from "~/components/desktop/links";
import { CATEGORY_LABELS, NEWS_TYPES } from "~/kernel/content-constants";
import { notFound, parseId, parseType } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { newsFeedPath } from "~/lib/seo";
import { desktopMeta } from "~/components/desktop/meta";
import { newsArticle } from "~/lib/structured-data";
import type { Route } from "./+types/detail-new";

// The same article as /detail/:id (the canonical URL). A known category that is not
// the article's own redirects to the right URL; an unknown category is a 404.
export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const article = args.loaderData?.article;
  if (!article) return [];
  return desktopMeta(args, {
    title: article.title,
    description: article.summary,
    canonicalPath: articlePath(article.id),
    image: article.cover.src,
    imageAlt: article.cover.alt,
    type: "article",
    breadcrumbs: [
      { name: "News", path: newsPath() },
      { name: CATEGORY_LABELS[article.type], path: encodedPath(newsTypePath(article.type)) },
      { name: article.title },
    ],
    jsonLd: ({ siteUrl, url }) => newsArticle(siteUrl, article, url),
    feeds: [
      { title: "Brightlane news", path: newsFeedPath() },
      { title: `Brightlane news: ${CATEGORY_LABELS[article.type]}`, path: newsFeedPath(article.type) },
    ],
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const type = parseType(params.type, NEWS_TYPES);
  const id = parseId(params.id);
  const article = await context.get(servicesContext).content.getNews(id);
  if (!article) notFound();
  if (article.type !== type) throw redirect(`/detailNew/${article.type}/${article.id}`, 301);
  return { article };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ArticleView article={loaderData.article} />;
}
