import { encodedPath, newsPath } from "~/kernel/links";
import { NewsList, newsDescription, newsTitle } from "~/components/desktop/news-list";
import { servicesContext } from "~/lib/context.server";
import { newsFeedPath } from "~/lib/seo";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/news";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return desktopMeta(args, { title: newsTitle(null, 1), description: newsDescription(null, 1), canonicalPath: encodedPath(newsPath()),
    breadcrumbs: [{ name: "News" }],
    feeds: [{ title: "Brightlane news", path: newsFeedPath() }],
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const list = await context.get(servicesContext).content.listNews({ page: 1 });
  return { type: null, list };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <NewsList data={loaderData} />;
}
