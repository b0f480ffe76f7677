/**
 * The words of a registry page whose own route renders live content (pricing, offers,
 * services, partners, the lead forms): the document of the pages collection at the
 * page's path (app/kernel/pages.ts `document`, decision 0089). The route takes its title
 * and intro from the document's hero and the blocks it knows by type (questions, figures,
 * steps, columns, a call to action, its text blocks as plain text); its search settings and sitemap date are the
 * document's. Without a published document the page keeps its default title and no intro.
 */
import type { BlockType, PageBlock, PageText, PageWords } from "../../app/kernel/page-blocks.ts";
import { richTextAsText } from "../editorial/rich-text.ts";
import { json } from "../../app/kernel/rows.ts";
import { shownBlocks } from "../../app/kernel/shown-blocks.ts";
import { seoOf, type Kit } from "./kit.ts";
import { itemTag, listTag, previewOf, recordDeps } from "./scope.ts";

type Row = Record<string, unknown> & { path: string };

async function wordsOf(kit: Kit, row: Row | undefined, fallbackTitle: string): Promise<PageWords> {
  const media = await kit.media();
  const blocks = row ? shownBlocks(json<PageBlock[]>(row.blocks)) : [];
  const hero = firstBlock(blocks, "hero");
  return {
    title: hero?.title || fallbackTitle,
    intro: hero?.lead ?? "",
    blocks,
    texts: blocks.flatMap((b): PageText[] =>
      b.type === "text" ? [{ skin: b.skin ?? "", heading: b.heading, text: richTextAsText(b.body) }] : [],
    ),
    seo: seoOf((row ?? {}) as Parameters<typeof seoOf>[0], media),
  };
}

/** The words of the page whose document is at `path`; `fallbackTitle` when it has none. */
export async function pageWords(kit: Kit, path: string, fallbackTitle: string): Promise<PageWords> {
  // A preview of the document shows its draft, for this request only and never cached.
  const preview = previewOf("pages");
  if (preview && preview.row.path === path) return wordsOf(kit, preview.row as Row, fallbackTitle);
  return kit.cached(`pages:words:${path}`, async () => {
    const row = await kit.db
      .selectFrom("pages")
      .selectAll()
      .where("path", "=", path)
      .where("published", "=", true)
      .executeTakeFirst();
    // The page is dropped by its own document's changes, or by a document taking its path.
    recordDeps([row ? itemTag("pages", row.id) : listTag("pages")]);
    return wordsOf(kit, row as unknown as Row | undefined, fallbackTitle);
  });
}

/** The first block of a type in the document, if any. */
export function firstBlock<T extends BlockType>(
  blocks: readonly PageBlock[],
  type: T,
): Extract<PageBlock, { type: T }> | undefined {
  return blocks.find((b): b is Extract<PageBlock, { type: T }> => b.type === type);
}
