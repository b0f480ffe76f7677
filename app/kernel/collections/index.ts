/**
 * Every content type's definition, in the admin's order (each definition's `position`). The
 * per-type lists of the kernel, the workflow, the change tags, search and the sitemaps are
 * read from this one.
 * Public pages' browser code never imports it (the JavaScript budgets): it holds every schema.
 */
import type { z } from "zod";
import type { ApiOf } from "./define.ts";
import { DEFINITIONS } from "../generated/collections.ts";

type Any = (typeof DEFINITIONS)[number];

/** A list in the order of its members' `position`. */
const byPosition = <T extends { position: number }>(list: readonly [T, ...T[]]) =>
  [...list].sort((a, b) => a.position - b.position) as [T, ...T[]];

/**
 * Found by file name (scripts/kernel-index.ts): every `<name>.ts` of this folder that exports
 * `defineCollection(...)`, in the order of their `position`.
 */
export const COLLECTIONS: readonly [Any, ...Any[]] = byPosition<Any>(DEFINITIONS);

/** A content type's name, as in the admin API (`/api/v1/admin/<type>`). */
export type ContentType = Any["name"];
/** The live tables of the content types. */
export type LiveTable = Any["table"];
/** Each type's document schema. */
export type SchemaOf = { [C in Any as C["name"]]: C["document"] };
/** Each type's document. */
export type DocumentOf = { [C in Any as C["name"]]: z.infer<C["document"]> };

/** The site search's sections: those the definitions' `search` name. */
export type SearchSection = NonNullable<Any["search"]>["section"];
/** The sitemap's sections of items, those the definitions' `sitemap` name ("pages", the landing pages, is the SEO router's). */
export type SitemapSection = NonNullable<Any["sitemap"]>["section"];

/** The types with public read endpoints of their own: those whose definition has an `api`. */
export type Readable = Extract<Any, { api: ApiOf }>;

export const COLLECTION_OF = Object.fromEntries(COLLECTIONS.map((c) => [c.name, c])) as {
  [C in Any as C["name"]]: C;
};

export type { ApiOf, Collection, HitPaths, RowShape, SearchOf, SitemapOf, SkinUrls } from "./define.ts";
