import { redirect } from "react-router";
import { ArticleView } from "~/components/desktop/article-view";
import { articleMeta } from "~/components/content/page-meta";
import { articlePath } from "~/components/desktop/links";
import { NEWS_TYPES } from "~/kernel/content-constants";
import { notFound, parseId, parseType } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/detail-new";

// The same article as /detail/:id (the canonical URL). A known category that is not
// the article's own redirects to the right URL; an unknown category is a 404.
export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const article = args.loaderData?.article;
  if (!article) return [];
  return desktopMeta(args, { ...articleMeta(article), canonicalPath: articlePath(article.id) });
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
