import { redirect } from "react-router";
import { NewsList, newsDescription, newsTitle } from "~/components/desktop/news-list";
import { desktopMeta } from "~/components/desktop/meta";
import { isNewsType, NEWS_TYPES, type NewsType } from "~/kernel/content-constants";
import { newsFeedPath, newsPath, newsTypePath } from "~/kernel/links";
import { PAGES } from "~/kernel/pages";
import { servicesContext, type Services } from "~/lib/context.server";
import { describedAt, listWords } from "~/lib/list-words.server";
import { assertPageInRange, loadCategoryPage, parsePage, parseType } from "~/lib/params";
import type { Route } from "./+types/news";
import { CATEGORY_LABELS } from "~/kernel/ui-strings/labels";
import * as SECTIONS from "~/kernel/ui-strings/sections";

// The news lists: all news (/news, /news/2) and one category, on the specification's
// path "/news/:type/:page? copy", whose last segment literally ends in " copy" (sent as
// %20copy): /news/product%20copy, /news/product/2%20copy.
//
// The first page of a category, "/news/<type> copy", arrives as /news/:page? with
// page="<type> copy": the router cannot leave out the optional page before the suffix.
const CATEGORY_FIRST_PAGE = /^([a-z-]+) copy$/;

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  if (!data) return [];
  const { type, list, words } = data;
  return desktopMeta(args, {
    title: newsTitle(words.heading, type, list.page),
    description: newsDescription(words.intro, type, list.page),
    seo: words.seo,
    canonicalPath: type ? newsTypePath(type, list.page) : newsPath(list.page),
    feeds: [
      { title: "Brightlane news", path: newsFeedPath() },
      ...(type ? [{ title: `Brightlane news: ${CATEGORY_LABELS[type]}`, path: newsFeedPath(type) }] : []),
    ],
    breadcrumbs: type
      ? [{ name: words.heading, path: newsPath() }, { name: CATEGORY_LABELS[type] }]
      : [{ name: words.heading }],
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const content = context.get(servicesContext).content;
  const { type, list } = await loadList(params, content);
  const words = await listWords(content, PAGES.newsPage.words, SECTIONS.news, {
    title: (name) => newsTitle(name, type, list.page),
    description: describedAt(type && CATEGORY_LABELS[type], list.page),
  });
  return { type, list, words };
}

async function loadList(params: Route.LoaderArgs["params"], content: Services["content"]) {
  if ("type" in params) return loadCategoryPage(params, NEWS_TYPES, (query) => content.listNews(query));
  const category = CATEGORY_FIRST_PAGE.exec(params.page ?? "");
  if (category) {
    const type: NewsType = parseType(category[1], NEWS_TYPES);
    return { type, list: await content.listNews({ type, page: 1 }) };
  }
  // "/news/company" is what people type for a category; send them to its page.
  if (params.page && isNewsType(params.page)) throw redirect(newsTypePath(params.page), 301);
  const page = parsePage(params.page);
  const list = await content.listNews({ page });
  assertPageInRange(page, list.totalPages);
  return { type: null, list };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <NewsList data={loaderData} />;
}
