/**
 * The content service: the one way pages (through loaders) and the JSON API read
 * content. Only published items are ever returned. Results are cached in memory
 * (cache.ts) until the next content change (server/content-changes.ts).
 *
 * Lists return a Page of summaries; a page past the end comes back with no items
 * and the caller decides (pages answer 404). Details return null for unknown or
 * unpublished ids. Results are shared between callers: treat them as read-only.
 *
 * One module per content type (news.ts, cases.ts, ... site.ts) holds its reads,
 * and is where its writes go; the collections share collection.ts, and every
 * module shares the database, cache and media of kit.ts.
 */
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { createResultCache } from "./cache.ts";
import { caseCollection, caseMethods } from "./cases.ts";
import { helpMethods } from "./help.ts";
import { homeItems, homeMethods } from "./home.ts";
import { createKit, type Kit } from "./kit.ts";
import { newsCollection, newsMethods } from "./news.ts";
import { offeringMethods } from "./offerings.ts";
import { pageMethods } from "./pages.ts";
import { pageWords } from "./page-words.ts";
import { partnerMethods } from "./partners.ts";
import { priceMethods } from "./plans.ts";
import { promotionMethods } from "./promotions.ts";
import { qaCollection, qaMethods } from "./qas.ts";
import { siteMethods } from "./site.ts";
import { solutionCollection, solutionMethods } from "./solutions.ts";
import { videoCollection, videoMethods } from "./videos.ts";

interface ContentServiceOptions {
  /** BASE_PATH, for image URLs ("/" or "/site/"). */
  basePath: string;
  /** How long a cached result may be served; 0 disables the cache. */
  cacheTtlMs?: number;
  /** Clock, for promotion status (tests). */
  now?: () => Date;
}

export type ContentService = ReturnType<typeof createContentService>;

/** The five collections, for the pages that show items of several. */
export type Collections = ReturnType<typeof createCollections>;

const createCollections = (kit: Kit) => ({
  news: newsCollection(kit),
  cases: caseCollection(kit),
  solutions: solutionCollection(kit),
  videos: videoCollection(kit),
  qas: qaCollection(kit),
});

export function createContentService(db: Kysely<DB>, options: ContentServiceOptions) {
  const cache = createResultCache({ ttlMs: options.cacheTtlMs ?? 60_000 });
  const kit = createKit(db, options.basePath, options.now ?? (() => new Date()), cache);
  const collections = createCollections(kit);
  const home = homeMethods(kit, collections);
  const site = siteMethods(kit, {
    ...collections,
    homeItems: homeItems(kit, collections),
  });
  return {
    ...newsMethods(kit, collections.news),
    ...caseMethods(kit, collections.cases),
    ...solutionMethods(kit, collections.solutions, collections.cases),
    ...videoMethods(kit, collections.videos),
    ...qaMethods(kit, collections.qas),
    ...helpMethods(kit),
    ...partnerMethods(kit),
    ...home,
    ...priceMethods(kit),
    ...promotionMethods(kit),
    ...offeringMethods(kit),
    ...pageMethods(kit, { cases: collections.cases, home: home.getHomePage }),
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
