import { CaseCard } from "~/components/desktop/cards";
import { casesListPath } from "~/kernel/links";
import { ListLayout, pageSuffix } from "~/components/desktop/list-layout";
import { CASE_TYPES, CATEGORY_LABELS } from "~/kernel/content-constants";
import { loadCategoryPage } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/cases-list";
import * as LIST_WORDS from "~/kernel/ui-strings/lists";

const lead = (label: string) =>
  `How ${label.toLowerCase()} companies use Brightlane products: the challenge, the rollout and the results in figures.`;

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  if (!data) return [];
  const label = CATEGORY_LABELS[data.type];
  return desktopMeta(args, {
    title: `Case studies: ${label}${pageSuffix(data.list.page)}`,
    description: lead(label) + (data.list.page > 1 ? ` Page ${data.list.page}.` : ""),
    canonicalPath: casesListPath(data.type, data.list.page),
    breadcrumbs: [{ name: `Case studies: ${label}` }],
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadCategoryPage(params, CASE_TYPES, (query) => context.get(servicesContext).content.listCases(query));
}

export default function Page({ loaderData: { type, list } }: Route.ComponentProps) {
  const label = CATEGORY_LABELS[type];
  return (
    <ListLayout
      title={`Case studies: ${label}`}
      lead={lead(label)}
      crumbs={[{ to: casesListPath(CASE_TYPES[0]), label: "Case studies" }, { label }]}
      tabs={CASE_TYPES.map((t) => ({ to: casesListPath(t), label: CATEGORY_LABELS[t], current: t === type }))}
      tabsLabel={LIST_WORDS.industries}
      list={list}
      hrefFor={(p) => casesListPath(type, p)}
      empty={LIST_WORDS.noCaseStudies}
    >
      {list.items.map((item) => (
        <CaseCard key={item.id} item={item} />
      ))}
    </ListLayout>
  );
}
