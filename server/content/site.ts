/**
 * What the whole site reads: its settings, the registration form's choices, the
 * category lists for menus, and what sitemaps and feeds need (every published
 * detail page, and when each landing page last changed).
 */
import {
  CATEGORY_LABELS,
  INDUSTRY_TYPES,
  NEWS_TYPES,
  QA_TYPES,
  VIDEO_TYPES,
} from "../../app/kernel/content-constants.ts";
import type { CategoryLists, RegisterOptions, SiteSettings } from "../../app/kernel/page-schemas.ts";
import { COLLECTIONS, type Readable } from "../../app/kernel/collections/index.ts";
import { bool, json, time } from "../../app/kernel/rows.ts";
import { newest, settingsValue, type Kit } from "./kit.ts";
import { promotionRows } from "./promotions.ts";
import { everyItemTag, listTag, recordDeps, recordShown } from "./scope.ts";
import type { Collections } from "./collection.ts";

import type { SitemapEntry } from "../../app/kernel/services/index.ts";

export type { SitemapEntry };

/** Per category: how many items are published and when the newest of them was updated. */
export type ListDates = Map<string, { count: number; newest: string | undefined }>;

/** When the content each landing page shows last changed (ISO times); absent when nothing on it carries a time. */
export type LandingPageDates = Partial<Record<"home" | "price" | "promotion" | "service" | "partner", string>> & {
  /** The published, indexable pages of the pages collection, by desktop router path ("/contact"). */
  blockPages?: Readonly<Record<string, string>>;
  /** Desktop router paths of the published pages whose document asks not to be indexed. */
  unindexed?: readonly string[];
};

/** Sitemap sections with detail pages, in the definitions' order (that of the sitemap index). */
const DETAIL_SECTIONS = COLLECTIONS.flatMap((c) => (c.sitemap ? [c.sitemap.section] : []));

/** The types read through the one collection reader: their section is their table. */
type ReadableTable = Readable["table"];

type Dated = ReadonlyArray<{ updated_at: unknown }>;

/** The items that date the home page (home.ts homeItems), not its blocks. */
interface Sources extends Collections {
  homeItems(): Promise<readonly Dated[]>;
}

export function siteMethods(kit: Kit, sources: Sources) {
  const { db, cached } = kit;
  const collections: Collection[] = COLLECTIONS.flatMap((c) => (c.api ? [sources[c.name as Readable["name"]]] : []));
  const kept = keptEntries(kit);
  return {
    getRegisterOptions: (): Promise<RegisterOptions> =>
      cached("settings:register", () =>
        settingsValue<RegisterOptions>(db, "register_options", { products: [], companySizes: [], regions: [] }),
      ),

    getSiteSettings: (): Promise<SiteSettings> =>
      cached("settings:site", async () => {
        const row = await db
          .selectFrom("site_settings")
          .selectAll()
          .where("published", "=", true)
          .orderBy("id")
          .executeTakeFirst();
        if (!row) throw new Error("site settings are missing; run npm run db:seed");
        return {
          siteName: row.site_name,
          companyName: row.company_name,
          tagline: row.tagline,
          contact: json<SiteSettings["contact"]>(row.contact),
          navigation: json<SiteSettings["navigation"]>(row.navigation),
          footer: json<SiteSettings["footer"]>(row.footer),
          social: json<SiteSettings["social"]>(row.social),
          synonyms: json<SiteSettings["synonyms"]>(row.synonyms),
          primaryCta: json<SiteSettings["primaryCta"]>(row.primary_cta),
        };
      }),

    /** Category slugs with labels and published counts, for menus and filters. */
    getCategoryLists: (): Promise<CategoryLists> =>
      cached("categories", async () => {
        const [news, cases, solutions, videos, qas] = await Promise.all(
          [sources.news, sources.cases, sources.solutions, sources.videos, sources.qas].map((c) => c.countByType()),
        );
        const lists = <T extends keyof typeof CATEGORY_LABELS>(
          types: readonly T[],
          c: Map<string, number> | undefined,
        ) => types.map((type) => ({ type, label: CATEGORY_LABELS[type], count: c?.get(type) ?? 0 }));
        return {
          news: lists(NEWS_TYPES, news),
          cases: lists(INDUSTRY_TYPES, cases),
          solutions: lists(INDUSTRY_TYPES, solutions),
          videos: lists(VIDEO_TYPES, videos),
          qas: lists(QA_TYPES, qas),
        };
      }),

    /** Every published detail page of one section (of all when absent), for sitemaps. */
    async listSitemapEntries(section?: SitemapEntry["section"]): Promise<SitemapEntry[]> {
      const of = (s: SitemapEntry["section"]) =>
        cached(`sitemap:${s}`, async (): Promise<SitemapEntry[]> => {
          const c = collections.find((x) => x.table === s);
          if (c) return kept.read(c);
          const help = await db
            .selectFrom("help_articles")
            .select(["id", "title", "updated_at"])
            .where("published", "=", true)
            .where("noindex", "=", false)
            .orderBy("id")
            .execute();
          return recordShown("help_articles", help).map((r) => ({
            section: s,
            id: r.id,
            type: null,
            title: r.title,
            updatedAt: time(r.updated_at),
          }));
        });
      return (await Promise.all((section ? [section] : DETAIL_SECTIONS).map(of))).flat();
    },

    /** A content change: the kept sitemap entries of the items it names are read again. */
    sitemapEntriesChanged: (types: readonly string[] | undefined) => kept.changed(types),

    /**
     * Published items and newest update of each category of a collection, for the
     * sitemaps' list pages: counted from the kept entries, so a publish costs no query
     * over the whole table (a grouped one took about 20 ms at 10,000 items).
     */
    getListDates: (section: ReadableTable): Promise<ListDates> =>
      cached(`sitemap:dates:${section}`, async () => {
        const dates: ListDates = new Map();
        for (const e of await kept.read(collections.find((c) => c.table === section)!)) {
          const type = e.type ?? "";
          const found = dates.get(type);
          if (!found) dates.set(type, { count: 1, newest: e.updatedAt });
          else {
            found.count++;
            if (found.newest === undefined || e.updatedAt > found.newest) found.newest = e.updatedAt;
          }
        }
        return dates;
      }),

    /** Newest content time of each landing page, for the sitemap's lastmod. */
    getLandingPageDates: (): Promise<LandingPageDates> =>
      cached("dates:landing", async () => {
        // Each item's time dates the page: an edit of any of them changes the sitemap.
        const newestUpdate = async (table: "promotions" | "services" | "partners") =>
          newest(
            recordShown(
              table,
              await db.selectFrom(table).select(["id", "updated_at"]).where("published", "=", true).execute(),
            ).map((r) => r.updated_at),
          );
        const publishedPages = async () =>
          recordShown(
            "pages",
            await db
              .selectFrom("pages")
              .select(["id", "path", "updated_at", "noindex"])
              .where("published", "=", true)
              .execute(),
          );
        const [home, promotions, promotionsUpdated, servicesUpdated, partnersUpdated, pages] = await Promise.all([
          sources.homeItems(),
          promotionRows(kit),
          newestUpdate("promotions"),
          newestUpdate("services"),
          newestUpdate("partners"),
          publishedPages(),
        ]);
        // A promotion starting or ending changes the page (its status) without touching the row.
        const at = kit.now().toISOString();
        const transitions = promotions.flatMap((p) => [p.startsAt, p.endsAt]).filter((t) => t <= at);
        const shown = (items: Dated) => items.map((i) => i.updated_at);
        // The pages whose words are documents are dated by them too (decision 0089).
        // A page that asks search engines to pass it by is no page of the sitemap.
        const indexed = pages.filter((p) => !bool(p.noindex));
        const blockPages = Object.fromEntries(indexed.map((p) => [`/${p.path}`, time(p.updated_at)]));
        return {
          // The home page's document dates it too (app/kernel/page-paths.ts HOME_PAGE_PATH).
          home: newest([...home.flatMap(shown), ...pages.filter((p) => p.path === "").map((p) => p.updated_at)]),
          price: blockPages["/price"],
          promotion: newest([blockPages["/promotion"], promotionsUpdated, ...transitions]),
          service: newest([blockPages["/service"], servicesUpdated]),
          partner: newest([blockPages["/partner"], partnersUpdated]),
          blockPages,
          unindexed: pages.filter((p) => bool(p.noindex)).map((p) => `/${p.path}`),
        };
      }),
  };
}

type Collection = Sources[Readable["name"]];

/** How long kept entries are trusted without a change naming them (a hand edit names none). */
const KEPT_ENTRIES_MS = 60_000;

interface Kept {
  byId: Map<number, SitemapEntry>;
  /** byId's entries by id, until the next change. */
  sorted: SitemapEntry[] | null;
  at: number;
  changed: Set<number>;
}

/**
 * The sitemap entries of each collection, kept across content changes: a change naming
 * items ("news:12") has only those read again, where reading every entry at 10,000 items
 * cost tens of milliseconds after each publish. A change naming a whole section, or
 * none, and entries older than a minute, are read in full. An unchanged item keeps its
 * entry object, so what the sitemaps derive from it can be kept too (server/seo).
 */
function keptEntries(kit: Kit) {
  const kept = new Map<string, Kept>();
  // Bumped by every change: a full read that a change raced is used once, not kept.
  let generation = 0;
  const entry = (section: SitemapEntry["section"], e: Omit<SitemapEntry, "section">): SitemapEntry => ({
    section,
    ...e,
  });
  return {
    async read(c: Collection): Promise<SitemapEntry[]> {
      const section = c.table;
      const now = kit.now().getTime();
      // What the sitemap lists, for the documents kept by what they read (server/seo.ts): the
      // section's membership and every item of it, as two tags.
      recordDeps([listTag(section), everyItemTag(section)]);
      let found = kept.get(section);
      if (!found || now - found.at > KEPT_ENTRIES_MS) {
        kept.delete(section);
        const started = generation;
        const all = (await c.everyPublished()).map((e) => entry(section, e));
        found = { byId: new Map(all.map((e) => [e.id, e])), sorted: all, at: now, changed: new Set() };
        if (generation === started) kept.set(section, found);
        return all;
      }
      if (found.changed.size) {
        const ids = [...found.changed];
        found.changed = new Set();
        const fresh = new Map((await c.everyPublished(ids)).map((e) => [e.id, entry(section, e)]));
        // The few changed entries are put in place: sorting 10,000 again cost more than the read.
        const sorted = found.sorted ? found.sorted.slice() : null;
        for (const id of ids) {
          const e = fresh.get(id);
          if (e) found.byId.set(id, e);
          else found.byId.delete(id);
          if (!sorted) continue;
          const at = indexById(sorted, id);
          const present = sorted[at]?.id === id;
          if (e) sorted.splice(at, present ? 1 : 0, e);
          else if (present) sorted.splice(at, 1);
        }
        found.sorted = sorted;
      }
      found.sorted ??= [...found.byId.values()].sort((a, b) => a.id - b.id);
      return found.sorted;
    },
    changed(types: readonly string[] | undefined): void {
      generation++;
      if (!types?.length || types.some((t) => !t.includes(":"))) return kept.clear();
      for (const [section, entry] of kept)
        for (const t of types) {
          if (!t.startsWith(`${section}:`)) continue;
          const id = Number(t.slice(section.length + 1));
          if (Number.isInteger(id)) entry.changed.add(id);
        }
    },
  };
}

/** Where `id` is, or would go, in entries sorted by id. */
function indexById(sorted: readonly SitemapEntry[], id: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]!.id < id) low = mid + 1;
    else high = mid;
  }
  return low;
}
