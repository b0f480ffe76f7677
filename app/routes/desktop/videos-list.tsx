import { videosListPath } from "~/kernel/links";
import { ListLayout, pageSuffix } from "~/components/desktop/list-layout";
import { VideoPlayer } from "~/components/desktop/video-player";
import { VIDEO_TYPES, type VideoType } from "~/kernel/content-constants";
import { PAGES } from "~/kernel/pages";
import { describedAt, listWords } from "~/lib/list-words.server";
import { loadCategoryPage } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { desktopMeta } from "~/components/desktop/meta";
import { pageJsonLd } from "~/lib/page-json-ld.server";
import { videoList } from "~/lib/structured-data.server";
import type { Route } from "./+types/videos-list";
import { desktop } from "~/kernel/links";
import * as LIST_WORDS from "~/kernel/ui-strings/lists";
import { CATEGORY_LABELS } from "~/kernel/ui-strings/labels";
import * as SECTIONS from "~/kernel/ui-strings/sections";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  if (!data) return [];
  return desktopMeta(args, {
    title: videosTitle(data.words.heading, data.type, data.list.page),
    description:
      (data.words.categories[CATEGORY_LABELS[data.type]] ?? "") +
      (data.list.page > 1 ? ` Page ${data.list.page}.` : ""),
    seo: data.words.seo,
    canonicalPath: videosListPath(data.type, data.list.page),
    breadcrumbs: [{ name: data.words.heading, path: desktop.videos() }, { name: CATEGORY_LABELS[data.type] }],
    jsonLd: data.jsonLd,
  });
}

const videosTitle = (name: string, type: VideoType, page: number) =>
  `${name}: ${CATEGORY_LABELS[type]}${pageSuffix(page)}`;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const content = context.get(servicesContext).content;
  const { type, list } = await loadCategoryPage(params, VIDEO_TYPES, (query) => content.listVideos(query));
  const words = await listWords(content, PAGES.videosList.words, SECTIONS.videos, {
    title: (name) => videosTitle(name, type, list.page),
    description: describedAt(CATEGORY_LABELS[type], list.page),
  });
  const jsonLd = pageJsonLd({ request, context }, videosListPath(type, list.page), ({ siteUrl, url }) =>
    list.items.length ? videoList(siteUrl, list.items, (v) => `${url}#video-${v.id}`) : null,
  );
  return { type, list, words, jsonLd };
}

export default function Page({ loaderData: { type, list, words } }: Route.ComponentProps) {
  return (
    <ListLayout
      title={`${words.heading}: ${CATEGORY_LABELS[type]}`}
      lead={words.categories[CATEGORY_LABELS[type]] ?? ""}
      crumbs={[{ to: desktop.videos(), label: words.heading }, { label: CATEGORY_LABELS[type] }]}
      tabs={VIDEO_TYPES.map((t) => ({ to: videosListPath(t), label: CATEGORY_LABELS[t], current: t === type }))}
      tabsLabel={LIST_WORDS.videoCategories}
      list={list}
      hrefFor={(p) => videosListPath(type, p)}
      empty={LIST_WORDS.noVideos}
      gridClass="video-grid"
    >
      {list.items.map((item) => (
        <VideoPlayer key={item.id} video={item} />
      ))}
    </ListLayout>
  );
}
