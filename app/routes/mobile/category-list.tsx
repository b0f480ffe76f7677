import { useCallback, type ComponentType } from "react";
import { CaseCard, NewsCard, QaCard, VideoCard } from "~/components/mobile/cards";
import { CategoryTabs } from "~/components/content/category-tabs";
import { loadHttp, MOBILE_PAGE_SIZE, MOBILE_TABS } from "~/components/mobile/list-support";
import { loadPages } from "~/components/mobile/load-pages";
import { apiLocale, type RootLocaleData } from "~/lib/locale";
import { LoadMoreList } from "~/components/mobile/load-more-list";
import { CASE_TYPES, NEWS_TYPES, QA_TYPES, VIDEO_TYPES } from "~/kernel/content-constants";
import type { Page as ContentPage } from "~/kernel/content-schemas";
import type { QaSummary } from "~/kernel/collections/qas.answers";
import type { VideoSummary } from "~/kernel/collections/videos.answers";
import { desktopCanonicalPath } from "~/kernel/device-map";
import { desktop, mobile, newsFeedPath } from "~/kernel/links";
import { pageOfMatches, pageOfPattern, type PageKey } from "~/kernel/pages";
import { servicesContext, type Services } from "~/lib/context.server";
import { describedAt, listWords } from "~/lib/list-words.server";
import { parseType } from "~/lib/params";
import { pageMeta, type PageMetaInput } from "~/lib/seo";
import { pageJsonLd } from "~/lib/page-json-ld.server";
import { faqPage, videoList } from "~/lib/structured-data.server";
import type { Route } from "./+types/category-list";
import { message } from "~/kernel/ui-strings/message";
import * as LIST_WORDS from "~/kernel/ui-strings/lists";
import { CATEGORY_LABELS } from "~/kernel/ui-strings/labels";
import * as SECTIONS from "~/kernel/ui-strings/sections";

// The four category lists of the mobile site (news, Q&A, videos, case studies): one
// category at a time, grown by "Load more". The registry entry of the route picks the list.

type Category = keyof typeof CATEGORY_LABELS;
interface ListDef<T extends { id: number }, K extends Category> {
  types: readonly K[];
  load: (content: Services["content"], query: { type: K; page: number; pageSize: number }) => Promise<ContentPage<T>>;
  /** The API resource "Load more" reads. */
  resource: string;
  /** The list's name while its document is missing. */
  heading: string;
  tabsLabel: string;
  tab: (type: string) => string;
  Card: ComponentType<{ item: T }>;
  /** Accessible name of the list, from the category's label (the label itself by default). */
  listLabel?: (label: string) => string;
  noun: string;
  className?: string;
  /** Head tags from the category and the list's heading (the document's, decision 0090); JSON-LD from the loader. */
  meta: (type: K, heading: string) => Omit<PageMetaInput, "canonicalPath">;
}

// Each list knows its own item type; the table holds them side by side.
type AnyList = ListDef<{ id: number }, Category>;
const list = <T extends { id: number }, K extends Category>(def: ListDef<T, K>) => def as unknown as AnyList;

const LISTS: Partial<Record<PageKey, AnyList>> = {
  newsCategory: list({
    types: NEWS_TYPES,
    load: (content, query) => content.listNews(query),
    resource: "news",
    heading: SECTIONS.news,
    tabsLabel: LIST_WORDS.newsCategories,
    tab: mobile.news,
    Card: NewsCard,
    noun: LIST_WORDS.articlesNoun,
    meta: (type, heading) => ({
      title: `${heading}: ${CATEGORY_LABELS[type]}`,
      description: `${CATEGORY_LABELS[type]} from Brightlane Software: announcements, releases and stories, newest first.`,
      breadcrumbs: [{ name: heading, path: desktop.news() }, { name: CATEGORY_LABELS[type] }],
      feeds: [
        { title: SECTIONS.newsFeed, path: newsFeedPath() },
        { title: `Brightlane news: ${CATEGORY_LABELS[type]}`, path: newsFeedPath(type) },
      ],
    }),
  }),
  qas: list({
    types: QA_TYPES,
    load: (content, query) => content.listQas(query),
    resource: "qas",
    heading: "Questions and answers",
    tabsLabel: LIST_WORDS.questionCategories,
    tab: mobile.qas,
    Card: QaCard,
    noun: LIST_WORDS.questionsNoun,
    meta: (type, heading) => ({
      title: `${heading}: ${CATEGORY_LABELS[type]}`,
      description: `Answers to common questions about ${CATEGORY_LABELS[type].toLowerCase()} with Brightlane products.`,
      breadcrumbs: [{ name: `${heading}: ${CATEGORY_LABELS[type]}` }],
    }),
  }),
  videosList: list({
    types: VIDEO_TYPES,
    load: (content, query) => content.listVideos(query),
    resource: "videos",
    heading: SECTIONS.videos,
    tabsLabel: LIST_WORDS.videoCategories,
    tab: mobile.videos,
    Card: VideoCard,
    noun: LIST_WORDS.videosNoun,
    className: "m-video-list",
    meta: (type, heading) => ({
      title: `${heading}: ${CATEGORY_LABELS[type]}`,
      description: `Brightlane ${CATEGORY_LABELS[type].toLowerCase()}: watch on your phone, with captions where available.`,
      breadcrumbs: [{ name: heading, path: desktop.videos() }, { name: CATEGORY_LABELS[type] }],
    }),
  }),
  casesList: list({
    types: CASE_TYPES,
    load: (content, query) => content.listCases(query),
    resource: "cases",
    heading: SECTIONS.caseStudies,
    tabsLabel: LIST_WORDS.industries,
    tab: mobile.cases,
    Card: CaseCard,
    listLabel: (label) => message(LIST_WORDS.industryCaseStudies, { industry: label }),
    noun: LIST_WORDS.caseStudiesNoun,
    meta: (type, heading) => ({
      title: `${heading}: ${CATEGORY_LABELS[type]}`,
      description: `How ${CATEGORY_LABELS[type].toLowerCase()} companies work with Brightlane: the challenge, the solution and the results in figures.`,
      breadcrumbs: [{ name: `${heading}: ${CATEGORY_LABELS[type]}` }],
    }),
  }),
};

function listOf(page: { key: PageKey }): AnyList {
  const def = LISTS[page.key];
  if (!def) throw new Error(`${page.key} is no mobile category list`);
  return def;
}

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  if (!data) return [];
  const def = listOf(pageOfMatches(args.matches));
  return pageMeta(args, {
    ...def.meta(data.type, data.words.heading),
    seo: data.words.seo,
    jsonLd: data.jsonLd,
    canonicalPath: desktopCanonicalPath(args),
  });
}

export async function loader({ params, request, pattern, context }: Route.LoaderArgs) {
  const page = pageOfPattern(pattern);
  const def = listOf(page);
  const search = new URL(request.url).searchParams;
  // The category is in the path (/mobile/news/:type) or in ?type, the first when absent (/mobile/cases).
  const type = parseType(params.type ?? search.get("type") ?? def.types[0], def.types);
  const content = context.get(servicesContext).content;
  const list = await loadPages(search.get("page"), (page) =>
    def.load(content, { type, page, pageSize: MOBILE_PAGE_SIZE }),
  );
  // The list's heading and search settings are its desktop list's document's.
  const label = CATEGORY_LABELS[type];
  const words = await listWords(content, page.words!, def.heading, {
    title: (name) => `${name}: ${label}`,
    description: describedAt(label),
  });
  // The questions' FAQPage, the videos' ItemList (the builders are the server's alone).
  const jsonLd = pageJsonLd({ request, context }, "desktop", ({ siteUrl, url }) => {
    if (!list.items.length) return null;
    if (page.key === "qas")
      return faqPage((list.items as QaSummary[]).map((q) => ({ question: q.title, answerHtml: q.summary })));
    if (page.key === "videosList")
      return videoList(siteUrl, list.items as VideoSummary[], (v) => `${url}#video-${v.id}`);
    return null;
  });
  return { type, list, words, jsonLd };
}

export default function Page({ loaderData: { type, list, words }, matches }: Route.ComponentProps) {
  const def = listOf(pageOfMatches(matches));
  const root = matches[0]?.loaderData as RootLocaleData | undefined;
  const fetchPage = useCallback(
    async (page: number, signal: AbortSignal) =>
      (
        await (
          await loadHttp()
        ).get<ContentPage<{ id: number }>>(def.resource, {
          // The next pages in the page's locale, fallbacks marked as its first (decision 0116).
          params: { type, page, pageSize: MOBILE_PAGE_SIZE, ...apiLocale(root) },
          signal,
        })
      ).data,
    [def, type, root],
  );
  const { Card } = def;
  return (
    <div className="m-page">
      <h1>{words.heading}</h1>
      <CategoryTabs
        {...MOBILE_TABS}
        label={def.tabsLabel}
        tabs={def.types.map((t) => ({ to: def.tab(t), label: CATEGORY_LABELS[t], current: t === type }))}
      />
      <h2 className="visually-hidden">{CATEGORY_LABELS[type]}</h2>
      <LoadMoreList
        key={type}
        initial={list}
        fetchPage={fetchPage}
        getKey={(item) => item.id}
        renderItem={(item) => <Card item={item} />}
        label={def.listLabel?.(CATEGORY_LABELS[type]) ?? CATEGORY_LABELS[type]}
        noun={def.noun}
        className={def.className}
      />
    </div>
  );
}
