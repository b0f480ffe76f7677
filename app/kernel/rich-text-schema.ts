/**
 * The rich-text value of a document: the editor's JSON (a Tiptap document) or, for
 * content written before the editor, `{ html }`. Its own file so that the page blocks
 * (./page-blocks.ts) and the document schemas (./editorial-schemas.ts) share it.
 */
import { z } from "zod";

/**
 * Deepest nesting of nodes a body may have. The editor's deepest structures (lists in lists,
 * tables) stay far below it; a deeper document only costs the renderer stack and time.
 */
export const MAX_RICH_TEXT_DEPTH = 48;

/** Whether a document's nodes nest at most `max` levels; walked with a stack, so depth cannot overflow it. */
function nestsWithin(doc: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[doc, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > max) return false;
    const content = (node as { content?: unknown }).content;
    if (Array.isArray(content))
      for (const child of content) if (child && typeof child === "object") stack.push([child, depth + 1]);
  }
  return true;
}

/** A Tiptap (ProseMirror) document: the editor's JSON, checked for shape and depth; the renderer checks node types. */
export const TiptapDoc = z
  .object({
    type: z.literal("doc"),
    content: z.array(z.record(z.string(), z.unknown())).optional(),
  })
  .loose()
  .refine((doc) => nestsWithin(doc, MAX_RICH_TEXT_DEPTH), {
    message: `The body is nested more than ${MAX_RICH_TEXT_DEPTH} levels deep.`,
  })
  .meta({ description: "The rich text editor's JSON document (Tiptap 3)." });
export type TiptapDoc = z.infer<typeof TiptapDoc>;
/** HTML stored before the editor: sanitised when rendered. */
export const LegacyHtml = z.object({ html: z.string().max(200_000) }).strict();
export const RichText = z.union([TiptapDoc, LegacyHtml]).meta({
  description: "A Tiptap JSON document, or `{ html }` for bodies written before the editor.",
});
export type RichText = z.infer<typeof RichText>;
