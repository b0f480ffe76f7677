import { useCallback } from "react";
import { CaseCard } from "~/components/mobile/cards";
import { CategoryTabs } from "~/components/content/category-tabs";
import { loadHttp, MOBILE_PAGE_SIZE, MOBILE_TABS } from "~/components/mobile/list-support";
import { loadPages } from "~/components/mobile/load-pages";
import { LoadMoreList } from "~/components/mobile/load-more-list";
import { CASE_TYPES, CATEGORY_LABELS } from "~/kernel/content-constants";
import type { CaseSummary, Page as ContentPage } from "~/kernel/content-schemas";
import { desktopCanonicalPath } from "~/lib/device-map";
import { parseType, type PageHandle } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/cases";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const type = args.loaderData?.type;
  if (!type) return [];
  return pageMeta(args, {
    title: `Case studies: ${CATEGORY_LABELS[type]}`,
    description: `How ${CATEGORY_LABELS[type].toLowerCase()} companies work with Brightlane: the challenge, the solution and the results in figures.`,
    canonicalPath: desktopCanonicalPath(args),
    breadcrumbs: [{ name: `Case studies: ${CATEGORY_LABELS[type]}` }],
  });
}

/** ?type picks the industry; without it the first industry shows (see app/lib/device-map.ts). */
/** The query parameters this page reads; any other is redirected away. */
export const handle: PageHandle = { query: ["type", "page"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const type = parseType(search.get("type") ?? CASE_TYPES[0], CASE_TYPES);
  const list = await loadPages(search.get("page"), (p) => context.get(servicesContext).content.listCases({ type, page: p, pageSize: MOBILE_PAGE_SIZE }));
  return { type, list };
}

export default function Page({ loaderData: { type, list } }: Route.ComponentProps) {
  const fetchPage = useCallback(
    async (page: number, signal: AbortSignal) =>
      (await (await loadHttp()).get<ContentPage<CaseSummary>>("cases", { params: { type, page, pageSize: MOBILE_PAGE_SIZE }, signal })).data,
    [type],
  );
  return (
    <div className="m-page">
      <h1>Case studies</h1>
      <CategoryTabs
        {...MOBILE_TABS}
        label="Industries"
        tabs={CASE_TYPES.map((t) => ({ to: `/mobile/cases?type=${t}`, label: CATEGORY_LABELS[t], current: t === type }))}
      />
      <h2 className="visually-hidden">{CATEGORY_LABELS[type]}</h2>
      <LoadMoreList
        key={type}
        initial={list}
        fetchPage={fetchPage}
        getKey={(item) => item.id}
        renderItem={(item) => <CaseCard item={item} />}
        label={`${CATEGORY_LABELS[type]} case studies`}
        noun="case studies"
      />
    </div>
  );
}
