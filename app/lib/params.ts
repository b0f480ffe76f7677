/**
 * Route parameter parsing for loaders. Every helper either returns a clean value or
 * throws a 404 response, so a malformed URL (letters, signs, leading zeros, huge
 * numbers, unknown categories) shows the 404 page and never reaches the database.
 */
import { data } from "react-router";
import { z } from "zod";
import type { Page } from "~/kernel/content-schemas";

/** Largest id any content table hands out; anything longer is not an id of ours. */
export const MAX_ID = 2_147_483_647;
/** No list is anywhere near this long; it only bounds the number parsing. */
const MAX_PAGE = 10_000;

const positiveInt = (max: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));

const idSchema = positiveInt(MAX_ID);
const pageSchema = positiveInt(MAX_PAGE);

export function notFound(): never {
  throw data(null, { status: 404 });
}

/** A positive integer id without sign or leading zeros, else 404. */
export function parseId(value: string | undefined): number {
  const parsed = idSchema.safeParse(value);
  return parsed.success ? parsed.data : notFound();
}

/** An optional page number: absent means 1; "1" is accepted (its canonical URL omits it). */
export function parsePage(value: string | undefined): number {
  if (value === undefined) return 1;
  const parsed = pageSchema.safeParse(value);
  return parsed.success ? parsed.data : notFound();
}

/** One of the known category slugs, else 404. */
export function parseType<const T extends string>(value: string | undefined, allowed: readonly T[]): T {
  const parsed = z.enum(allowed as [T, ...T[]]).safeParse(value);
  return parsed.success ? parsed.data : notFound();
}

/** 404 when a page number lies past the end of a list (page 1 of an empty list is fine). */
export function assertPageInRange(page: number, totalPages: number): void {
  if (page > Math.max(1, totalPages)) notFound();
}

/**
 * The loader of a desktop category list (/<list>/:type/:page?): the category and the
 * page from the path, that page of the list, and a 404 for an unknown category, a
 * malformed page or one past the end.
 */
export async function loadCategoryPage<K extends string, T>(
  params: { type?: string; page?: string },
  types: readonly K[],
  load: (query: { type: K; page: number }) => Promise<Page<T>>,
): Promise<{ type: K; list: Page<T> }> {
  const type = parseType(params.type, types);
  const page = parsePage(params.page);
  const list = await load({ type, page });
  assertPageInRange(page, list.totalPages);
  return { type, list };
}
