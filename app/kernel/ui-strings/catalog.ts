/**
 * Every locale's interface words as data (decision 0100): the English areas of this folder are
 * the source, and each file of ./translations gives one locale's words for every key. The build
 * writes one locale's words into its bundles (scripts/messages-plugin.ts); the server reads them
 * here for the documents it writes outside React. Adding a locale: a file in ./translations
 * and a line in TRANSLATIONS.
 */
import * as blocks from "./blocks.ts";
import * as chrome from "./chrome.ts";
import * as dates from "./dates.ts";
import * as details from "./details.ts";
import * as documents from "./documents.ts";
import * as errors from "./errors.ts";
import * as events from "./events.ts";
import * as forms from "./forms.ts";
import * as labels from "./labels.ts";
import * as lists from "./lists.ts";
import * as locales from "./locales.ts";
import * as media from "./media.ts";
import * as offers from "./offers.ts";
import * as pager from "./pager.ts";
import * as search from "./search.ts";
import * as sections from "./sections.ts";
import * as validation from "./validation.ts";
import zhHans from "./translations/zh-Hans.ts";

/** The English words, area by area (each area is the file of that name). */
export const SOURCE = {
  blocks,
  chrome,
  dates,
  details,
  documents,
  errors,
  events,
  forms,
  labels,
  lists,
  locales,
  media,
  offers,
  pager,
  search,
  sections,
  validation,
};
export type Area = keyof typeof SOURCE;

/** A value of the source with every string widened: what a translation gives in its place. */
type Words<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : { readonly [K in keyof T]: Words<T[K]> };

/** One locale's words: every area, every key of the source, no other. */
export type Translation = { readonly [A in Area]: Words<(typeof SOURCE)[A]> };

/** The translated locales, by BCP 47 tag. A locale without one shows the English words. */
export const TRANSLATIONS: Readonly<Record<string, Translation>> = { "zh-Hans": zhHans };

type Value = string | readonly string[] | { readonly [key: string]: Value };

/** `source` with what `over` gives for its keys; keys `over` lacks keep the source's value. */
function overlay(source: Value, over: Value | undefined): Value {
  if (over === undefined || typeof source === "string" || Array.isArray(source)) return over ?? source;
  const table = source as { readonly [key: string]: Value };
  const given = over as { readonly [key: string]: Value };
  return Object.fromEntries(Object.keys(table).map((key) => [key, overlay(table[key]!, given[key])]));
}

/** The words of `area` in the locale `tag`: its translation's, else English. */
export function areaWords<A extends Area>(tag: string, area: A): (typeof SOURCE)[A] {
  const translation = Object.hasOwn(TRANSLATIONS, tag) ? TRANSLATIONS[tag] : undefined;
  return overlay({ ...SOURCE[area] } as Value, translation?.[area] as Value | undefined) as (typeof SOURCE)[A];
}
