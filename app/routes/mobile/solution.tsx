import { SolutionCard } from "~/components/mobile/cards";
import { CategoryTabs } from "~/components/content/category-tabs";
import { MOBILE_TABS } from "~/components/mobile/list-support";
import { SOLUTION_TYPES, type SolutionType } from "~/kernel/content-constants";
import { PAGES } from "~/kernel/pages";
import { describedAt, listWords, textFor } from "~/lib/list-words.server";
import { desktopCanonicalPath } from "~/kernel/device-map";
import { parseType } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/solution";
import { desktop, mobile } from "~/kernel/links";
import * as LIST_WORDS from "~/kernel/ui-strings/lists";
import { message } from "~/kernel/ui-strings/message";
import { CATEGORY_LABELS } from "~/kernel/ui-strings/labels";
import * as SECTIONS from "~/kernel/ui-strings/sections";

/** Enough for every solution of one industry or all of them; the section is small. */
const ALL = 50;

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const type = args.loaderData?.type;
  const words = args.loaderData?.words;
  return pageMeta(args, {
    title: type
      ? solutionsTitle(words?.heading ?? SECTIONS.solutions, type)
      : (args.loaderData?.overview.heading ?? ""),
    description: type
      ? `Brightlane solutions for ${CATEGORY_LABELS[type].toLowerCase()}: the products, the features and the results customers see.`
      : "Brightlane solutions for manufacturing, retail, financial services, healthcare, education and logistics.",
    canonicalPath: desktopCanonicalPath(args),
    // One industry's solutions are the twin of its desktop list, and take that list's search settings.
    seo: type ? words?.seo : undefined,
    breadcrumbs: type
      ? [{ name: words?.heading ?? SECTIONS.solutions, path: desktop.solutions() }, { name: CATEGORY_LABELS[type] }]
      : [{ name: words?.heading ?? SECTIONS.solutions }],
  });
}

const solutionsTitle = (name: string, type: SolutionType) => `${name} for ${CATEGORY_LABELS[type].toLowerCase()}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("type");
  const type = raw === null ? null : parseType(raw, SOLUTION_TYPES);
  const content = context.get(servicesContext).content;
  const [list, words] = await Promise.all([
    content.listSolutions({ ...(type ? { type } : {}), page: 1, pageSize: ALL }),
    listWords(content, PAGES.solutionList.words, SECTIONS.solutions, {
      title: (name) => (type ? solutionsTitle(name, type) : name),
      description: describedAt(type && CATEGORY_LABELS[type]),
    }),
  ]);
  // The lead, and the overview's title, are the document's text block for the phone.
  const section = textFor(words.texts, "mobile");
  return {
    type,
    solutions: list.items,
    words,
    overview: { heading: section.heading || words.heading, lead: section.text },
  };
}

export default function Page({ loaderData: { type, solutions, words, overview } }: Route.ComponentProps) {
  return (
    <div className="m-page">
      <h1>{words.heading}</h1>
      {overview.lead ? <p className="m-lead">{overview.lead}</p> : null}
      <CategoryTabs
        {...MOBILE_TABS}
        label={LIST_WORDS.industries}
        tabs={[
          { to: mobile.solutions(), label: LIST_WORDS.allIndustries, current: type === null },
          ...SOLUTION_TYPES.map((t) => ({ to: mobile.solutions(t), label: CATEGORY_LABELS[t], current: t === type })),
        ]}
      />
      <h2 className="visually-hidden">{type ? CATEGORY_LABELS[type] : LIST_WORDS.allIndustries}</h2>
      {solutions.length === 0 ? (
        <p>{LIST_WORDS.noSolutionsPublished}</p>
      ) : (
        <ul
          className="m-list"
          aria-label={
            type ? message(LIST_WORDS.industrySolutions, { industry: CATEGORY_LABELS[type] }) : LIST_WORDS.allSolutions
          }
        >
          {solutions.map((s) => (
            <li key={s.id}>
              <SolutionCard item={s} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
