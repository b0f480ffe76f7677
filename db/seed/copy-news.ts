/** The demo news (copy/news.json), by category: each article's own body and pull quote, and the authors. */
import type { NewsType } from "../../app/kernel/content-constants.ts";
import copy from "./copy/news.json" with { type: "json" };

export interface NewsCopy {
  title: string;
  summary: string;
  /** Paragraphs of the body; a heading goes before the second. */
  body: string[];
  quote: string;
  /** Who said the pull quote: "Name, role". */
  quoteBy: string;
}

export const NEWS_COPY = copy.NEWS as Record<NewsType, NewsCopy[]>;
/** "Name, role" of each author. */
export const AUTHORS: string[] = copy.AUTHORS;
