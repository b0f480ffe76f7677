import { SolutionCard } from "~/components/desktop/cards";
import { solutionListPath } from "~/kernel/links";
import { ListLayout, pageSuffix } from "~/components/desktop/list-layout";
import { SOLUTION_TYPES } from "~/kernel/content-constants";
import { PAGES } from "~/kernel/pages";
import { describedAt, listWords } from "~/lib/list-words.server";
import { loadCategoryPage } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/solution-list";
import { desktop } from "~/kernel/links";
import * as LIST_WORDS from "~/kernel/ui-strings/lists";
import { CATEGORY_LABELS } from "~/kernel/ui-strings/labels";
import * as SECTIONS from "~/kernel/ui-strings/sections";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  if (!data) return [];
  const label = CATEGORY_LABELS[data.type];
  return desktopMeta(args, {
    title: solutionsTitle(data.words.heading, label, data.list.page),
    description:
      (data.words.columns[SOLUTION_TYPES.indexOf(data.type)]?.text ?? "") +
      (data.list.page > 1 ? ` Page ${data.list.page}.` : ""),
    seo: data.words.seo,
    canonicalPath: solutionListPath(data.type, data.list.page),
    breadcrumbs: [{ name: data.words.heading, path: desktop.solutions() }, { name: label }],
  });
}

const solutionsTitle = (name: string, label: string, page: number) => `${name} for ${label}${pageSuffix(page)}`;

export async function loader({ params, context }: Route.LoaderArgs) {
  const content = context.get(servicesContext).content;
  const { type, list } = await loadCategoryPage(params, SOLUTION_TYPES, (query) => content.listSolutions(query));
  const label = CATEGORY_LABELS[type];
  const words = await listWords(content, PAGES.solutionList.words, SECTIONS.solutions, {
    title: (name) => solutionsTitle(name, label, list.page),
    description: describedAt(label, list.page),
  });
  return { type, list, words };
}

export default function Page({ loaderData: { type, list, words } }: Route.ComponentProps) {
  const label = CATEGORY_LABELS[type];
  // The industry's heading and intro are the document's column in the industries' order.
  const industry = words.columns[SOLUTION_TYPES.indexOf(type)];
  return (
    <ListLayout
      title={industry?.heading || words.heading}
      lead={words.intro || industry?.text || ""}
      crumbs={[{ to: desktop.solutions(), label: words.heading }, { label }]}
      tabs={SOLUTION_TYPES.map((t) => ({ to: solutionListPath(t), label: CATEGORY_LABELS[t], current: t === type }))}
      tabsLabel={LIST_WORDS.industries}
      list={list}
      hrefFor={(p) => solutionListPath(type, p)}
      empty={LIST_WORDS.noSolutions}
    >
      {list.items.map((item) => (
        <SolutionCard key={item.id} item={item} />
      ))}
    </ListLayout>
  );
}
