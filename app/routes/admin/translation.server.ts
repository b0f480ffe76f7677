/**
 * The editor of an item in another locale (decision 0105): which locale the page works in
 * (`?locale=<tag>`, the default's without one), the switch between the configured locales,
 * the form's fields (the localised ones alone) and what is shown beside them: the default
 * locale's words of each field, the shared fields read-only, and whether the translation is
 * outdated. The back office stays English; each language is named in itself.
 */
import type { RouterContextProvider } from "react-router";
import { COLLECTION_OF } from "~/kernel/collections";
import type { ContentType } from "~/kernel/editorial-schemas";
import type { ItemDetail } from "~/kernel/services/editorial";
import { languageName } from "~/lib/locale.server";
import { servicesContext } from "~/lib/context.server";
import type { FieldSpec } from "~/components/admin/content-field-spec";
import { admin } from "~/kernel/admin-links";
import { localisedPath } from "~/kernel/locales";

/** The configured locales' tags, the default first. */
export function localeTags({ context }: { context: Readonly<RouterContextProvider> }): string[] {
  return (context.get(servicesContext).config.LOCALES ?? []).map((l) => l.tag);
}

/** An item's pages (router paths) as the same pages in locale `tag`: where its translation is live. */
export function pagesInLocale<U extends { desktop: string; mobile: string | null } | null>(
  { context }: { context: Readonly<RouterContextProvider> },
  tag: string,
  urls: U,
): U {
  const locale = context.get(servicesContext).config.LOCALES?.find((l) => l.tag === tag);
  if (!urls || !locale) return urls;
  return {
    desktop: localisedPath(locale, urls.desktop),
    mobile: urls.mobile && localisedPath(locale, urls.mobile),
  } as U;
}

/** The locale `?locale=` asks for, when it is not the default's (the service refuses an unknown one). */
export function requestedLocale(request: Request, tags: readonly string[]): string | undefined {
  const asked = new URL(request.url).searchParams.get("locale");
  return asked === null || asked === tags[0] ? undefined : asked;
}

/** The switch's links: one per configured locale, the current one marked; none with one locale. */
export function localeSwitch(type: ContentType, id: number, tags: readonly string[], current: string | undefined) {
  if (tags.length < 2) return [];
  return tags.map((tag, i) => ({
    tag,
    label: languageName(tag),
    href: admin.contentEdit(type, id, i === 0 ? undefined : tag),
    current: (current ?? tags[0]) === tag,
  }));
}

/** A value as the editor shows it beside a field: text as it is, a rich body as its words, anything else as JSON. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "object" && "html" in value && typeof value.html === "string")
    return value.html
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  return JSON.stringify(value, null, 1);
}

/** The translation's form and what it shows beside it, from the item opened in its locale. */
export function translationView(type: ContentType, fields: readonly FieldSpec[], item: ItemDetail) {
  const localised = COLLECTION_OF[type].localised as readonly string[];
  const state = item.translation!;
  return {
    fields: fields.filter((f) => localised.includes(f.name)),
    locale: state.locale,
    language: languageName(state.locale),
    live: state.live,
    outdated: state.outdated,
    sourceRevision: state.sourceRevision,
    sourceChanges: state.sourceChanges.map((d) => ({
      label: fields.find((f) => f.name === d.field)?.label ?? d.field,
      before: shownValue(d.before),
      after: shownValue(d.after),
    })),
    source: Object.fromEntries(fields.map((f) => [f.name, shownValue(state.source[f.name])])),
    shared: fields
      .filter((f) => !localised.includes(f.name))
      .map((f) => ({ name: f.name, label: f.label, value: shownValue(state.source[f.name]) })),
  };
}

export type TranslationView = ReturnType<typeof translationView>;

/** A value the translation form leaves blank: no words typed, so the field keeps the English. */
function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") {
    if ("html" in value) return shownValue(value) === "";
    // The editor's document of a rich body: blank when it holds no text node.
    if ((value as { type?: unknown }).type === "doc") return !JSON.stringify(value).includes('"text":');
  }
  return false;
}

/** A translation's document without the fields left blank: they fall back to the default's words. */
export function withoutBlanks<T extends object>(doc: T): T {
  return Object.fromEntries(Object.entries(doc).filter(([, value]) => !isBlank(value))) as T;
}
