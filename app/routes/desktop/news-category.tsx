import { encodedPath, newsPath, newsTypePath } from "~/kernel/links";
import { NewsList, newsDescription, newsTitle } from "~/components/desktop/news-list";
import { CATEGORY_LABELS, NEWS_TYPES } from "~/kernel/content-constants";
import { loadCategoryPage } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { newsFeedPath } from "~/lib/seo";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/news-category";

// The path is the specification's "/news/:type/:page? copy": the last segment
// literally ends in " copy" (sent as %20copy), e.g. /news/product%20copy or /news/product/2%20copy.
export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  if (!data) return [];
  const { type, list } = data;
  return desktopMeta(args, {
    title: newsTitle(type, list.page),
    description: newsDescription(type, list.page),
    canonicalPath: encodedPath(newsTypePath(type, list.page)),
    feeds: [
      { title: "Brightlane news", path: newsFeedPath() },
      ...(type ? [{ title: `Brightlane news: ${CATEGORY_LABELS[type]}`, path: newsFeedPath(type) }] : []),
    ],
    breadcrumbs: type ? [{ name: "News", path: newsPath() }, { name: CATEGORY_LABELS[type] }] : [{ name: "News" }],
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadCategoryPage(params, NEWS_TYPES, (query) => context.get(servicesContext).content.listNews(query));
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <NewsList data={loaderData} />;
}
