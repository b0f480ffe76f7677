/**
 * The services as route modules and app/lib see them through React Router's context
 * (app/lib/context.server.ts): interfaces only, no server code. The server's services
 * (server/services.ts) must satisfy them, which the compiler checks there, so a route
 * depends on what it calls and never on how the server does it.
 */
import type { SiteLocale } from "../locales.ts";
import type { Logger } from "pino";
import type { z } from "zod";
import type { ContentType, Readable, SearchSection, SitemapSection } from "../collections/index.ts";
import type { ContentImage, HelpArticleDetail, HelpArticleSummary, HelpHome, Page } from "../content-schemas.ts";
import type { VideoSummary } from "../collections/videos.answers.ts";
import type { HomePage, PartnerPage, PricePage, PromotionPage, ServicePage, SiteSettings } from "../page-schemas.ts";
import type { BlockPage, PageWords } from "../page-blocks.ts";
import type { SearchResponse } from "../search-types.ts";
import type { AccountsService, AuditService } from "./accounts.ts";
import type { AnalyticsService } from "./analytics.ts";
import type { EditorialService } from "./editorial.ts";
import type { LeadsBackOfficeService } from "./lead-inbox.ts";
import type { LeadsService } from "./leads.ts";
import type { MediaLibraryService } from "./media.ts";

/** What every list method of the content service takes; page is 1-based. */
export interface ListQuery<K extends string = string> {
  type?: K;
  /** Of a type listed by its dates (its definition's `api.byDates`): those not yet over (the default), soonest first, or those over, newest first. */
  when?: "upcoming" | "past";
  page?: number;
  pageSize?: number;
}

/** The published content the pages read; null for an unknown or unpublished id. */
/** One public URL for sitemaps, feeds and the back office's page picker. */
export interface SitemapEntry {
  section: SitemapSection;
  id: number;
  type: string | null;
  title: string;
  updatedAt: string;
}

/**
 * The list and the detail of each type with public read endpoints of its own, under the
 * names its definition's `api` gives them, answering its OpenAPI components.
 */
type CollectionReaders = {
  [C in Readable as C["api"]["list"][0]]: (
    query?: ListQuery<C["api"]["categories"][number]>,
  ) => Promise<Page<z.infer<C["api"]["components"]["summary"][1]>>>;
} & {
  [C in Readable as C["api"]["get"][0]]: (id: number) => Promise<z.infer<C["api"]["components"]["detail"][1]> | null>;
};

export interface ContentReader extends CollectionReaders {
  /** The language an item's words are shown in to this request (its translation's or its fallback's); undefined in the default locale. */
  languageOf(type: ContentType, id: number): Promise<string | undefined>;
  featuredVideos(limit: number): Promise<VideoSummary[]>;
  getHelpHome(): Promise<HelpHome>;
  listHelpArticles(query?: {
    categoryId?: number;
    page?: number;
    pageSize?: number;
  }): Promise<Page<HelpArticleSummary> | null>;
  getHelpArticle(id: number): Promise<HelpArticleDetail | null>;
  getHomePage(): Promise<HomePage>;
  getPricePage(): Promise<PricePage>;
  getPromotionPage(): Promise<PromotionPage>;
  getServicePage(): Promise<ServicePage>;
  getPartnerPage(): Promise<PartnerPage>;
  /** The published page of blocks at `path` (no leading slash), or null. */
  getBlockPage(path: string): Promise<BlockPage | null>;
  /** The paths (no leading slash) of every published page of blocks, in order. */
  listBlockPagePaths(): Promise<string[]>;
  /**
   * The words of a registry page whose route shows live content around them: its document
   * at `path` (app/kernel/pages.ts DOCUMENT_PAGES); `fallbackTitle` without one.
   */
  getPageWords(path: string, fallbackTitle: string): Promise<PageWords>;
  /** Seed or library pictures by media key, as responsive images with the alt text given. */
  images(pictures: ReadonlyArray<{ key: string; alt: string }>): Promise<ContentImage[]>;
  /** The published site settings: the chrome's contact details. */
  getSiteSettings(): Promise<SiteSettings>;
  listSitemapEntries(section?: SitemapEntry["section"]): Promise<SitemapEntry[]>;
}

export interface SearchParams {
  q: unknown;
  section?: SearchSection | null;
  page?: number;
  pageSize?: number;
  /** A configured locale's tag: search its entries (decision 0109); the request's locale without it. */
  locale?: string;
}

/** Site search over the content and the whole pages. */
export interface SearchReader {
  search(params: SearchParams): Promise<SearchResponse>;
}

/** What the routes reach of the services, each through `context.get(servicesContext)`. */
export interface RouteServices {
  /** LOCALES absent: the default locale alone (decision 0096). */
  config: { readonly SITE_URL: string; readonly LOCALES?: readonly SiteLocale[] };
  content: ContentReader;
  readonly search: SearchReader;
  readonly leads: LeadsService;
  readonly accounts: AccountsService;
  readonly audit: Pick<AuditService, "refused">;
  readonly editorial: EditorialService;
  readonly media: MediaLibraryService;
  readonly leadsAdmin: LeadsBackOfficeService;
  readonly analytics: AnalyticsService;
  /** Whether a site path answers a page (a redirect target, a link in a structured field). */
  readonly pageExists: (sitePath: string) => Promise<boolean>;
  /** The server's logger, for code that reaches only the services (the document entry). */
  logger: Logger;
}
