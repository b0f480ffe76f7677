/**
 * Every locale's interface words as data (decision 0100): the English areas of this folder are
 * the source, and each folder of ./translations gives one locale's words, a file per area. The build
 * writes one locale's words into its bundles (scripts/messages-plugin.ts); the server reads them
 * here for the documents it writes outside React. The lists of areas and locales are generated
 * from the folders (scripts/kernel-index.ts): adding an area is its file here and one per
 * locale; adding a locale is a folder ./translations/<tag> with a file per area.
 */
import { SOURCE, TRANSLATED } from "../generated/ui-strings.ts";

/** The English words, area by area (each area is the file of that name). */
export { SOURCE };
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
export const TRANSLATIONS: Readonly<Record<string, Translation>> = TRANSLATED;

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
