import { ArticleView } from "~/components/desktop/article-view";
import { articlePath, encodedPath, newsPath, newsTypePath } from "~/components/desktop/links";
import { notFound, parseId } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { newsFeedPath } from "~/lib/seo";
import { desktopMeta } from "~/components/desktop/meta";
import { CATEGORY_LABELS } from "~/kernel/content-constants";
import { newsArticle } from "~/lib/structured-data";
import type { Route } from "./+types/detail";

// /detail/:id is the canonical article URL; /detailNew/:type/:id shows the same article.
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
  const article = await context.get(servicesContext).content.getNews(parseId(params.id));
  if (!article) notFound();
  return { article };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ArticleView article={loaderData.article} />;
}
