import { useCallback } from "react";
import { QaCard } from "~/components/mobile/cards";
import { CategoryTabs } from "~/components/content/category-tabs";
import { loadHttp, MOBILE_PAGE_SIZE, MOBILE_TABS } from "~/components/mobile/list-support";
import { loadPages } from "~/components/mobile/load-pages";
import { LoadMoreList } from "~/components/mobile/load-more-list";
import { CATEGORY_LABELS, QA_TYPES } from "~/kernel/content-constants";
import type { Page as ContentPage, QaSummary } from "~/kernel/content-schemas";
import { desktopCanonicalPath } from "~/lib/device-map";
import { parseType, type PageHandle } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { pageMeta } from "~/lib/seo";
import { faqPage } from "~/lib/structured-data";
import type { Route } from "./+types/qas";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const type = args.loaderData?.type;
  if (!type) return [];
  return pageMeta(args, {
    title: `${CATEGORY_LABELS[type]}: questions and answers`,
    description: `Answers to common questions about ${CATEGORY_LABELS[type].toLowerCase()} with Brightlane products.`,
    canonicalPath: desktopCanonicalPath(args),
    breadcrumbs: [{ name: `Questions and answers: ${CATEGORY_LABELS[type]}` }],
    jsonLd: args.loaderData?.list.items.length ? faqPage(args.loaderData.list.items.map((q) => ({ question: q.title, answerHtml: q.summary }))) : null,
  });
}

/** The query parameters this page reads; any other is redirected away. */
export const handle: PageHandle = { query: ["page"] };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const type = parseType(params.type, QA_TYPES);
  const page = new URL(request.url).searchParams.get("page");
  const list = await loadPages(page, (p) => context.get(servicesContext).content.listQas({ type, page: p, pageSize: MOBILE_PAGE_SIZE }));
  return { type, list };
}

export default function Page({ loaderData: { type, list } }: Route.ComponentProps) {
  const fetchPage = useCallback(
    async (page: number, signal: AbortSignal) =>
      (await (await loadHttp()).get<ContentPage<QaSummary>>("qas", { params: { type, page, pageSize: MOBILE_PAGE_SIZE }, signal })).data,
    [type],
  );
  return (
    <div className="m-page">
      <h1>Questions and answers</h1>
      <CategoryTabs
        {...MOBILE_TABS}
        label="Question categories"
        tabs={QA_TYPES.map((t) => ({ to: `/mobile/qas/${t}`, label: CATEGORY_LABELS[t], current: t === type }))}
      />
      <h2 className="visually-hidden">{CATEGORY_LABELS[type]}</h2>
      <LoadMoreList
        key={type}
        initial={list}
        fetchPage={fetchPage}
        getKey={(item) => item.id}
        renderItem={(item) => <QaCard item={item} />}
        label={CATEGORY_LABELS[type]}
        noun="questions"
      />
    </div>
  );
}
