import { CaseCard } from "~/components/desktop/cards";
import { casesListPath } from "~/kernel/links";
import { ListLayout, pageSuffix } from "~/components/desktop/list-layout";
import { CASE_TYPES } from "~/kernel/content-constants";
import { PAGES } from "~/kernel/pages";
import { describedAt, listWords } from "~/lib/list-words.server";
import { loadCategoryPage } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/cases-list";
import * as LIST_WORDS from "~/kernel/ui-strings/lists";
import { CATEGORY_LABELS } from "~/kernel/ui-strings/labels";
import * as SECTIONS from "~/kernel/ui-strings/sections";

const lead = (label: string) =>
  `How ${label.toLowerCase()} companies use Brightlane products: the challenge, the rollout and the results in figures.`;

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  if (!data) return [];
  const label = CATEGORY_LABELS[data.type];
  return desktopMeta(args, {
    title: casesTitle(data.words.heading, label, data.list.page),
    description: lead(label) + (data.list.page > 1 ? ` Page ${data.list.page}.` : ""),
    seo: data.words.seo,
    canonicalPath: casesListPath(data.type, data.list.page),
    breadcrumbs: [{ name: `${data.words.heading}: ${label}` }],
  });
}

const casesTitle = (name: string, label: string, page: number) => `${name}: ${label}${pageSuffix(page)}`;

export async function loader({ params, context }: Route.LoaderArgs) {
  const content = context.get(servicesContext).content;
  const { type, list } = await loadCategoryPage(params, CASE_TYPES, (query) => content.listCases(query));
  const label = CATEGORY_LABELS[type];
  const words = await listWords(content, PAGES.casesList.words, SECTIONS.caseStudies, {
    title: (name) => casesTitle(name, label, list.page),
    description: describedAt(label, list.page),
  });
  return { type, list, words };
}

export default function Page({ loaderData: { type, list, words } }: Route.ComponentProps) {
  const label = CATEGORY_LABELS[type];
  return (
    <ListLayout
      title={`${words.heading}: ${label}`}
      lead={words.intro || lead(label)}
      crumbs={[{ to: casesListPath(CASE_TYPES[0]), label: words.heading }, { label }]}
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
