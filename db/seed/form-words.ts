/**
 * The lead form blocks of the form pages' documents (the register page and the partner
 * application) that hold each request's words: its button, what happens next, the
 * thank-you state and the message field's hint (decision 0093). The seed copy holds
 * them; migration 0041 takes them from here.
 */
import copy from "./copy/pages.json" with { type: "json" };
import type { PageBlock } from "../../app/kernel/page-blocks.ts";

type LeadFormBlock = Extract<PageBlock, { type: "lead-form" }>;

/** The form pages' document paths. */
export const FORM_WORDS_PATHS = ["register", "partner/apply"];

/** The seed copy's lead form blocks of the document at `path`, one per request. */
function formWordsBlocks(path: string): LeadFormBlock[] {
  const blocks = (copy as unknown as Record<string, { blocks: PageBlock[] }>)[path]?.blocks ?? [];
  return blocks.filter((b): b is LeadFormBlock => b.type === "lead-form");
}

/** A document's blocks with a lead form block added for each request it holds no words for. */
export function withFormWords(path: string, blocks: readonly PageBlock[]): PageBlock[] {
  const held = new Set<string>(blocks.flatMap((b) => (b.type === "lead-form" && b.intent ? [b.intent] : [])));
  return [...blocks, ...formWordsBlocks(path).filter((b) => !held.has(b.intent ?? ""))];
}
