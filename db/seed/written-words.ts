/**
 * The blocks of the seed's documents that hold the sentences the pages around live
 * content and the content lists once wrote in their code (decision 0092): the pricing
 * note, the services and partner pitches and the directory's note, the solutions
 * overview and industries, the videos' and questions' categories. The first-start
 * skeleton and migration 0040 take them from here, as the seed copy holds them.
 */
import copy from "./copy/pages.json" with { type: "json" };
import type { BlockType, PageBlock } from "../../app/kernel/page-blocks.ts";

/** The document paths, and the types of their blocks that hold those sentences. */
const WRITTEN: Readonly<Record<string, readonly BlockType[]>> = {
  price: ["text"],
  service: ["cta"],
  partner: ["cta", "text"],
  solution_list: ["text", "columns"],
  videos: ["features"],
  qas: ["features"],
};

export const WRITTEN_WORDS_PATHS = Object.keys(WRITTEN);

/** The seed copy's blocks of the document at `path` that hold the sentences. */
export function writtenWordsBlocks(path: string): PageBlock[] {
  const types = WRITTEN[path] ?? [];
  const blocks = (copy as unknown as Record<string, { blocks: PageBlock[] }>)[path]?.blocks ?? [];
  return blocks.filter((b) => types.includes(b.type));
}

/**
 * A document's blocks with the sentences added: a call to action takes the copy's heading
 * and sentence and keeps its own button; a text block or list of items is added where the
 * document has none of its type for the same skin.
 */
export function withWrittenWords(path: string, blocks: readonly PageBlock[]): PageBlock[] {
  const result = [...blocks];
  for (const block of writtenWordsBlocks(path)) {
    const at = result.findIndex((b) => b.type === block.type && (b.skin ?? "") === (block.skin ?? ""));
    const held = result[at];
    if (held?.type === "cta" && block.type === "cta")
      result[at] = { ...held, heading: block.heading, text: block.text };
    else if (!held) result.push(block);
  }
  return result;
}
