/**
 * The demo content's Simplified Chinese translations (zh-Hans), built from the copy in
 * copy/zh-Hans/*.json, keyed by the English item's seed id. Each file holds only words: for
 * an item, its translated values of the type's `localised` keys, in the English document's
 * shape but with every shared value (a link, an image, a price, a count) left out. They are
 * laid over the English values here, so those shared values are the English ones by
 * construction; a translation naming a key, an item or an array place the English lacks is
 * an error. Items with no Chinese copy are simply absent: the site shows them in English.
 */
import { COLLECTION_OF, type ContentType } from "../../app/kernel/collections/index.ts";
import { documentOfRow, typeOfRow, type LiveRow } from "../../app/kernel/editorial-rows.ts";
import { sanitizeBody } from "../../app/kernel/sanitize.ts";
import { chineseBlocks } from "./build-block-pages-zh.ts";
import type { Placeholder } from "./build-block-pages.ts";
import { buildSeed, type SeedData } from "./build.ts";
import englishPages from "./copy/pages.json" with { type: "json" };
import site from "./copy/zh-Hans/site.json" with { type: "json" };
import pagesLists from "./copy/zh-Hans/pages-lists.json" with { type: "json" };
import pagesCompany from "./copy/zh-Hans/pages-company.json" with { type: "json" };
import pagesProducts from "./copy/zh-Hans/pages-products.json" with { type: "json" };
import pagesStories from "./copy/zh-Hans/pages-stories.json" with { type: "json" };
import news from "./copy/zh-Hans/news.json" with { type: "json" };
import cases from "./copy/zh-Hans/cases.json" with { type: "json" };
import qas from "./copy/zh-Hans/qas.json" with { type: "json" };
import help from "./copy/zh-Hans/help.json" with { type: "json" };
import helpCategories from "./copy/zh-Hans/help-categories.json" with { type: "json" };

export interface SeedTranslation {
  type: ContentType;
  id: number;
  locale: string;
  fields: Record<string, unknown>;
}

export const SEED_TRANSLATION_LOCALE = "zh-Hans";

type Copy = Record<string, Record<string, unknown>>;

/** The Chinese copy of each type, by the English item's id. */
const COPY: Partial<Record<ContentType, Copy>> = {
  "site-settings": site["site-settings"],
  plans: site.plans,
  "price-faq": site["price-faq"],
  "home-blocks": site["home-blocks"],
  news,
  cases,
  qas,
  "help-articles": help,
  "help-categories": helpCategories,
};

/**
 * `words` laid over `english`: objects key by key, arrays of objects place by place; a
 * string, or a list of strings, is replaced whole. Anything else is the English value.
 */
export function overlay(english: unknown, words: unknown, at: string): unknown {
  if (words === undefined) return english;
  const strings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === "string");
  if (typeof english === "string" && typeof words === "string") return words;
  if (strings(english) && strings(words)) return words;
  if (Array.isArray(english) && Array.isArray(words) && english.length === words.length)
    return english.map((v, i) => overlay(v, words[i], `${at}.${i}`));
  if (isObject(english) && isObject(words)) {
    const unknown = Object.keys(words).filter((k) => !Object.hasOwn(english, k));
    if (unknown.length) throw new Error(`The Chinese copy at ${at} has keys the English lacks: ${unknown.join(", ")}`);
    return Object.fromEntries(Object.entries(english).map(([k, v]) => [k, overlay(v, words[k], `${at}.${k}`)]));
  }
  throw new Error(`The Chinese copy at ${at} does not fit the English value`);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Bodies are stored as the seed stores English ones: sanitised HTML. */
function cleanBodies(fields: Record<string, unknown>): Record<string, unknown> {
  const body = fields.body as { html?: unknown } | undefined;
  return typeof body?.html === "string" ? { ...fields, body: { html: sanitizeBody(body.html) } } : fields;
}

/** The English document of every seeded item of a type, by id. */
function englishDocuments(type: ContentType, rows: Record<string, LiveRow[]>): Map<number, Record<string, unknown>> {
  const collection = COLLECTION_OF[type];
  return new Map(
    (rows[collection.table] ?? [])
      .filter((row) => typeOfRow(collection.table, row) === type)
      .map((row) => [Number(row.id), documentOfRow(collection, row) as Record<string, unknown>]),
  );
}

function itemTranslation(
  type: ContentType,
  id: number,
  english: Record<string, unknown>,
  words: object,
): SeedTranslation {
  const localised: readonly string[] = COLLECTION_OF[type].localised;
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(words)) {
    if (!localised.includes(key)) throw new Error(`${type} ${id}: "${key}" is not a translated field`);
    fields[key] = overlay(english[key], value, `${type}.${id}.${key}`);
  }
  return { type, id, locale: SEED_TRANSLATION_LOCALE, fields: cleanBodies(fields) };
}

interface PageWords {
  /** The English page's path, to catch a copy filed under the wrong id. */
  path: string;
  title: string;
  seoTitle?: string;
  seoDescription?: string;
  /** Each English block's words, in the English copy's order (placeholders: `{}`). */
  blocks: object[];
}

/** A page's translation: its words laid over the English copy's blocks, then its facts filled in in Chinese. */
function pageTranslation(id: number, english: Record<string, unknown>, words: PageWords): SeedTranslation {
  const { path, blocks, ...rest } = words;
  if (english.path !== path)
    throw new Error(`pages ${id}: the copy is for "${path}", the page is "${String(english.path)}"`);
  const source = (englishPages as Record<string, { blocks: Placeholder[] }>)[path];
  if (!source) throw new Error(`pages ${id}: "${path}" is no page of the English copy`);
  const laid = overlay(source.blocks, blocks, `pages.${id}.blocks`) as Placeholder[];
  const translation = itemTranslation("pages", id, english, rest);
  translation.fields.blocks = chineseBlocks(laid);
  return translation;
}

/** Every zh-Hans translation of the demo content (of `seed`'s rows, when the seeder has built them already). */
export function buildTranslations(seed: Pick<SeedData, "rows"> = buildSeed()): SeedTranslation[] {
  const rows = seed.rows as unknown as Record<string, LiveRow[]>;
  const out: SeedTranslation[] = [];
  for (const [type, copy] of Object.entries(COPY) as [ContentType, Copy][]) {
    const documents = englishDocuments(type, rows);
    for (const [id, words] of Object.entries(copy)) {
      const english = documents.get(Number(id));
      if (!english) throw new Error(`${type} ${id}: no such seed item`);
      out.push(itemTranslation(type, Number(id), english, words));
    }
  }
  const pageDocuments = englishDocuments("pages", rows);
  const pages = { ...pagesLists, ...pagesCompany, ...pagesProducts, ...pagesStories } as Record<string, PageWords>;
  for (const [id, words] of Object.entries(pages)) {
    const english = pageDocuments.get(Number(id));
    if (!english) throw new Error(`pages ${id}: no such seed item`);
    out.push(pageTranslation(Number(id), english, words));
  }
  return out;
}
