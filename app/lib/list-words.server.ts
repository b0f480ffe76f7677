/**
 * The words of a content list (news, case studies, solutions, videos, questions, the help
 * centre) for one of its pages, on either skin: the heading and intro of the document of
 * the pages collection at the list's path (app/kernel/pages.ts `words`, decision 0090),
 * and its search settings made this page's own.
 *
 * The document's search title and description stand for the whole list: a page of a
 * category or past the first adds the category and the page number to them, as it does
 * to the derived ones, so that no two pages of a list share a title or a description.
 * Reading the document records its change tag on the page (server/content/page-words.ts).
 * A list told apart by category takes each category's intro from the items of the
 * document's features block, each titled with the category's label, or from its columns
 * in the categories' order (the solutions' industries, as the partner tiers; decision 0092).
 */
import type { ListWords, PageBlock, PageText } from "~/kernel/page-blocks";
import type { ContentReader } from "~/kernel/services";

export interface ListPlace {
  /** This page's title from the list's name: the document's search title here, the heading in the head tags. */
  title: (name: string) => string;
  /** What this page adds to the document's search description (its category, its page number). */
  description?: (text: string) => string;
}

/** `label` and the page number after a description: "… Company news. Page 2." */
export const describedAt =
  (label: string | null, page = 1) =>
  (text: string): string =>
    `${text}${label ? ` ${label}.` : ""}${page > 1 ? ` Page ${page}.` : ""}`;

/**
 * The words of the list whose document is at `path` for one of its pages; `heading` is the
 * list's name while it has no published document.
 */
export async function listWords(
  content: Pick<ContentReader, "getPageWords">,
  path: string,
  heading: string,
  place: ListPlace,
): Promise<ListWords> {
  const words = await content.getPageWords(path, heading);
  const { title, description } = words.seo;
  const features = words.blocks.find((b): b is Extract<PageBlock, { type: "features" }> => b.type === "features");
  const columns = words.blocks.find(
    (b): b is Extract<PageBlock, { type: "columns" }> => b.type === "columns" && !b.skin,
  );
  return {
    heading: words.title,
    intro: words.intro,
    categories: Object.fromEntries((features?.items ?? []).map((item) => [item.title, item.text])),
    columns: (columns?.columns ?? []).map((c) => ({ heading: c.heading, text: c.text })),
    texts: words.texts,
    seo: {
      ...words.seo,
      // The page's head tags derive the title from the heading with the same `place.title`.
      title: title ? place.title(title) : null,
      description: description ? (place.description ?? describedAt(null))(description) : null,
    },
  };
}

/** The document's first text block shown on `skin` (or on both); empty words without one. */
export function textFor(texts: readonly PageText[], skin: "desktop" | "mobile"): PageText {
  return texts.find((t) => !t.skin || t.skin === skin) ?? { skin: "", heading: "", text: "" };
}
