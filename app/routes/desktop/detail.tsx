import { ArticleView } from "~/components/desktop/article-view";
import { articleMeta } from "~/components/content/page-meta";
import { articlePath } from "~/components/desktop/links";
import { notFound, parseId } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/detail";

// /detail/:id is the canonical article URL; /detailNew/:type/:id shows the same article.
export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const article = args.loaderData?.article;
  if (!article) return [];
  return desktopMeta(args, { ...articleMeta(article), canonicalPath: articlePath(article.id) });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const article = await context.get(servicesContext).content.getNews(parseId(params.id));
  if (!article) notFound();
  return { article };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ArticleView article={loaderData.article} />;
}
