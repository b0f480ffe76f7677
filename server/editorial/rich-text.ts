/**
 * Rich bodies to HTML on the server: the editor's JSON through Tiptap's static
 * renderer (no DOM needed), with the same extensions the admin editor loads, then
 * through the kernel's one HTML allow-list (app/kernel/sanitize.ts), so a document
 * sent straight to the API cannot carry more than the editor can make. `{ html }`
 * bodies, written before the editor, are sanitised the same way.
 */
import type { Extensions, JSONContent } from "@tiptap/core";
import { TableKit } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";
import { renderToHTMLString } from "@tiptap/static-renderer/pm/html-string";
import sanitizeHtml from "sanitize-html";
import type { RichText } from "../../app/kernel/editorial-schemas.ts";
import { MediaImage } from "../../app/kernel/rich-text-image.ts";
import { sanitizeBody } from "../../app/kernel/sanitize.ts";

/** The editor's schema: headings, lists, links, quotes, code, tables, images of the media library. */
export const RICH_TEXT_EXTENSIONS: Extensions = [
  StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false } }),
  TableKit,
  MediaImage,
];

export class RichTextError extends Error {}

/** Sanitised HTML of a body; throws RichTextError for JSON the editor's schema cannot hold. */
export function renderRichText(body: RichText): string {
  if ("html" in body && typeof body.html === "string") return sanitizeBody(body.html);
  let html: string;
  try {
    html = renderToHTMLString({ content: body as JSONContent, extensions: RICH_TEXT_EXTENSIONS });
  } catch (error) {
    throw new RichTextError(`The body is not a document the editor can hold: ${(error as Error).message}`);
  }
  return sanitizeBody(html);
}

/**
 * The document with a legacy `{ html }` body replaced by its sanitised HTML, so the
 * stored revision (which the admin editor loads) holds nothing the allow-list
 * refuses, as the live row does. Editor JSON bodies are checked when rendered.
 */
export function withSanitisedBody<T extends object>(document: T): T {
  const body = (document as { body?: unknown }).body;
  // A page's text blocks hold bodies of their own (app/kernel/page-blocks.ts).
  const blocks = (document as { blocks?: unknown }).blocks;
  const withBlocks = Array.isArray(blocks)
    ? { ...document, blocks: blocks.map((b: object) => ("body" in b ? withSanitisedBody(b) : b)) }
    : document;
  if (!body || typeof body !== "object" || !("html" in body) || typeof body.html !== "string") return withBlocks;
  return { ...withBlocks, body: { html: sanitizeBody(body.html) } };
}

/** Where a block of the rendered body ends: each becomes a line of its text. */
const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre|td|th|figcaption)>|<br\s*\/?>/gi;
/** The only characters sanitize-html writes as entities in text. */
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' };

/**
 * The words of a body as a reader sees them, one line per block (paragraph, heading,
 * list item, table cell), for the history's word-by-word difference: the body goes
 * through the same renderer and allow-list as the page, then loses its tags.
 */
export function richTextAsText(body: RichText): string {
  const html = renderRichText(body).replace(BLOCK_END, "$&\n");
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]!)
    .replace(/[ \t]*\n\s*/g, "\n")
    .trim();
}
