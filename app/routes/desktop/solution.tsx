import { Link } from "~/components/ui/link";
import { PageHeader } from "~/components/desktop/blocks";
import { SolutionCard } from "~/components/desktop/cards";
import { solutionListPath } from "~/kernel/links";
import { SOLUTION_TYPES } from "~/kernel/content-constants";
import { servicesContext } from "~/lib/context.server";
import { textFor } from "~/lib/list-words.server";
import { PAGES } from "~/kernel/pages";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/solution";
import { desktop } from "~/kernel/links";
import { message } from "~/kernel/ui-strings/message";
import * as LIST_WORDS from "~/kernel/ui-strings/lists";
import { CATEGORY_LABELS } from "~/kernel/ui-strings/labels";
import * as SECTIONS from "~/kernel/ui-strings/sections";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return desktopMeta(args, {
    title: args.loaderData?.overview.heading ?? "",
    description:
      "Brightlane solutions for manufacturing, retail, financial services, healthcare, education and logistics: proven product combinations for each industry.",
    canonicalPath: desktop.solutions(),
    breadcrumbs: [{ name: SECTIONS.solutions }],
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const content = context.get(servicesContext).content;
  const [groups, words] = await Promise.all([
    Promise.all(SOLUTION_TYPES.map(async (type) => ({ type, list: await content.listSolutions({ type, page: 1 }) }))),
    content.getPageWords(PAGES.solutionList.words, SECTIONS.solutions),
  ]);
  // The overview is no list of its own: its heading and lead are the solutions document's text block.
  const section = textFor(words.texts, "desktop");
  return { groups, overview: { heading: section.heading || words.title, lead: section.text } };
}

export default function Page({ loaderData: { groups, overview } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={overview.heading} lead={overview.lead} crumbs={[{ label: SECTIONS.solutions }]}>
        <nav className="tabs" aria-label={LIST_WORDS.industries}>
          <ul>
            {groups.map((g) => (
              <li key={g.type}>
                <a href={`#industry-${g.type}`}>{CATEGORY_LABELS[g.type]}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      <div className="container">
        {groups.map(({ type, list }) => (
          <section key={type} id={`industry-${type}`} className="section" aria-labelledby={`industry-${type}-title`}>
            <div className="section-head">
              <h2 id={`industry-${type}-title`}>{CATEGORY_LABELS[type]}</h2>
              <Link to={solutionListPath(type)}>
                {message(LIST_WORDS.allSolutionsFor, {
                  count: list.total,
                  industry: CATEGORY_LABELS[type].toLowerCase(),
                })}
              </Link>
            </div>
            <div className="card-grid">
              {/* The pictures stay with each solution's page and its industry's list. */}
              {list.items.slice(0, 3).map((item) => (
                <SolutionCard key={item.id} item={item} as="h3" plain />
              ))}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
