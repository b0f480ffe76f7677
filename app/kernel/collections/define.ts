/**
 * What a content type is, said once: its document (zod), how the document sits in its
 * live table, its labels, list columns, cache tags, URLs on both skins, which search
 * and sitemap section it feeds, and for a type read by the public its endpoints and row
 * codec (`api`, `read`). Everything kept per type elsewhere (the admin's lists
 * and forms, the workflow's registry, change tags, sitemaps, search) is read from these
 * definitions (./index.ts lists them).
 *
 * Kernel only: the admin's browser bundles read the document schemas, so nothing here
 * reaches the database or the server. Server hooks of a type (whether it is in use,
 * whether it must stay live) live in server code, keyed by the type's name.
 */
import type { z } from "zod";
import type { ChoosableLeadField } from "../lead-fields.ts";
import type { PageKey } from "../pages.ts";
import type { Area } from "../ui-strings/catalog.ts";
import type { ReadOf } from "./read.ts";
import type { SelectedRowOf } from "./table-row.ts";

/** Router paths of a page on each skin; null where the mobile skin has no twin. */
export interface SkinUrls {
  desktop: string;
  mobile: string | null;
}

/** How a type's document sits in its live table. Documents are the row's columns in camelCase (`body` is body_html). */
export interface RowShape<T extends string = string> {
  table: T;
  /** Columns holding JSON, booleans and times. */
  json: readonly string[];
  bools: readonly string[];
  timestamps: readonly string[];
  /**
   * For a type sharing its table with others (page blocks): the columns that pick
   * its rows. Lists and reads filter on them, new items get them; never in the document.
   */
  scope: Readonly<Record<string, string>>;
  /** Columns outside the document, with the value a new item gets. */
  extra: Readonly<Record<string, unknown>>;
}

export interface Collection<
  N extends string = string,
  T extends string = string,
  D extends z.ZodType = z.ZodType,
  A extends ApiOf | null = ApiOf | null,
  R extends ReadOf | null = ReadOf | null,
> extends RowShape<T> {
  /** The type's name in the admin API (`/api/v1/admin/<name>`) and the admin's URLs. */
  name: N;
  /** Plural label, for headings and the navigation. */
  label: string;
  /**
   * Where the type stands in the list of definitions (./index.ts): the admin's order, and that
   * of the lists read from it (search sections, seed, tables). Found by file name, the
   * definitions are sorted by it; no two share one.
   */
  position: number;
  /** The document an editor changes: the one source for the form, the API and the write path. */
  document: D;
  /**
   * Document keys holding words, which a second language translates; every other key
   * (prices, dates, images, ids, flags, paths) is shared by the languages.
   */
  localised: readonly string[];
  /** The column searched and shown as the item's name. */
  titleColumn: "title" | "name" | "site_name";
  /** The second column the admin list's search looks in. */
  searchColumn: "summary" | "tagline" | "description" | "body_html" | "path";
  /** The column of the admin list's category filter, if any. */
  categoryColumn: "type" | "tier" | "category_id" | "parent_id" | "kind" | null;
  /** One item that always exists and stays live (site settings): no create, unpublish or delete. */
  singleton: boolean;
  /** The table has published_at and updated_at (Publishable), or updated_at only, or neither. */
  times: "both" | "updated" | "none";
  /** The page-cache tags a change drops (server/page-cache/keys.ts adds "home"). */
  tags: readonly string[];
  /**
   * For a table whose reads record the items and queries they show (server/content/scope.ts):
   * the columns besides the category that decide which lists an item is in and where. Null
   * for a table shown whole on its pages (only a publication changes what they show) or
   * read per page (blocks).
   */
  listColumns: readonly string[] | null;
  /**
   * Router paths of the item's own page, or null when it has none; a page of blocks lives
   * at its document's path, so its URLs need the document.
   */
  urls: ((id: number, document?: unknown) => SkinUrls | null) | null;
  /** A page that lists the type, for previews of types without a page of their own. */
  listUrl: SkinUrls;
  /** How its published items are found by the site search, if they are. */
  search: SearchOf | null;
  /** The sitemap section listing its published items' pages, if any. */
  sitemap: SitemapOf | null;
  /**
   * Its own entry in the back office's navigation (app/routes/admin/nav.server.ts), if it
   * has one besides "All content": its group, its place among the group's types (they come
   * first in it), and the entry's label when it is not the type's.
   */
  nav: { group: "Content" | "Site"; order: number; label?: string } | null;
  /**
   * Its public read endpoints, if it has its own. Kept literal (the method names), so the
   * content service's readers of these types are derived from, and checked against, it.
   */
  api: A;
  /** With `api`, its row codec: how a row of its table becomes the answers `api.components` name (./read.ts). */
  read: R;
  /** Whether its items take registrations through their page's lead form, and how. */
  registrations: RegistrationsOf | null;
  /** A feed of its list besides the sitemaps (server/seo.ts), if it has one; needs `api`. */
  feed: FeedOf | null;
  /** A file of each item served beside the item's page (server/seo.ts), if it has one; needs `api`. */
  itemFile: ItemFileOf | null;
}

/**
 * Items a visitor registers for through the lead form on the item's page (decision 0114): a
 * lead sent from that page records the item (`leads.item_type`, `item_id`) while it is
 * published, and the inbox shows, filters and exports it. The type's table has `published`.
 */
export interface RegistrationsOf {
  /** The item's page in the registry (app/kernel/pages.ts), its `:id` the item's, on both skins. */
  page: PageKey;
  /** One item as the back office names it on a lead and in the inbox's filter. */
  label: string;
  /** What the registration form asks besides name, email and consent. */
  fields: readonly ChoosableLeadField[];
  /** The column the inbox's filter lists the items by, latest first. */
  listedBy: string;
}

/**
 * An RSS 2.0 feed of the first page of the type's list as its `api.list` reads it by default,
 * at `path` and under each other locale's prefix; each item links to its page, is dated by its
 * publication and filed under its category's label. The channel's words are keys of an area of
 * the interface words, so each locale's feed is in its language.
 */
export interface FeedOf {
  /** The router path ("/feeds/<name>.xml"); the list pages name it too (app/kernel/links.ts). */
  path: string;
  /**
   * The channel's title and description, and, if the type names its categories in its own words,
   * the key of their table in the area (else an item is filed under the `labels` area's name).
   */
  words: { area: Area; title: string; description: string; categories?: string };
  /** An item's description, from its summary (the type's `api.components.summary`). */
  describe(summary: never): string;
}

/**
 * A file of one item at its page's desktop router path with `ending` (an iCalendar file's ".ics"), and
 * under each other locale's prefix, written from its detail (the type's `api.components.detail`).
 */
export interface ItemFileOf {
  ending: string;
  contentType: string;
  /** The interface words `write` is given, in the locale of the request. */
  area: Area;
  write(detail: never, context: ItemFileContext): string;
}

export interface ItemFileContext {
  /** The item page's absolute URL. */
  url: string;
  /** The site's host name ("brightlane.example"). */
  host: string;
  words: Readonly<Record<string, unknown>>;
  now: Date;
}

type Component = readonly [id: string, schema: z.ZodType];

/**
 * A type's public read endpoints (server/api/endpoints.ts) and their OpenAPI components: a
 * paged list under `path`, filtered by category, and one item at `path/:id`, each calling the
 * content service's method of that name.
 */
export interface ApiOf {
  path: string;
  tag: string;
  /** Its categories, and what they are of, for the list's `type` parameter ("Industry category"). */
  categories: readonly [string, ...string[]];
  categoryOf: string;
  /** The content service's methods (server/content/service.ts) and the operations' summaries. */
  list: readonly [operation: string, summary: string];
  get: readonly [operation: string, summary: string];
  /**
   * The related items an item's detail lists: how many, of its category or (`sameCategoryFirst`)
   * of any with its category's first; with `neighbours`, its newer and older neighbours too.
   */
  related: { count: number; sameCategoryFirst?: boolean; neighbours?: boolean };
  /**
   * Listed by its dates (`starts_at`, `ends_at`) rather than its publication: the list takes
   * `when`, "upcoming" (the default, soonest first) or "past" (newest first), and the content
   * service's reader lists so.
   */
  byDates?: true;
  /**
   * The answers' components, in the document's order: those the summary and detail refer
   * to, the list's item, the detail, and the name of the list's page.
   */
  components: { parts: readonly Component[]; summary: Component; detail: Component; page: string };
}

/**
 * The site-search section a type's items are found in (server/search/indexer.ts); the
 * sections, their order (the definitions') and their names are read from these
 * (app/kernel/search-sections.ts).
 */
export interface SearchOf<S extends string = string> {
  /** The section's name in the index, the API and the search page's address; kept literal. */
  section: S;
  /**
   * For a type whose table's triggers feed the index (db/search-migration.ts): the section's
   * number in the index's document ids, stored with them, so never changed or reused.
   */
  code?: number;
  /**
   * What is searched besides the title, summary and body, in order: a text column, every
   * string of a JSON column, or the string at a path inside one ("details.quote.text").
   */
  text?: readonly string[];
  /** The section's name shown to visitors: a key of an area of the interface words, so each locale says it in its own. */
  words: { area: Area; label: string };
  /**
   * A hit's router paths, when they are not the item's own page (the type's `urls`); `type`
   * is the index entry's type (its category, or what a page of blocks is found by).
   */
  paths?: (id: number, type: string) => HitPaths;
}

/** Where a search hit leads: its desktop router path, and its mobile twin's if it has one. */
export interface HitPaths {
  path: string;
  mobilePath: string | null;
}

/**
 * A sitemap section of a type's items (server/seo/sitemaps.ts): the section's name, the
 * pages-collection document holding its list's words (decision 0090), and its pages.
 */
export interface SitemapOf<S extends string = string> {
  /** Kept literal: the sitemap entries' sections are the union of these (./index.ts). */
  section: S;
  listDocument: string;
  /** A page before the lists, shown whatever the list document says ("/solution"). */
  landing?: string;
  /**
   * The list pages (page 1, 2...): of every item (`all`), then of each category. A list
   * document asking not to be indexed leaves them out.
   */
  lists?: {
    all?: (page: number) => string;
    categories: readonly string[];
    path: (category: string, page: number) => string;
  };
  /** The path of an item's own page. */
  item?: (id: number) => string;
}

type Defaulted =
  | "json"
  | "bools"
  | "timestamps"
  | "scope"
  | "extra"
  | "searchColumn"
  | "singleton"
  | "urls"
  | "search"
  | "sitemap"
  | "api"
  | "nav"
  | "listColumns"
  | "registrations"
  | "feed"
  | "itemFile";

/**
 * The column kinds and workflow times a definition names, kept literal: the table's row type
 * (db/schema.ts) is derived from the document and these.
 */
export interface ColumnKinds<
  J extends readonly string[] = readonly string[],
  B extends readonly string[] = readonly string[],
  S extends readonly string[] = readonly string[],
  M extends Collection["times"] = Collection["times"],
> {
  json: J;
  bools: B;
  timestamps: S;
  times: M;
}

/**
 * The search and sitemap sections a definition names, kept literal (`never` without one): the
 * sections' unions (./index.ts) are derived from them.
 */
export interface Sections<Q extends string = string, P extends string = string> {
  search: SearchOf<Q> | null;
  sitemap: SitemapOf<P> | null;
}

/** The row codec a definition with an `api` must have, over its table's row; none without. */
type ReadField<A, Row, K extends keyof Row> = A extends ApiOf ? { read: ReadOf<Row, K, A> } : { read?: null };
type ReadResult<A, Row, K extends keyof Row> = A extends ApiOf ? ReadOf<Row, K, A> : null;

/** A content type's definition, with what most types share filled in. */
export function defineCollection<
  const N extends string,
  const T extends string,
  D extends z.ZodType,
  const A extends ApiOf | null = null,
  const J extends readonly string[] = readonly [],
  const B extends readonly string[] = readonly [],
  const S extends readonly string[] = readonly [],
  const M extends Collection["times"] = Collection["times"],
  const Q extends string = never,
  const P extends string = never,
  const K extends keyof Row & string = never,
  Row = SelectedRowOf<{ document: D; json: J; bools: B; timestamps: S; times: M }>,
>(
  definition: Omit<Collection<N, T, D, A>, Defaulted | "localised" | "times" | "read"> &
    Partial<Pick<Collection<N, T, D, A>, Exclude<Defaulted, keyof ColumnKinds | keyof Sections>>> &
    Partial<Omit<ColumnKinds<J, B, S>, "times">> &
    Partial<Sections<Q, P>> & {
      times: M;
      localised: readonly (keyof z.infer<D> & string)[];
    } & ReadField<A, Row, K>,
): Collection<N, T, D, A, ReadResult<A, Row, K>> & ColumnKinds<J, B, S, M> & Sections<Q, P> {
  // Absent kinds are empty: the defaults' types are the empty lists J, B and S default to.
  return {
    json: [] as readonly string[] as J,
    bools: [] as readonly string[] as B,
    timestamps: [] as readonly string[] as S,
    scope: {},
    extra: {},
    searchColumn: "summary",
    singleton: false,
    urls: null,
    search: null,
    sitemap: null,
    api: null as A,
    nav: null,
    listColumns: null,
    registrations: null,
    feed: null,
    itemFile: null,
    ...definition,
    // There when the `api` is (ReadField), which the spread cannot tell.
    read: ((definition as { read?: unknown }).read ?? null) as ReadResult<A, Row, K>,
  };
}

/** The keys of a type's document (its schema is an object, refined or not). */
export function documentKeys(collection: Pick<Collection, "document">): string[] {
  return Object.keys((collection.document as unknown as { shape: Record<string, unknown> }).shape);
}
