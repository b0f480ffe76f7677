/**
 * What the leads pages share on the server: the back office's leads services, the
 * filter read from the URL (values that do not parse are dropped and reported, never
 * a 500), and a refused form answered with its message, field errors and values.
 */
import { data } from "react-router";
import type { LeadsFilter } from "~/kernel/admin-links";
import { registrableOf } from "~/kernel/collections/registrations";
import type { RegisteredFor, TitledLeadItem } from "~/kernel/services/lead-inbox";
import { servicesContext } from "~/lib/context.server";
import { leadFilterSchema, leadItemKey, type LeadFilter } from "~/kernel/lead-inbox";
import { ADMIN_PAGES } from "~/kernel/admin-pages";
import { LeadsError } from "~/kernel/refusals";
import { languageInEnglish, languageLabel } from "~/kernel/language-names";
import type { AdminArgs } from "./guard.server";

export const leadsAdminOf = ({ context }: Pick<AdminArgs, "context">) => context.get(servicesContext).leadsAdmin;

// The inbox filter names, as the export page's registry entry lists them (one list to keep).
const FILTER_KEYS = ADMIN_PAGES.leadsExport.query;

/** The inbox filter of a URL, the fields it had to drop, and the page number. */
export function filterOf(url: URL): { filter: LeadFilter; form: LeadsFilter; dropped: string[]; page: number } {
  const filter: Record<string, string | number> = {};
  const form: Record<string, string> = {};
  const dropped: string[] = [];
  for (const key of FILTER_KEYS) {
    const value = (url.searchParams.get(key) ?? "").trim();
    if (!value) continue;
    const parsed = leadFilterSchema.shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) {
      filter[key] = parsed.data;
      form[key] = String(parsed.data);
    } else dropped.push(key);
  }
  const page = Math.max(1, Math.min(100_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  return { filter: filter as LeadFilter, form, dropped, page };
}

/**
 * The item a lead registered for as the back office names it: its type's label and its title,
 * or its number once the item is deleted; null for none.
 */
export function registeredForOf(item: TitledLeadItem | null): string | null {
  if (!item) return null;
  const label = registrableOf(item.type)?.registrations.label ?? item.type;
  return `${label}: ${item.title ?? `#${item.id} (removed)`}`;
}

/** The inbox filter's choices of items: per type that has any, its label and its items with the filter's value of each. */
export function registrationsFilter(registeredFor: readonly RegisteredFor[]) {
  return registeredFor
    .filter((r) => r.items.length)
    .map((r) => ({
      type: r.type,
      label: r.label,
      items: r.items.map((i) => ({ key: leadItemKey({ type: r.type, id: i.id }), title: i.title })),
    }));
}

/** A refused form: its message, field errors and the values typed, with the service's status. */
export function leadsRefusal(error: unknown, intent: string, values: Record<string, string> = {}) {
  if (!(error instanceof LeadsError)) throw error;
  if (error.status === 403) throw data({ message: error.message }, { status: 403 });
  // A stale form answers 412 as the API does; the page shows the message and keeps what was typed.
  return data({ intent, formError: error.message, fieldErrors: error.fields, values }, { status: error.status });
}

export { splitAddresses } from "~/kernel/lead-inbox";

/**
 * The languages the inbox names (decision 0101): each configured locale and each locale a lead
 * was sent in, as [tag, its name in English, "Chinese (Simplified) — zh-Hans"], the default first; `manyLanguages` when the
 * inbox has more than one language to tell apart (more than one configured, or a lead in
 * another than the default).
 */
export function inboxLanguages(args: Pick<AdminArgs, "context">, sentIn: readonly string[]) {
  const configured = (args.context.get(servicesContext).config.LOCALES ?? []).map((l) => l.tag);
  const tags = [...new Set([...configured, ...sentIn])];
  const byDefault = configured[0] ?? "en";
  return {
    languages: tags.map((tag) => [tag, languageInEnglish(tag), languageLabel(tag)] as const),
    manyLanguages: configured.length > 1 || sentIn.some((tag) => tag !== byDefault),
  };
}
