/**
 * The content types whose items take registrations (decision 0114): a lead sent from one of
 * their items' pages is for that item. The leads code reads them from here, never by name,
 * so a new such type is its definition's `registrations` and nothing in the leads.
 * Server and back office only: it holds every definition (./index.ts).
 */
import { PAGES, type PageEntry } from "../pages.ts";
import { matchTemplate } from "../path-template.ts";
import type { Collection, RegistrationsOf } from "./define.ts";
import { COLLECTIONS } from "./index.ts";

/** A type whose items take registrations. */
export type Registrable = Collection & { registrations: RegistrationsOf };

export const REGISTRABLE: readonly Registrable[] = (COLLECTIONS as readonly Collection[]).filter(
  (c): c is Registrable => c.registrations !== null,
);

/** The registrable type of that name, if it is one. */
export function registrableOf(type: string): Registrable | undefined {
  return REGISTRABLE.find((c) => c.name === type);
}

/**
 * The item whose page `page` is, on either skin (its desktop or mobile path), with its
 * type: a lead sent from that page's form registers for it. Null for any other page.
 */
export function registrationOfPage(page: string | null): { type: Registrable; id: number } | null {
  if (page === null) return null;
  for (const type of REGISTRABLE) {
    const { desktop, mobile }: PageEntry = PAGES[type.registrations.page];
    for (const url of [desktop, mobile]) {
      const id = url && matchTemplate(url.path, page, new URLSearchParams())?.id;
      if (id) return { type, id: Number(id) };
    }
  }
  return null;
}
