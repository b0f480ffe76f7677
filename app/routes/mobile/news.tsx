import { useCallback } from "react";
import { NewsCard } from "~/components/mobile/cards";
import { CategoryTabs } from "~/components/content/category-tabs";
import { loadPages } from "~/components/mobile/load-pages";
import { LoadMoreList } from "~/components/mobile/load-more-list";
import { CATEGORY_LABELS, NEWS_TYPES } from "~/kernel/content-constants";
import type { NewsSummary, Page as ContentPage } from "~/kernel/content-schemas";
import { desktopCanonicalPath } from "~/lib/device-map";
import { parseType, type PageHandle } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { newsFeedPath, pageMeta } from "~/lib/seo";
import { loadHttp, MOBILE_PAGE_SIZE, MOBILE_TABS } from "~/components/mobile/list-support";
import type { Route } from "./+types/news";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const type = args.loaderData?.type;
  if (!type) return [];
  return pageMeta(args, {
    title: `${CATEGORY_LABELS[type]}: news`,
    description: `${CATEGORY_LABELS[type]} from Brightlane Software: announcements, releases and stories, newest first.`,
    canonicalPath: desktopCanonicalPath(args),
    breadcrumbs: [{ name: "News", path: "/news" }, { name: CATEGORY_LABELS[type] }],
    feeds: [
      { title: "Brightlane news", path: newsFeedPath() },
      { title: `Brightlane news: ${CATEGORY_LABELS[type]}`, path: newsFeedPath(type) },
    ],
  });
}

/** The query parameters this page reads; any other is redirected away. */
export const handle: PageHandle = { query: ["page"] };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const type = parseType(params.type, NEWS_TYPES);
  const page = new URL(request.url).searchParams.get("page");
  const list = await loadPages(page, (p) => context.get(servicesContext).content.listNews({ type, page: p, pageSize: MOBILE_PAGE_SIZE }));
  return { type, list };
}

export default function Page({ loaderData: { type, list } }: Route.ComponentProps) {
  const fetchPage = useCallback(
    async (page: number, signal: AbortSignal) =>
      (await (await loadHttp()).get<ContentPage<NewsSummary>>("news", { params: { type, page, pageSize: MOBILE_PAGE_SIZE }, signal })).data,
    [type],
  );
  return (
    <div className="m-page">
      <h1>News</h1>
      <CategoryTabs
        {...MOBILE_TABS}
        label="News categories"
        tabs={NEWS_TYPES.map((t) => ({ to: `/mobile/news/${t}`, label: CATEGORY_LABELS[t], current: t === type }))}
      />
      <h2 className="visually-hidden">{CATEGORY_LABELS[type]}</h2>
      <LoadMoreList
        key={type}
        initial={list}
        fetchPage={fetchPage}
        getKey={(item) => item.id}
        renderItem={(item) => <NewsCard item={item} />}
        label={CATEGORY_LABELS[type]}
        noun="articles"
      />
    </div>
  );
}
