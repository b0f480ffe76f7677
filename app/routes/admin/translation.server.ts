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
import { variantOf } from "~/components/admin/structured-values";
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

/**
 * The default locale's value of a field as the editor shows it beside the translation, in the
 * field's shape (decision 0117): words as they are, a list as its items, a group as its parts
 * named by their labels, so a list reads as the list editor above it does, never as JSON.
 */
export type SourceView = string | { items: SourceView[] } | { parts: Array<{ label: string; value: SourceView }> };

export function sourceView(f: FieldSpec, value: unknown): SourceView {
  if (value === undefined || value === null || value === "") return "";
  if (f.widget === "list" && f.item && Array.isArray(value)) return { items: value.map((v) => sourceView(f.item!, v)) };
  if ((f.widget === "lines" || f.widget === "choices") && Array.isArray(value))
    return { items: value.map((v) => String(v)) };
  if (f.widget === "union") {
    const shape = variantOf(f, value);
    return shape ? sourceView(shape, value) : shownValue(value);
  }
  if (f.widget === "group" && f.fields && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const parts = f.fields.map((sub) => ({ label: sub.label, value: sourceView(sub, record[sub.name]) }));
    return { parts: parts.filter((p) => !isEmptyView(p.value)) };
  }
  if (f.widget === "checkbox") return value ? "Yes" : "No";
  return shownValue(value);
}

const isEmptyView = (view: SourceView): boolean =>
  typeof view === "string" ? view === "" : "items" in view ? !view.items.length : !view.parts.length;

/** A view as one line of text, for the table of what changed in the English. */
export function viewText(view: SourceView): string {
  if (typeof view === "string") return view;
  if ("items" in view) return view.items.map(viewText).join(" · ");
  return view.parts.map((p) => `${p.label}: ${viewText(p.value)}`).join("; ");
}

/** Fields holding a list or parts: a translation starts from the English of these, to translate in place. */
const startsFromSource = (f: FieldSpec) => ["list", "group", "lines", "union"].includes(f.widget);

/**
 * The translation's document as its form shows it: a list or group the translation does not
 * hold yet is the English one, so the translator edits its items rather than typing them anew.
 */
export function translationFormDocument(
  fields: readonly FieldSpec[],
  document: Record<string, unknown>,
  source: Record<string, unknown>,
): Record<string, unknown> {
  const start = Object.fromEntries(
    fields.filter((f) => startsFromSource(f) && source[f.name] !== undefined).map((f) => [f.name, source[f.name]]),
  );
  return { ...start, ...document };
}

/** JSON with every object's keys in order: two documents compared whatever order they were built in. */
const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/**
 * What a translation's form saves: its fields without those left blank, and without a list or
 * group left as the English it started from; both keep falling back to the default's words.
 */
export function translationToSave<T extends object>(
  doc: T,
  fields: readonly FieldSpec[],
  source: Record<string, unknown>,
): T {
  const untouched = (name: string, value: unknown) => {
    const f = fields.find((x) => x.name === name);
    return f !== undefined && startsFromSource(f) && stable(value) === stable(source[name]);
  };
  return Object.fromEntries(Object.entries(withoutBlanks(doc)).filter(([name, value]) => !untouched(name, value))) as T;
}

/** The translation's form and what it shows beside it, from the item opened in its locale. */
export function translationView(type: ContentType, fields: readonly FieldSpec[], item: ItemDetail) {
  const localised = COLLECTION_OF[type].localised as readonly string[];
  const state = item.translation!;
  const viewOf = (name: string, value: unknown) => {
    const field = fields.find((f) => f.name === name);
    return field ? sourceView(field, value) : shownValue(value);
  };
  return {
    fields: fields.filter((f) => localised.includes(f.name)),
    locale: state.locale,
    language: languageName(state.locale),
    live: state.live,
    outdated: state.outdated,
    sourceRevision: state.sourceRevision,
    sourceChanges: state.sourceChanges.map((d) => ({
      label: fields.find((f) => f.name === d.field)?.label ?? d.field,
      before: viewText(viewOf(d.field, d.before)),
      after: viewText(viewOf(d.field, d.after)),
    })),
    source: Object.fromEntries(fields.map((f) => [f.name, sourceView(f, state.source[f.name])])),
    shared: fields
      .filter((f) => !localised.includes(f.name))
      .map((f) => ({ name: f.name, label: f.label, value: viewText(sourceView(f, state.source[f.name])) })),
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
function withoutBlanks<T extends object>(doc: T): T {
  return Object.fromEntries(Object.entries(doc).filter(([, value]) => !isBlank(value))) as T;
}
