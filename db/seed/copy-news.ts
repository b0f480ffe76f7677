/** Headlines, standfirsts and paragraph material of the demo news (copy/news.json), by category. */
import type { NewsType } from "../../app/kernel/content-constants.ts";
import copy from "./copy/news.json" with { type: "json" };

export const NEWS_COPY = copy.NEWS_COPY as Record<NewsType, Array<[title: string, summary: string]>>;
export const AUTHORS: string[] = copy.AUTHORS;
/** Paragraph material for the article bodies. {title} and {product} are filled in. */
export const NEWS_PARAGRAPHS: Record<NewsType, string[]> = copy.NEWS_PARAGRAPHS;
