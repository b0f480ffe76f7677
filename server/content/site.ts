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
import { json, time } from "../../app/kernel/rows.ts";
import { newest, pageCopy, settingsValue, type Kit } from "./kit.ts";
import { promotionRows } from "./promotions.ts";
import { recordShown } from "./scope.ts";
import type { Collections } from "./service.ts";

/** One public URL for sitemaps and feeds. */
export interface SitemapEntry {
  section: "news" | "cases" | "solutions" | "videos" | "qas" | "help";
  id: number;
  type: string | null;
  title: string;
  updatedAt: string;
}

/** Per category: how many items are published and when the newest of them was updated. */
export type ListDates = Map<string, { count: number; newest: string | undefined }>;

/** When the content each landing page shows last changed (ISO times); absent when nothing on it carries a time. */
export type LandingPageDates = Partial<Record<"home" | "price" | "promotion" | "service" | "partner" | "pm", string>>;

/** Sitemap sections with detail pages, in the order of the sitemap index. */
const DETAIL_SECTIONS = ["news", "cases", "solutions", "videos", "qas", "help"] as const;

type Dated = ReadonlyArray<{ updated_at: unknown }>;

/** The items that date the home and PM pages (home.ts homeItems, pm.ts pmCaseRows), not their blocks or plans. */
interface Sources extends Collections {
  homeItems(): Promise<readonly Dated[]>;
  pmCases(): Promise<Dated>;
}

export function siteMethods(kit: Kit, sources: Sources) {
  const { db, cached } = kit;
  const collections = [sources.news, sources.cases, sources.solutions, sources.videos, sources.qas] as const;
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
        };
      }),

    /** Category slugs with labels and published counts, for menus and filters. */
    getCategoryLists: (): Promise<CategoryLists> =>
      cached("categories", async () => {
        const [news, cases, solutions, videos, qas] = await Promise.all(collections.map((c) => c.countByType()));
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
          if (c) return (await c.everyPublished()).map((r) => ({ section: s, ...r }));
          const help = await db
            .selectFrom("help_articles")
            .select(["id", "title", "updated_at"])
            .where("published", "=", true)
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

    /**
     * Published items and newest update of each category of a collection, for the
     * sitemaps' list pages: one grouped query, cached like the entries.
     */
    getListDates: (section: "news" | "cases" | "solutions" | "videos" | "qas"): Promise<ListDates> =>
      cached(`sitemap:dates:${section}`, () => collections.find((c) => c.table === section)!.datesByType()),

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
        const [copy, home, pm, promotions, promotionsUpdated, servicesUpdated, partnersUpdated] = await Promise.all([
          pageCopy(kit),
          sources.homeItems(),
          sources.pmCases(),
          promotionRows(kit),
          newestUpdate("promotions"),
          newestUpdate("services"),
          newestUpdate("partners"),
        ]);
        // A promotion starting or ending changes the page (its status) without touching the row.
        const at = kit.now().toISOString();
        const transitions = promotions.flatMap((p) => [p.startsAt, p.endsAt]).filter((t) => t <= at);
        const shown = (items: Dated) => items.map((i) => i.updated_at);
        return {
          home: newest(home.flatMap(shown)),
          price: newest([copy.price?.updated]),
          promotion: newest([copy.promotion?.updated, promotionsUpdated, ...transitions]),
          service: newest([copy.service?.updated, servicesUpdated]),
          partner: newest([copy.partner?.updated, partnersUpdated]),
          pm: newest([copy.pm?.updated, ...shown(pm)]),
        };
      }),
  };
}
