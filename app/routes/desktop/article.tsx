import { redirect } from "react-router";
import { ArticleView } from "~/components/desktop/article-view";
import { articleMeta } from "~/components/content/page-meta";
import { desktopMeta } from "~/components/desktop/meta";
import { NEWS_TYPES } from "~/kernel/content-constants";
import { desktop } from "~/kernel/links";
import { notFound, parseId, parseType } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { pageJsonLd } from "~/lib/page-json-ld.server";
import { newsArticle } from "~/lib/structured-data.server";
import type { Route } from "./+types/article";

// /detail/:id is the canonical article URL; /detailNew/:type/:id shows the same article.
export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  if (!data) return [];
  const { article, jsonLd } = data;
  return desktopMeta(args, { ...articleMeta(article), canonicalPath: desktop.article(article.id), jsonLd });
}

// Under /detailNew, a known category that is not the article's own redirects to the
// right URL; an unknown category is a 404.
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const type = "type" in params ? parseType(params.type, NEWS_TYPES) : undefined;
  const article = await context.get(servicesContext).content.getNews(parseId(params.id));
  if (!article) notFound();
  if (type && article.type !== type) throw redirect(desktop.articleInType(article.type, article.id), 301);
  const jsonLd = pageJsonLd(
    { request, context },
    desktop.article(article.id),
    ({ siteUrl, url }) => newsArticle(siteUrl, article, url),
    await context.get(servicesContext).content.languageOf("news", article.id),
  );
  return { article, jsonLd };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ArticleView article={loaderData.article} />;
}
