import { redirect } from "react-router";
import { ArticleView } from "~/components/desktop/article-view";
import { articleMeta } from "~/components/content/page-meta";
import { desktopMeta } from "~/components/desktop/meta";
import { NEWS_TYPES } from "~/kernel/content-constants";
import { desktop } from "~/kernel/links";
import { notFound, parseId, parseType } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import type { Route } from "./+types/article";

// /detail/:id is the canonical article URL; /detailNew/:type/:id shows the same article.
export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const article = args.loaderData?.article;
  if (!article) return [];
  return desktopMeta(args, { ...articleMeta(article), canonicalPath: desktop.article(article.id) });
}

// Under /detailNew, a known category that is not the article's own redirects to the
// right URL; an unknown category is a 404.
export async function loader({ params, context }: Route.LoaderArgs) {
  const type = "type" in params ? parseType(params.type, NEWS_TYPES) : undefined;
  const article = await context.get(servicesContext).content.getNews(parseId(params.id));
  if (!article) notFound();
  if (type && article.type !== type) throw redirect(desktop.articleInType(article.type, article.id), 301);
  return { article };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ArticleView article={loaderData.article} />;
}
