/**
 * The content service: the one way pages (through loaders) and the JSON API read
 * content. Only published items are ever returned. Results are cached in memory
 * (cache.ts) until the next content change (server/content-changes.ts).
 *
 * Lists return a Page of summaries; a page past the end comes back with no items
 * and the caller decides (pages answer 404). Details return null for unknown or
 * unpublished ids. Results are shared between callers: treat them as read-only.
 *
 * The types with public read endpoints are read by collection.ts through their
 * definitions (`api`, `read`); each other part of the content (help.ts, pages.ts,
 * ... site.ts) has a module holding its reads, and is where its writes go. Every
 * module shares the database, cache and media of kit.ts.
 */
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { COLLECTION_OF, type ContentType, type Readable } from "../../app/kernel/collections/index.ts";
import { createResultCache } from "./cache.ts";
import { createCollections, READABLE, type Collections } from "./collection.ts";
import { contentLocale } from "./scope.ts";
import { itemLanguage, translationOverlay, translationsByTable, type LocaleTranslations } from "./translations.ts";
import { helpMethods } from "./help.ts";
import { homeItems, homeMethods } from "./home.ts";
import { createKit } from "./kit.ts";
import { offeringMethods } from "./offerings.ts";
import { pageMethods } from "./pages.ts";
import { pageWords } from "./page-words.ts";
import { partnerMethods } from "./partners.ts";
import { priceMethods } from "./plans.ts";
import { promotionMethods } from "./promotions.ts";
import { siteMethods } from "./site.ts";
import { videoMethods } from "./videos.ts";

interface ContentServiceOptions {
  /** BASE_PATH, for image URLs ("/" or "/site/"). */
  basePath: string;
  /** How long a cached result may be served; 0 disables the cache. */
  cacheTtlMs?: number;
  /** Clock, for promotion status (tests). */
  now?: () => Date;
}

export type ContentService = ReturnType<typeof createContentService>;

/** Each collection's list and detail, under the names its definition's `api` gives them. */
type ReadMethods = { [C in Readable as C["api"]["list"][0]]: Collections[C["name"]]["list"] } & {
  [C in Readable as C["api"]["get"][0]]: Collections[C["name"]]["detail"];
};
const readMethods = (collections: Collections) =>
  Object.fromEntries(
    READABLE.flatMap((c) => [
      [c.api.list[0], collections[c.name].list],
      [c.api.get[0], collections[c.name].detail],
    ]),
  ) as ReadMethods;

export function createContentService(db: Kysely<DB>, options: ContentServiceOptions) {
  const cache = createResultCache({ ttlMs: options.cacheTtlMs ?? 60_000 });
  // A locale's published words, read once per content version for every row of its pages.
  const translations = (tag: string) =>
    cache.get(`translations|${tag}`, async (): Promise<LocaleTranslations> =>
      translationsByTable(
        await db
          .selectFrom("live_translations")
          .select(["type", "item_id", "fields"])
          .where("locale", "=", tag)
          .execute(),
      ),
    );
  const kit = createKit(
    db.withPlugin(translationOverlay(translations)),
    options.basePath,
    options.now ?? (() => new Date()),
    cache,
  );
  const collections = createCollections(kit);
  const home = homeMethods(kit, collections);
  const site = siteMethods(kit, {
    ...collections,
    homeItems: homeItems(kit, collections),
  });
  return {
    ...readMethods(collections),
    ...videoMethods(kit, collections.videos),
    ...helpMethods(kit),
    ...partnerMethods(kit),
    ...home,
    ...priceMethods(kit),
    ...promotionMethods(kit),
    ...offeringMethods(kit),
    ...pageMethods(kit, { cases: collections.cases, home: home.getHomePage }),
    /**
     * The language the item's words are shown in to this request: its locale's when a
     * translation of it is published, else the fallback's; undefined in the default locale.
     */
    languageOf: async (type: ContentType, id: number): Promise<string | undefined> => {
      const locale = contentLocale();
      return locale && itemLanguage(translations, locale, COLLECTION_OF[type].table, id);
    },
    getPageWords: (path: string, fallbackTitle: string) => pageWords(kit, path, fallbackTitle),
    ...site,
    images: async (pictures: ReadonlyArray<{ key: string; alt: string }>) => {
      const m = await kit.media();
      return pictures.map((p) => m.image(p.key, p.alt));
    },
    /**
     * Drops every cached result (server/services.ts calls it on every content change with
     * the change's names); the sitemap entries are read again only for the items named.
     */
    invalidate: (types?: readonly string[]) => {
      cache.invalidate();
      site.sitemapEntriesChanged(types);
    },
  };
}
