import { useCallback } from "react";
import { VideoCard } from "~/components/mobile/cards";
import { CategoryTabs } from "~/components/content/category-tabs";
import { loadHttp, MOBILE_PAGE_SIZE, MOBILE_TABS } from "~/components/mobile/list-support";
import { loadPages } from "~/components/mobile/load-pages";
import { LoadMoreList } from "~/components/mobile/load-more-list";
import { CATEGORY_LABELS, VIDEO_TYPES } from "~/kernel/content-constants";
import type { Page as ContentPage, VideoSummary } from "~/kernel/content-schemas";
import { desktopCanonicalPath } from "~/lib/device-map";
import { parseType, type PageHandle } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { pageMeta } from "~/lib/seo";
import { videoList } from "~/lib/structured-data";
import type { Route } from "./+types/videos";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const type = args.loaderData?.type;
  if (!type) return [];
  return pageMeta(args, {
    title: `${CATEGORY_LABELS[type]}: videos`,
    description: `Brightlane ${CATEGORY_LABELS[type].toLowerCase()}: watch on your phone, with captions where available.`,
    canonicalPath: desktopCanonicalPath(args),
    breadcrumbs: [{ name: "Videos", path: "/videos" }, { name: CATEGORY_LABELS[type] }],
    jsonLd: ({ siteUrl, url }) => {
      const items = args.loaderData?.list.items ?? [];
      return items.length ? videoList(siteUrl, items, (v) => `${url}#video-${v.id}`) : null;
    },
  });
}

/** The query parameters this page reads; any other is redirected away. */
export const handle: PageHandle = { query: ["page"] };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const type = parseType(params.type, VIDEO_TYPES);
  const page = new URL(request.url).searchParams.get("page");
  const list = await loadPages(page, (p) => context.get(servicesContext).content.listVideos({ type, page: p, pageSize: MOBILE_PAGE_SIZE }));
  return { type, list };
}

export default function Page({ loaderData: { type, list } }: Route.ComponentProps) {
  const fetchPage = useCallback(
    async (page: number, signal: AbortSignal) =>
      (await (await loadHttp()).get<ContentPage<VideoSummary>>("videos", { params: { type, page, pageSize: MOBILE_PAGE_SIZE }, signal })).data,
    [type],
  );
  return (
    <div className="m-page">
      <h1>Videos</h1>
      <CategoryTabs
        {...MOBILE_TABS}
        label="Video categories"
        tabs={VIDEO_TYPES.map((t) => ({ to: `/mobile/videos/${t}`, label: CATEGORY_LABELS[t], current: t === type }))}
      />
      <h2 className="visually-hidden">{CATEGORY_LABELS[type]}</h2>
      <LoadMoreList
        key={type}
        initial={list}
        fetchPage={fetchPage}
        getKey={(item) => item.id}
        renderItem={(item) => <VideoCard item={item} />}
        label={CATEGORY_LABELS[type]}
        noun="videos"
        className="m-video-list"
      />
    </div>
  );
}
