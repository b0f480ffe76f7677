/**
 * The one collection helper: what every type with public read endpoints (a definition
 * with an `api`) shares. Each is a table of published items with a category (`type`),
 * read newest first (publication time, then id, so the order is stable) or by its dates. Which types these are, their tables, categories and row codecs
 * come from their definitions (`api`, `read`: the summary's columns, a row's summary and its
 * detail's own fields); this file writes the queries once and gives the codecs their context.
 *
 * Lists and details are paged, built and cached here; how many related items a
 * detail lists, and whether its neighbours, is the definition's `api.related`. Writes to a collection (create, update, publish) belong here too, next
 * to the reads they must invalidate.
 */
import { sql, type Selectable, type SelectQueryBuilder } from "kysely";
import type { ApiOf } from "../../app/kernel/collections/define.ts";
import { COLLECTIONS, COLLECTION_OF, type Readable } from "../../app/kernel/collections/index.ts";
import type { DetailOf, ReadContext, ReadOf, SummaryOf } from "../../app/kernel/collections/read.ts";
import { SEO_TABLES } from "../../app/kernel/editorial-rows.ts";
import { count, time } from "../../app/kernel/rows.ts";
import { sanitizeBody } from "../../app/kernel/sanitize.ts";
import type { DB } from "../../db/schema.ts";
import { checkType, ContentQueryError, pageOf, paging, product, seoOf, validId, type Kit, type Media } from "./kit.ts";
import { itemTag, listTag, previewOf, previewRowFor, recordDeps, recordShown } from "./scope.ts";
import { markFallback } from "./translations.ts";
import type { ListQuery } from "../../app/kernel/services/index.ts";

type CollectionTable = Readable["table"];
export type Row<T extends CollectionTable> = Selectable<DB[T]>;
/** The definition of the type whose table is T (each of these types' name is its table). */
type DefinitionOf<T extends CollectionTable> = Extract<Readable, { table: T }>;
/** The categories of the type whose table is T, from its definition. */
type CategoryOf<T extends CollectionTable> = DefinitionOf<T>["api"]["categories"][number];
/** The columns its summary is built from, and its answers, as its definition says. */
type ColumnsOf<T extends CollectionTable> = DefinitionOf<T>["read"]["columns"][number] & keyof Row<T>;
type SummaryRow<T extends CollectionTable> = Pick<Row<T>, ColumnsOf<T>>;
type Summary<T extends CollectionTable> = SummaryOf<DefinitionOf<T>["api"]>;
type Detail<T extends CollectionTable> = DetailOf<DefinitionOf<T>["api"]>;

/** The collection of each readable type, by its name. */
export type Collections = { [C in Readable as C["name"]]: Collection<C["table"]> };
type Collection<T extends CollectionTable> = ReturnType<typeof createCollection<T>>;

/** The definitions of the types with public read endpoints. */
export const READABLE = COLLECTIONS.filter((c): c is Readable => c.api !== null);

/**
 * Every readable type's collection, by its name. A codec's context reads the media table
 * as the result being built has it, and other types' summaries through their own collections.
 */
export function createCollections(kit: Kit): Collections {
  const collections = {} as Record<string, Collection<CollectionTable>>;
  // One context per media table read (a cached result), not one per row.
  const contexts = new WeakMap<Media, ReadContext>();
  const context = (media: Media): ReadContext => {
    let found = contexts.get(media);
    if (!found) {
      found = {
        image: media.image,
        optionalImage: media.optionalImage,
        seo: (row) => seoOf(row, media),
        sanitize: sanitizeBody,
        product,
        fileUrl: (stored) => (/^https?:/.test(stored) ? stored : `${kit.base}${stored.replace(/^\/+/, "")}`),
        now: kit.now,
        summaries: async (of, ids) => {
          const other = collections[of.name]!;
          return (await other.byIds(ids)).map((r) => other.summary(r, media)) as never;
        },
      };
      contexts.set(media, found);
    }
    return found;
  };
  for (const c of READABLE) collections[c.name] = createCollection(kit, c.table, context);
  return collections as unknown as Collections;
}

// Kysely cannot follow a table name that is a type parameter, so the queries are
// built on the union of the collection tables, with the columns they all have
// (id, type, title, published, published_at, updated_at) and the spec's own
// columns; `rows` gives the results back the spec's row type.
type Builder = SelectQueryBuilder<DB, CollectionTable, object>;

function createCollection<T extends CollectionTable>(kit: Kit, table: T, context: (media: Media) => ReadContext) {
  type K = CategoryOf<T>;
  type C = ColumnsOf<T>;
  const { api, read } = COLLECTION_OF[table] as { api: ApiOf; read: ReadOf };
  const spec = {
    table,
    columns: read.columns as readonly C[],
    summary: (row: SummaryRow<T>, media: Media) => read.summary(row, context(media)) as Summary<T>,
    fields: (row: Row<T>, media: Media) => read.fields(row, context(media)),
  };
  // The categories a list may be filtered by.
  const categories: readonly string[] = api.categories;
  // Listed by its dates rather than its publication (`api.byDates`): a list shows those
  // not yet ended (`when: "upcoming"`, the default) soonest first, or those ended newest first.
  const byDates = "byDates" in api;
  const { db, cached } = kit;
  const from = () => db.selectFrom(spec.table as CollectionTable) as unknown as Builder;
  const published = () => from().where("published", "=", true);
  const summaries = () => published().select(spec.columns as unknown as Array<"id">);
  const newestFirst = (qb: Builder) => qb.orderBy("published_at", "desc").orderBy("id", "desc");
  // What a page shows is recorded for the page cache (scope.ts): the items, and the query
  // over the table (of one category or all), whose membership a publish changes.
  const shown = <R>(found: R[], category?: string) =>
    recordShown(spec.table, found as Array<R & { id: number }>, category) as R[];
  const rows = (qb: Builder, category?: string) =>
    (qb.execute() as Promise<Array<Pick<Row<T>, C>>>).then((found) => shown(found, category));
  const first = (qb: Builder, category?: string) =>
    (qb.executeTakeFirst() as Promise<Pick<Row<T>, C> | undefined>).then((found) => {
      shown(found ? [found] : [], category);
      return found;
    });

  // A summary of a row with no word of the reader's locale says so, wherever it is shown.
  const summary = (r: Pick<Row<T>, C>, media: Media) => markFallback<Summary<T>>(r, spec.summary(r, media));

  const self = {
    table: spec.table,
    /** The row codec of a summary, marked when the row fell back to the default locale's words. */
    summary,

    /** A page of published summaries, optionally of one category. Throws ContentQueryError for bad arguments. */
    list(query?: ListQuery<K>) {
      checkType(query?.type, categories);
      const pg = paging(query);
      if (query?.when !== undefined && (!byDates || !["upcoming", "past"].includes(query.when)))
        throw new ContentQueryError(`unknown list "${query.when}"`);
      const when = byDates ? (query?.when ?? "upcoming") : null;
      // The clock's minute: a list by dates changes as items end, and is kept a minute at most.
      const now = when && new Date(Math.floor(kit.now().getTime() / 60_000) * 60_000).toISOString();
      const inOrder = (qb: Builder) => {
        if (!when) return newestFirst(qb);
        const direction = when === "upcoming" ? "asc" : "desc";
        return qb.orderBy(sql.ref("starts_at"), direction).orderBy("id", direction);
      };
      // A preview of an item of this table shows its draft in the list too, uncached.
      const preview = previewOf(spec.table);
      const load = async () => {
        // One count and one page query.
        let qb = published();
        if (query?.type !== undefined) qb = qb.where("type", "=", query.type);
        if (when) qb = qb.where(sql.ref("ends_at"), when === "upcoming" ? ">" : "<=", now);
        const read = async () => {
          const total = count((await qb.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst())?.n);
          shown([], query?.type);
          const offset = (pg.page - 1) * pg.pageSize;
          if (offset >= total) return { found: [], total };
          const found = await rows(
            inOrder(qb.select(spec.columns as unknown as Array<"id">))
              .limit(pg.pageSize)
              .offset(offset),
            query?.type,
          );
          return { found, total };
        };
        const [media, { found, total }] = await Promise.all([kit.media(), read()]);
        return pageOf(
          found.map((r) =>
            preview && (r as { id: number }).id === preview.id
              ? spec.summary(preview.row as unknown as typeof r, media)
              : summary(r, media),
          ),
          total,
          pg,
        );
      };
      const key = `${spec.table}:list:${query?.type ?? ""}:${pg.page}:${pg.pageSize}${when ? `:${when}:${now}` : ""}`;
      return preview ? load() : cached(key, load);
    },

    /** The published row `id` made into a detail by `build`, cached; null for an unknown or unpublished id. */
    get<D>(id: number, build: (row: Row<T>) => Promise<D>) {
      if (!validId(id)) return Promise.resolve(null);
      // A preview shows the draft in place of the live row, for this request only and never cached.
      const draft = previewRowFor(spec.table, id);
      if (draft) return build(draft as Row<T>);
      return cached(`${spec.table}:${id}`, async () => {
        recordDeps([itemTag(spec.table, id)]);
        const row = await from().selectAll().where("id", "=", id).where("published", "=", true).executeTakeFirst();
        return row ? build(row as Row<T>) : null;
      });
    },

    /** Up to `limit` other published items, newest first: of the same category, or any with that category first. */
    related(row: Row<T>, limit: number, sameCategoryFirst = false) {
      const { id, type } = row as { id: number; type: string };
      if (sameCategoryFirst) {
        return rows(
          newestFirst(
            summaries()
              .where("id", "<>", id)
              .orderBy(sql`case when type = ${type} then 0 else 1 end`),
          ).limit(limit),
        );
      }
      return rows(newestFirst(summaries().where("type", "=", type).where("id", "<>", id)).limit(limit), type);
    },

    /** The published neighbours of an item in its category's order: [newer, older]. */
    neighbours(row: Row<T>) {
      const { id, type } = row as { id: number; type: string };
      const at = time((row as { published_at: unknown }).published_at);
      const inType = summaries().where("type", "=", type);
      const newer = inType
        .where((eb) => eb.or([eb("published_at", ">", at), eb.and([eb("published_at", "=", at), eb("id", ">", id)])]))
        .orderBy("published_at", "asc")
        .orderBy("id", "asc")
        .limit(1);
      const older = newestFirst(
        inType.where((eb) =>
          eb.or([eb("published_at", "<", at), eb.and([eb("published_at", "=", at), eb("id", "<", id)])]),
        ),
      ).limit(1);
      return Promise.all([first(newer, type), first(older, type)]);
    },

    /** The newest published items whose columns have the given values. */
    newest(limit: number, where: Partial<Record<"featured" | "product" | "type", unknown>> = {}) {
      let qb = summaries();
      for (const [column, value] of Object.entries(where)) qb = qb.where(column as "id", "=", value as number);
      return rows(newestFirst(qb).limit(limit));
    },

    /** Published items in the order of `ids`; unknown and unpublished ids are left out. */
    async byIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      // Chosen by id: only those items can change what this shows.
      recordDeps(ids.map((id) => itemTag(spec.table, id)));
      const found = (await summaries().where("id", "in", ids).execute()) as Array<Pick<Row<T>, C>>;
      const byId = new Map(found.map((r) => [(r as { id: number }).id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** Published items per category. */
    async countByType() {
      recordDeps([listTag(spec.table)]);
      const found = await published()
        .select(["type", (eb) => eb.fn.countAll().as("n")])
        .groupBy("type")
        .execute();
      return new Map(found.map((r) => [r.type, count(r.n)]));
    },

    /**
     * Every published item, by id, for sitemaps (which date each: an edit of any changes
     * them); with `ids`, those of them still published (nothing recorded: the caller
     * records the whole list it keeps).
     */
    async everyPublished(ids?: readonly number[]) {
      let query = published().select(["id", "type", "title", "updated_at"]).orderBy("id");
      // A page asking not to be indexed is not offered to search engines either.
      if (SEO_TABLES.includes(spec.table)) query = query.where(sql<boolean>`noindex`, "=", false);
      const found = await (ids ? query.where("id", "in", ids) : query).execute();
      return found.map((r) => ({ id: r.id, type: r.type, title: r.title, updatedAt: time(r.updated_at) }));
    },
  };
  return {
    ...self,
    /**
     * The published item `id` with its body, its own fields and the related items its
     * definition asks for; null for an unknown or unpublished id.
     */
    detail(id: number): Promise<Detail<T> | null> {
      const { count: limit, sameCategoryFirst = false, neighbours = false } = api.related;
      return self.get(id, async (r) => {
        const [media, others, around] = await Promise.all([
          kit.media(),
          self.related(r, limit, sameCategoryFirst),
          neighbours ? self.neighbours(r) : null,
        ]);
        const other = (x: Pick<Row<T>, C>) => summary(x, media);
        const detail = {
          // The item's own language is the page's notice's business, not a mark.
          ...spec.summary(r, media),
          bodyHtml: media.body((r as { body_html: string }).body_html),
          ...(await spec.fields(r, media)),
          related: others.map(other),
          ...(around && { newer: around[0] ? other(around[0]) : null, older: around[1] ? other(around[1]) : null }),
        };
        // The fields above are the type's; router.test.ts checks every answer against the component.
        return detail as Detail<T>;
      });
    },
  };
}
