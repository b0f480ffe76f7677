/**
 * The site's pages an editor may link to, for the link fields' search (a list the
 * browser filters as one types): the fixed pages by name and every published item
 * by its title. Whether a typed path exists is the services' own check
 * (`pageExists`, the one the redirect manager uses), so the list only helps to find.
 */
import type { RouterContextProvider } from "react-router";
import { desktop } from "~/kernel/links";
import { servicesContext } from "~/lib/context.server";
import type { FieldSpec } from "~/components/admin/content-field-spec";
import type { PageChoice } from "~/components/admin/link-field";
import { linksOf } from "./content-form.server";

const FIXED: ReadonlyArray<[string, () => string]> = [
  ["Home", desktop.home],
  ["About", desktop.about],
  ["Pricing", desktop.price],
  ["Promotions", desktop.promotion],
  ["Services", desktop.service],
  ["Partners", desktop.partner],
  ["Register", () => desktop.register()],
  ["News", () => desktop.news()],
  ["Case studies", desktop.cases],
  ["Solutions", desktop.solutions],
  ["Videos", desktop.videos],
  ["Help centre", () => desktop.help()],
  ["Search", desktop.search],
  ["Privacy", desktop.privacy],
  ["Brightlane OA", desktop.oa],
  ["Brightlane PM", desktop.pm],
  ["Brightlane Trade", desktop.trade],
  ["Brightlane Live", desktop.live],
  ["Brightlane Education", desktop.education],
];

const SECTIONS = [
  ["news", "News", desktop.article],
  ["cases", "Case study", desktop.case],
  ["solutions", "Solution", desktop.solution],
  ["qas", "Q&A", desktop.qa],
  ["help", "Help", desktop.help],
] as const;

type Context = { context: Readonly<RouterContextProvider> };

/** Whether the form has a link field at all (only then is the list worth reading). */
export const hasLinks = (fields: readonly FieldSpec[]): boolean =>
  fields.some((f) => f.widget === "link" || (f.fields && hasLinks(f.fields)) || (f.item && hasLinks([f.item])));

export async function pageChoices({ context }: Context): Promise<PageChoice[]> {
  const { content } = context.get(servicesContext);
  const choices: PageChoice[] = FIXED.map(([label, path]) => ({ path: path(), label }));
  for (const [section, kind, pathOf] of SECTIONS) {
    for (const entry of await content.listSitemapEntries(section)) {
      choices.push({ path: pathOf(entry.id), label: `${kind}: ${entry.title}` });
    }
  }
  return choices;
}

/** The document's site links that lead to no page, as field errors ("navigation.2.href"). */
export async function missingPages(
  { context }: Context,
  fields: readonly FieldSpec[],
  doc: Record<string, unknown>,
): Promise<Record<string, string>> {
  const { pageExists } = context.get(servicesContext);
  const errors: Record<string, string> = {};
  for (const { path, href } of linksOf(fields, doc)) {
    if (!href.startsWith("/")) continue;
    if (!(await pageExists(href)))
      errors[path] = `No page of the site has the address ${href}: choose one from the list.`;
  }
  return errors;
}
