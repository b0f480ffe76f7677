/**
 * The content service: the one way pages (through loaders) and the JSON API read
 * content. Only published items are ever returned. Results are cached in memory
 * (server/content/cache.ts); call invalidate() after writing content.
 *
 * Lists return Page<Summary>; a page past the end comes back with no items and
 * the caller decides (pages answer 404). Details return null for unknown or
 * unpublished ids. Results are shared between callers: treat them as read-only.
 */
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from "kysely";
import {
  CATEGORY_LABELS,
  DEFAULT_PAGE_SIZE,
  INDUSTRY_TYPES,
  MAX_PAGE_SIZE,
  NEWS_TYPES,
  PARTNER_TIERS,
  QA_TYPES,
  VIDEO_TYPES,
  type CaseDetail,
  type CaseSection,
  type CaseSummary,
  type CaseType,
  type CategoryLists,
  type ContentImage,
  type FaqItem,
  type HelpArticleDetail,
  type HelpArticleSummary,
  type HelpCategory,
  type HelpHome,
  type HomePage,
  type LandingPageDates,
  type ListQuery,
  type Metric,
  type NewsDetail,
  type NewsSummary,
  type NewsType,
  type Page,
  type Partner,
  type PartnerPage,
  type PartnerTier,
  type PmPage,
  type PricePage,
  type PricePlan,
  type ProductRef,
  type ProductSlug,
  type Promotion,
  type PromotionPage,
  type PromotionStatus,
  type QaDetail,
  type QaSummary,
  type QaType,
  type RegisterOptions,
  type ServicePage,
  type SiteSettings,
  type SitemapEntry,
  type SolutionDetail,
  type SolutionFeature,
  type SolutionSummary,
  type SolutionType,
  type VideoDetail,
  type VideoSummary,
  type VideoType,
} from "../../app/lib/content-types.ts";
import type { DB } from "../../db/schema.ts";
import { createResultCache, type ResultCache } from "./cache.ts";
import { bool, contentImage, count, json, time, type MediaRow } from "./rows.ts";
import { sanitizeBody } from "./sanitize.ts";

export interface ContentService {
  listNews(query?: ListQuery<NewsType>): Promise<Page<NewsSummary>>;
  getNews(id: number): Promise<NewsDetail | null>;
  listCases(query?: ListQuery<CaseType>): Promise<Page<CaseSummary>>;
  getCase(id: number): Promise<CaseDetail | null>;
  listSolutions(query?: ListQuery<SolutionType>): Promise<Page<SolutionSummary>>;
  getSolution(id: number): Promise<SolutionDetail | null>;
  listVideos(query?: ListQuery<VideoType>): Promise<Page<VideoSummary>>;
  getVideo(id: number): Promise<VideoDetail | null>;
  listQas(query?: ListQuery<QaType>): Promise<Page<QaSummary>>;
  getQa(id: number): Promise<QaDetail | null>;
  /** The help centre tree (with article counts) and popular articles. */
  getHelpHome(): Promise<HelpHome>;
  /** Articles of a category and all its descendants; null for an unknown category. */
  listHelpArticles(query?: { categoryId?: number; page?: number; pageSize?: number }): Promise<Page<HelpArticleSummary> | null>;
  getHelpArticle(id: number): Promise<HelpArticleDetail | null>;
  listPartners(query?: ListQuery<PartnerTier>): Promise<Page<Partner>>;
  getHomePage(): Promise<HomePage>;
  getPricePage(): Promise<PricePage>;
  getPromotionPage(): Promise<PromotionPage>;
  getPromotion(id: number): Promise<Promotion | null>;
  getServicePage(): Promise<ServicePage>;
  getPartnerPage(): Promise<PartnerPage>;
  getPmPage(): Promise<PmPage>;
  getRegisterOptions(): Promise<RegisterOptions>;
  getSiteSettings(): Promise<SiteSettings>;
  /** Category slugs with labels and published counts, for menus and filters. */
  getCategoryLists(): Promise<CategoryLists>;
  /** Every published detail page, for sitemaps and feeds. */
  listSitemapEntries(): Promise<SitemapEntry[]>;
  /** Newest content time of each landing page, for the sitemap's lastmod. */
  getLandingPageDates(): Promise<LandingPageDates>;
  /** Drops every cached result; call after writing content. */
  invalidate(): void;
  /** Runs `listener` after every invalidation (e.g. to purge a page cache). Returns an unsubscribe function. */
  onInvalidate(listener: () => void): () => void;
}

export interface ContentServiceOptions {
  /** BASE_PATH, for image URLs ("/" or "/site/"). */
  basePath: string;
  /** How long a cached result may be served; 0 disables the cache. */
  cacheTtlMs?: number;
  /** Clock, for promotion status (tests). */
  now?: () => Date;
}

/** Thrown for list arguments outside the documented bounds (the API validates first). */
export class ContentQueryError extends Error {}

const PRODUCT_NAMES: Record<ProductSlug, string> = {
  oa: "Brightlane OA",
  pm: "Brightlane PM",
  trade: "Brightlane Trade",
  live: "Brightlane Live",
  education: "Brightlane Education",
};
const product = (slug: string): ProductRef => ({ slug: slug as ProductSlug, name: PRODUCT_NAMES[slug as ProductSlug] ?? slug });

type CollectionTable = "news" | "cases" | "solutions" | "videos" | "qas";

interface Paging {
  page: number;
  pageSize: number;
}

function paging(query: { page?: number; pageSize?: number } | undefined): Paging {
  const page = query?.page ?? 1;
  const pageSize = query?.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isSafeInteger(page) || page < 1) throw new ContentQueryError("page must be a positive integer");
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) throw new ContentQueryError(`pageSize must be an integer from 1 to ${MAX_PAGE_SIZE}`);
  return { page, pageSize };
}

function checkType(type: string | undefined, allowed: readonly string[]): void {
  if (type !== undefined && !allowed.includes(type)) throw new ContentQueryError(`unknown type "${type}"`);
}

const validId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** The latest of some times (ISO text or Date; empty values skipped), as ISO 8601. */
function newest(values: ReadonlyArray<unknown>): string | undefined {
  let best: string | undefined;
  for (const value of values) {
    if (value === null || value === undefined || value === "") continue;
    const t = time(value);
    if (Number.isNaN(Date.parse(t))) continue;
    if (!best || t > best) best = t;
  }
  return best;
}

export function createContentService(db: Kysely<DB>, options: ContentServiceOptions): ContentService {
  const base = options.basePath;
  const now = options.now ?? (() => new Date());
  const cache: ResultCache = createResultCache({ ttlMs: options.cacheTtlMs ?? 60_000 });
  const cached = <T>(key: string, load: () => Promise<T>) => cache.get(key, load);

  const mediaMap = () =>
    cached("media", async () => {
      const rows = await db.selectFrom("media").selectAll().execute();
      return new Map<string, MediaRow>(rows.map((r) => [r.key, r]));
    });
  const img = (media: ReadonlyMap<string, MediaRow>, key: string, alt: string): ContentImage => contentImage(base, media, key, alt);
  /** Optional covers (Q&A, help): rows stored before migration 0004 have none. */
  const optionalImg = (media: ReadonlyMap<string, MediaRow>, key: string | null, alt: string | null): ContentImage | null =>
    key ? img(media, key, alt ?? "") : null;

  /** Published rows of a collection, newest first, paged; one count and one page query. */
  async function listCollection<Row>(
    table: CollectionTable,
    type: string | undefined,
    { page, pageSize }: Paging,
    select: (qb: SelectQueryBuilder<DB, CollectionTable, object>) => SelectQueryBuilder<DB, CollectionTable, Row>,
  ): Promise<{ rows: Row[]; total: number }> {
    let qb = db.selectFrom(table).where("published", "=", true) as unknown as SelectQueryBuilder<DB, CollectionTable, object>;
    if (type !== undefined) qb = qb.where("type", "=", type);
    const totalRow = await qb.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst();
    const total = count(totalRow?.n);
    const offset = (page - 1) * pageSize;
    if (offset >= total) return { rows: [], total };
    const rows = await select(qb).orderBy("published_at", "desc").orderBy("id", "desc").limit(pageSize).offset(offset).execute();
    return { rows, total };
  }

  const pageOf = <T>(items: T[], total: number, { page, pageSize }: Paging): Page<T> => ({
    items,
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  });

  // ----- News
  const newsSummaryColumns = ["id", "type", "title", "summary", "cover_key", "cover_alt", "author", "reading_minutes", "published_at", "updated_at"] as const;
  type NewsSummaryRow = Pick<Selectable<DB["news"]>, (typeof newsSummaryColumns)[number]>;
  const newsSummary = (m: ReadonlyMap<string, MediaRow>, r: NewsSummaryRow): NewsSummary => ({
    id: r.id,
    type: r.type as NewsType,
    title: r.title,
    summary: r.summary,
    cover: img(m, r.cover_key, r.cover_alt),
    author: r.author,
    readingMinutes: r.reading_minutes,
    publishedAt: time(r.published_at),
    updatedAt: time(r.updated_at),
  });

  // ----- Cases
  const caseSummaryColumns = [
    "id", "type", "title", "summary", "cover_key", "cover_alt", "customer_name", "customer_logo_key", "customer_location",
    "customer_employees", "customer_website", "product", "metrics", "published_at", "updated_at",
  ] as const;
  type CaseSummaryRow = Pick<Selectable<DB["cases"]>, (typeof caseSummaryColumns)[number]>;
  const caseSummary = (m: ReadonlyMap<string, MediaRow>, r: CaseSummaryRow): CaseSummary => ({
    id: r.id,
    type: r.type as CaseType,
    title: r.title,
    summary: r.summary,
    cover: img(m, r.cover_key, r.cover_alt),
    customer: {
      name: r.customer_name,
      logo: img(m, r.customer_logo_key, `${r.customer_name} logo`),
      location: r.customer_location,
      employees: r.customer_employees,
      website: r.customer_website,
    },
    product: product(r.product),
    metrics: json<Metric[]>(r.metrics),
    publishedAt: time(r.published_at),
    updatedAt: time(r.updated_at),
  });

  // ----- Solutions
  const solutionSummaryColumns = ["id", "type", "title", "summary", "cover_key", "cover_alt", "products", "published_at", "updated_at"] as const;
  type SolutionSummaryRow = Pick<Selectable<DB["solutions"]>, (typeof solutionSummaryColumns)[number]>;
  const solutionSummary = (m: ReadonlyMap<string, MediaRow>, r: SolutionSummaryRow): SolutionSummary => ({
    id: r.id,
    type: r.type as SolutionType,
    title: r.title,
    summary: r.summary,
    cover: img(m, r.cover_key, r.cover_alt),
    products: json<string[]>(r.products).map(product),
    publishedAt: time(r.published_at),
    updatedAt: time(r.updated_at),
  });

  // ----- Videos
  /** Clip and captions URLs are stored relative to the base path (or absolute). */
  const mediaUrl = (url: string) => (/^https?:/.test(url) ? url : `${base}${url.replace(/^\/+/, "")}`);
  const videoSummaryColumns = ["id", "type", "title", "summary", "poster_key", "poster_alt", "duration_seconds", "source_url", "source_type", "captions_url", "published_at", "updated_at"] as const;
  type VideoSummaryRow = Pick<Selectable<DB["videos"]>, (typeof videoSummaryColumns)[number]>;
  const videoSummary = (m: ReadonlyMap<string, MediaRow>, r: VideoSummaryRow): VideoSummary => ({
    id: r.id,
    type: r.type as VideoType,
    title: r.title,
    summary: r.summary,
    poster: img(m, r.poster_key, r.poster_alt),
    durationSeconds: r.duration_seconds,
    source: r.source_url
      ? { url: mediaUrl(r.source_url), type: r.source_type === "video/webm" ? "video/webm" : "video/mp4", captionsUrl: r.captions_url ? mediaUrl(r.captions_url) : null }
      : null,
    publishedAt: time(r.published_at),
    updatedAt: time(r.updated_at),
  });

  // ----- Q&A
  const qaSummaryColumns = ["id", "type", "title", "summary", "cover_key", "cover_alt", "published_at", "updated_at"] as const;
  type QaSummaryRow = Pick<Selectable<DB["qas"]>, (typeof qaSummaryColumns)[number]>;
  const qaSummary = (m: ReadonlyMap<string, MediaRow>, r: QaSummaryRow): QaSummary => ({
    id: r.id,
    type: r.type as QaType,
    title: r.title,
    summary: r.summary,
    cover: optionalImg(m, r.cover_key, r.cover_alt),
    publishedAt: time(r.published_at),
    updatedAt: time(r.updated_at),
  });

  async function casesByIds(ids: number[]): Promise<CaseSummary[]> {
    if (ids.length === 0) return [];
    const [m, rows] = await Promise.all([
      mediaMap(),
      db.selectFrom("cases").select(caseSummaryColumns).where("published", "=", true).where("id", "in", ids).execute(),
    ]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      return r ? [caseSummary(m, r)] : [];
    });
  }

  /** Published neighbours in "newest first" order within one type. */
  async function neighbours(table: "news", type: string, publishedAt: unknown, id: number) {
    const at = time(publishedAt);
    const newer = db
      .selectFrom(table)
      .select(newsSummaryColumns)
      .where("published", "=", true)
      .where("type", "=", type)
      .where((eb) => eb.or([eb("published_at", ">", at), eb.and([eb("published_at", "=", at), eb("id", ">", id)])]))
      .orderBy("published_at", "asc")
      .orderBy("id", "asc")
      .limit(1)
      .executeTakeFirst();
    const older = db
      .selectFrom(table)
      .select(newsSummaryColumns)
      .where("published", "=", true)
      .where("type", "=", type)
      .where((eb) => eb.or([eb("published_at", "<", at), eb.and([eb("published_at", "=", at), eb("id", "<", id)])]))
      .orderBy("published_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    return Promise.all([newer, older]);
  }

  async function settingsValue<T>(key: string, fallback: T): Promise<T> {
    const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
    return row ? json<T>(row.value) : fallback;
  }

  async function blocks(page: string) {
    return db
      .selectFrom("blocks")
      .selectAll()
      .where("page", "=", page)
      .where("published", "=", true)
      .orderBy("kind")
      .orderBy("position")
      .orderBy("id")
      .execute();
  }

  const pageCopy = () => cached("settings:pages", () => settingsValue<Record<string, Record<string, string>>>("pages", {}));
  const faqFrom = (rows: Array<{ kind: string; title: string; body_html: string }>): FaqItem[] =>
    rows.filter((b) => b.kind === "faq").map((b) => ({ question: b.title, answerHtml: sanitizeBody(b.body_html) }));
  const figuresFrom = (rows: Array<{ kind: string; title: string; value: string | null }>): Metric[] =>
    rows.filter((b) => b.kind === "figure").map((b) => ({ value: b.value ?? "", label: b.title }));

  const planRows = () =>
    cached("plans", async (): Promise<PricePlan[]> => {
      const rows = await db.selectFrom("price_plans").selectAll().where("published", "=", true).orderBy("position").orderBy("id").execute();
      return rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        name: r.name,
        tagline: r.tagline,
        monthlyPrice: r.monthly_price === null ? null : Number(r.monthly_price),
        yearlyPrice: r.yearly_price === null ? null : Number(r.yearly_price),
        currency: "USD",
        highlighted: bool(r.highlighted),
        highlights: json<string[]>(r.highlights),
        cta: { label: r.cta_label, href: r.cta_href },
      }));
    });

  const partnerRows = () =>
    cached("partners:all", async (): Promise<Partner[]> => {
      const [m, rows] = await Promise.all([mediaMap(), db.selectFrom("partners").selectAll().where("published", "=", true).execute()]);
      const rank = (t: string) => PARTNER_TIERS.indexOf(t as PartnerTier);
      return rows
        .sort((a, b) => rank(a.tier) - rank(b.tier) || a.name.localeCompare(b.name, "en") || a.id - b.id)
        .map((r) => ({
          id: r.id,
          name: r.name,
          tier: r.tier as PartnerTier,
          region: r.region,
          summary: r.summary,
          logo: img(m, r.logo_key, r.logo_alt),
          website: r.website,
          specialties: json<string[]>(r.specialties),
          products: json<string[]>(r.products).map(product),
        }));
    });

  type PromotionRow = Omit<Promotion, "status">;
  const promotionRows = () =>
    cached("promotions", async (): Promise<PromotionRow[]> => {
      const [m, rows] = await Promise.all([mediaMap(), db.selectFrom("promotions").selectAll().where("published", "=", true).orderBy("starts_at").orderBy("id").execute()]);
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        summary: r.summary,
        bodyHtml: sanitizeBody(r.body_html),
        cover: img(m, r.cover_key, r.cover_alt),
        offer: r.offer,
        code: r.code,
        startsAt: time(r.starts_at),
        endsAt: time(r.ends_at),
        cta: { label: r.cta_label, href: r.cta_href },
        terms: r.terms,
      }));
    });
  // Status depends on the clock, so it is computed per call, outside the cache.
  const withStatus = (p: PromotionRow): Promotion => {
    const t = now().getTime();
    const status: PromotionStatus = t < Date.parse(p.startsAt) ? "upcoming" : t > Date.parse(p.endsAt) ? "ended" : "active";
    return { ...p, status };
  };

  const helpCategories = () =>
    cached("help:categories", async () => {
      const [cats, counts] = await Promise.all([
        db.selectFrom("help_categories").selectAll().orderBy("position").orderBy("id").execute(),
        db
          .selectFrom("help_articles")
          .select(["category_id", (eb) => eb.fn.countAll().as("n")])
          .where("published", "=", true)
          .groupBy("category_id")
          .execute(),
      ]);
      const countBy = new Map(counts.map((c) => [c.category_id, count(c.n)]));
      const nodes = new Map<number, HelpCategory>(
        cats.map((c) => [c.id, { id: c.id, slug: c.slug, title: c.title, description: c.description, parentId: c.parent_id, articleCount: countBy.get(c.id) ?? 0, children: [] }]),
      );
      const roots: HelpCategory[] = [];
      for (const c of cats) {
        const node = nodes.get(c.id)!;
        const parent = c.parent_id === null ? undefined : nodes.get(c.parent_id);
        if (parent) parent.children.push(node);
        else roots.push(node);
      }
      return { roots, nodes };
    });
  const descendants = (node: HelpCategory): number[] => [node.id, ...node.children.flatMap(descendants)];
  const helpColumns = ["id", "category_id", "title", "summary", "cover_key", "cover_alt", "published_at", "updated_at"] as const;
  const helpSummary = (m: ReadonlyMap<string, MediaRow>, r: Pick<Selectable<DB["help_articles"]>, (typeof helpColumns)[number]>): HelpArticleSummary => ({
    id: r.id,
    categoryId: r.category_id,
    title: r.title,
    summary: r.summary,
    cover: optionalImg(m, r.cover_key, r.cover_alt),
    publishedAt: time(r.published_at),
    updatedAt: time(r.updated_at),
  });

  const service: ContentService = {
    listNews(query) {
      checkType(query?.type, NEWS_TYPES);
      const pg = paging(query);
      return cached(`news:list:${query?.type ?? ""}:${pg.page}:${pg.pageSize}`, async () => {
        const [m, { rows, total }] = await Promise.all([mediaMap(), listCollection("news", query?.type, pg, (qb) => qb.select(newsSummaryColumns))]);
        return pageOf(rows.map((r) => newsSummary(m, r as NewsSummaryRow)), total, pg);
      });
    },
    getNews(id) {
      if (!validId(id)) return Promise.resolve(null);
      return cached(`news:${id}`, async () => {
        const r = await db.selectFrom("news").selectAll().where("id", "=", id).where("published", "=", true).executeTakeFirst();
        if (!r) return null;
        const [m, related, [newer, older]] = await Promise.all([
          mediaMap(),
          db.selectFrom("news").select(newsSummaryColumns).where("published", "=", true).where("type", "=", r.type).where("id", "<>", id).orderBy("published_at", "desc").orderBy("id", "desc").limit(4).execute(),
          neighbours("news", r.type, r.published_at, id),
        ]);
        return {
          ...newsSummary(m, r),
          bodyHtml: sanitizeBody(r.body_html),
          tags: json<string[]>(r.tags),
          related: related.map((x) => newsSummary(m, x)),
          newer: newer ? newsSummary(m, newer) : null,
          older: older ? newsSummary(m, older) : null,
        };
      });
    },

    listCases(query) {
      checkType(query?.type, INDUSTRY_TYPES);
      const pg = paging(query);
      return cached(`cases:list:${query?.type ?? ""}:${pg.page}:${pg.pageSize}`, async () => {
        const [m, { rows, total }] = await Promise.all([mediaMap(), listCollection("cases", query?.type, pg, (qb) => qb.select(caseSummaryColumns))]);
        return pageOf(rows.map((r) => caseSummary(m, r as CaseSummaryRow)), total, pg);
      });
    },
    getCase(id) {
      if (!validId(id)) return Promise.resolve(null);
      return cached(`cases:${id}`, async () => {
        const r = await db.selectFrom("cases").selectAll().where("id", "=", id).where("published", "=", true).executeTakeFirst();
        if (!r) return null;
        const [m, related] = await Promise.all([
          mediaMap(),
          db.selectFrom("cases").select(caseSummaryColumns).where("published", "=", true).where("type", "=", r.type).where("id", "<>", id).orderBy("published_at", "desc").orderBy("id", "desc").limit(3).execute(),
        ]);
        const details = json<{
          challenge: CaseSection;
          solution: CaseSection;
          results: CaseSection;
          quote: CaseDetail["quote"];
          gallery: Array<{ key: string; alt: string }>;
        }>(r.details);
        const section = (s: CaseSection): CaseSection => ({ heading: s.heading, bodyHtml: sanitizeBody(s.bodyHtml) });
        return {
          ...caseSummary(m, r),
          bodyHtml: sanitizeBody(r.body_html),
          challenge: section(details.challenge),
          solution: section(details.solution),
          results: section(details.results),
          quote: details.quote ?? null,
          gallery: (details.gallery ?? []).map((g) => img(m, g.key, g.alt)),
          related: related.map((x) => caseSummary(m, x)),
        };
      });
    },

    listSolutions(query) {
      checkType(query?.type, INDUSTRY_TYPES);
      const pg = paging(query);
      return cached(`solutions:list:${query?.type ?? ""}:${pg.page}:${pg.pageSize}`, async () => {
        const [m, { rows, total }] = await Promise.all([mediaMap(), listCollection("solutions", query?.type, pg, (qb) => qb.select(solutionSummaryColumns))]);
        return pageOf(rows.map((r) => solutionSummary(m, r as SolutionSummaryRow)), total, pg);
      });
    },
    getSolution(id) {
      if (!validId(id)) return Promise.resolve(null);
      return cached(`solutions:${id}`, async () => {
        const r = await db.selectFrom("solutions").selectAll().where("id", "=", id).where("published", "=", true).executeTakeFirst();
        if (!r) return null;
        const [m, relatedCases, related] = await Promise.all([
          mediaMap(),
          casesByIds(json<number[]>(r.related_case_ids)),
          db.selectFrom("solutions").select(solutionSummaryColumns).where("published", "=", true).where("id", "<>", id).orderBy(sql`case when type = ${r.type} then 0 else 1 end`).orderBy("published_at", "desc").orderBy("id", "desc").limit(3).execute(),
        ]);
        return {
          ...solutionSummary(m, r),
          bodyHtml: sanitizeBody(r.body_html),
          features: json<SolutionFeature[]>(r.features),
          benefits: json<Metric[]>(r.benefits),
          relatedCases,
          related: related.map((x) => solutionSummary(m, x)),
        };
      });
    },

    listVideos(query) {
      checkType(query?.type, VIDEO_TYPES);
      const pg = paging(query);
      return cached(`videos:list:${query?.type ?? ""}:${pg.page}:${pg.pageSize}`, async () => {
        const [m, { rows, total }] = await Promise.all([mediaMap(), listCollection("videos", query?.type, pg, (qb) => qb.select(videoSummaryColumns))]);
        return pageOf(rows.map((r) => videoSummary(m, r as VideoSummaryRow)), total, pg);
      });
    },
    getVideo(id) {
      if (!validId(id)) return Promise.resolve(null);
      return cached(`videos:${id}`, async () => {
        const r = await db.selectFrom("videos").selectAll().where("id", "=", id).where("published", "=", true).executeTakeFirst();
        if (!r) return null;
        const [m, related] = await Promise.all([
          mediaMap(),
          db.selectFrom("videos").select(videoSummaryColumns).where("published", "=", true).where("type", "=", r.type).where("id", "<>", id).orderBy("published_at", "desc").orderBy("id", "desc").limit(4).execute(),
        ]);
        return { ...videoSummary(m, r), bodyHtml: sanitizeBody(r.body_html), presenters: json<string[]>(r.presenters), related: related.map((x) => videoSummary(m, x)) };
      });
    },

    listQas(query) {
      checkType(query?.type, QA_TYPES);
      const pg = paging(query);
      return cached(`qas:list:${query?.type ?? ""}:${pg.page}:${pg.pageSize}`, async () => {
        const [m, { rows, total }] = await Promise.all([mediaMap(), listCollection("qas", query?.type, pg, (qb) => qb.select(qaSummaryColumns))]);
        return pageOf(rows.map((r) => qaSummary(m, r as QaSummaryRow)), total, pg);
      });
    },
    getQa(id) {
      if (!validId(id)) return Promise.resolve(null);
      return cached(`qas:${id}`, async () => {
        const r = await db.selectFrom("qas").selectAll().where("id", "=", id).where("published", "=", true).executeTakeFirst();
        if (!r) return null;
        const [m, related] = await Promise.all([
          mediaMap(),
          db.selectFrom("qas").select(qaSummaryColumns).where("published", "=", true).where("type", "=", r.type).where("id", "<>", id).orderBy("published_at", "desc").orderBy("id", "desc").limit(5).execute(),
        ]);
        return { ...qaSummary(m, r), bodyHtml: sanitizeBody(r.body_html), related: related.map((x) => qaSummary(m, x)) };
      });
    },

    getHelpHome() {
      return cached("help:home", async () => {
        const [m, { roots }, popular] = await Promise.all([
          mediaMap(),
          helpCategories(),
          db.selectFrom("help_articles").select(helpColumns).where("published", "=", true).where("popular", "=", true).orderBy("category_id").orderBy("position").orderBy("id").limit(8).execute(),
        ]);
        return { categories: roots, popular: popular.map((x) => helpSummary(m, x)) };
      });
    },
    listHelpArticles(query) {
      const pg = paging(query);
      const categoryId = query?.categoryId;
      if (categoryId !== undefined && !validId(categoryId)) return Promise.resolve(null);
      return cached(`help:list:${categoryId ?? ""}:${pg.page}:${pg.pageSize}`, async () => {
        const { nodes } = await helpCategories();
        let ids: number[] | undefined;
        if (categoryId !== undefined) {
          const node = nodes.get(categoryId);
          if (!node) return null;
          ids = descendants(node);
        }
        let qb = db.selectFrom("help_articles").where("published", "=", true);
        if (ids) qb = qb.where("category_id", "in", ids);
        const total = count((await qb.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst())?.n);
        const offset = (pg.page - 1) * pg.pageSize;
        const [m, rows] = await Promise.all([
          mediaMap(),
          offset >= total ? [] : qb.select(helpColumns).orderBy("category_id").orderBy("position").orderBy("id").limit(pg.pageSize).offset(offset).execute(),
        ]);
        return pageOf(rows.map((x) => helpSummary(m, x)), total, pg);
      });
    },
    getHelpArticle(id) {
      if (!validId(id)) return Promise.resolve(null);
      return cached(`help:${id}`, async () => {
        const r = await db.selectFrom("help_articles").selectAll().where("id", "=", id).where("published", "=", true).executeTakeFirst();
        if (!r) return null;
        const [m, { nodes }, related] = await Promise.all([
          mediaMap(),
          helpCategories(),
          db.selectFrom("help_articles").select(helpColumns).where("published", "=", true).where("category_id", "=", r.category_id).where("id", "<>", id).orderBy("position").orderBy("id").limit(5).execute(),
        ]);
        const breadcrumbs: Array<{ id: number; title: string }> = [];
        for (let node = nodes.get(r.category_id); node; node = node.parentId === null ? undefined : nodes.get(node.parentId)) {
          breadcrumbs.unshift({ id: node.id, title: node.title });
        }
        return { ...helpSummary(m, r), bodyHtml: sanitizeBody(r.body_html), breadcrumbs, related: related.map((x) => helpSummary(m, x)) };
      });
    },

    async listPartners(query) {
      checkType(query?.type, PARTNER_TIERS);
      const pg = paging(query);
      const all = await partnerRows();
      const filtered = query?.type ? all.filter((p) => p.tier === query.type) : all;
      const start = (pg.page - 1) * pg.pageSize;
      return pageOf(filtered.slice(start, start + pg.pageSize), filtered.length, pg);
    },

    getHomePage() {
      return cached("page:home", async () => {
        const [m, bl, latest, cases, solutions, videos] = await Promise.all([
          mediaMap(),
          blocks("home"),
          db.selectFrom("news").select(newsSummaryColumns).where("published", "=", true).orderBy("published_at", "desc").orderBy("id", "desc").limit(6).execute(),
          db.selectFrom("cases").select(caseSummaryColumns).where("published", "=", true).where("featured", "=", true).orderBy("published_at", "desc").orderBy("id", "desc").limit(6).execute(),
          db.selectFrom("solutions").select(solutionSummaryColumns).where("published", "=", true).where("featured", "=", true).orderBy("published_at", "desc").orderBy("id", "desc").limit(6).execute(),
          db.selectFrom("videos").select(videoSummaryColumns).where("published", "=", true).where("featured", "=", true).orderBy("published_at", "desc").orderBy("id", "desc").limit(4).execute(),
        ]);
        const link = (b: (typeof bl)[number]) => ({ label: b.link_label ?? b.title, href: b.link_href ?? "/" });
        return {
          banners: bl.filter((b) => b.kind === "banner").map((b) => ({ id: b.id, title: b.title, summary: b.summary, image: img(m, b.image_key ?? "", b.image_alt), cta: link(b) })),
          highlights: bl.filter((b) => b.kind === "highlight").map((b) => ({ id: b.id, title: b.title, summary: b.summary, image: img(m, b.image_key ?? "", b.image_alt), link: link(b) })),
          figures: figuresFrom(bl),
          customerLogos: bl.filter((b) => b.kind === "logo").map((b) => ({ id: b.id, name: b.title, logo: img(m, b.image_key ?? "", b.image_alt), href: b.link_href })),
          latestNews: latest.map((r) => newsSummary(m, r)),
          featuredCases: cases.map((r) => caseSummary(m, r)),
          featuredSolutions: solutions.map((r) => solutionSummary(m, r)),
          featuredVideos: videos.map((r) => videoSummary(m, r)),
        };
      });
    },

    getPricePage() {
      return cached("page:price", async () => {
        const [copy, plans, features, bl] = await Promise.all([
          pageCopy(),
          planRows(),
          db.selectFrom("price_features").selectAll().orderBy("position").orderBy("id").execute(),
          blocks("price"),
        ]);
        const withYearly = plans.filter((p) => p.monthlyPrice && p.yearlyPrice);
        const discount = withYearly.length ? Math.round(100 * (1 - withYearly[0]!.yearlyPrice! / withYearly[0]!.monthlyPrice!)) : 0;
        return {
          title: copy.price?.title ?? "Pricing",
          intro: copy.price?.intro ?? "",
          plans,
          features: features.map((f) => ({ group: f.group_name, label: f.label, values: json<Record<string, boolean | string>>(f.plan_values) })),
          faq: faqFrom(bl),
          yearlyDiscountPercent: discount,
        };
      });
    },

    async getPromotionPage() {
      const [copy, rows] = await Promise.all([pageCopy(), promotionRows()]);
      const order: Record<PromotionStatus, number> = { active: 0, upcoming: 1, ended: 2 };
      const promotions = rows.map(withStatus).sort((a, b) => order[a.status] - order[b.status] || a.startsAt.localeCompare(b.startsAt) || a.id - b.id);
      return { title: copy.promotion?.title ?? "Offers", intro: copy.promotion?.intro ?? "", promotions };
    },
    async getPromotion(id) {
      if (!validId(id)) return null;
      const found = (await promotionRows()).find((p) => p.id === id);
      return found ? withStatus(found) : null;
    },

    getServicePage() {
      return cached("page:service", async () => {
        const [copy, m, rows, bl] = await Promise.all([
          pageCopy(),
          mediaMap(),
          db.selectFrom("services").selectAll().where("published", "=", true).orderBy("position").orderBy("id").execute(),
          blocks("service"),
        ]);
        return {
          title: copy.service?.title ?? "Services",
          intro: copy.service?.intro ?? "",
          services: rows.map((r) => ({
            id: r.id,
            slug: r.slug,
            title: r.title,
            summary: r.summary,
            bodyHtml: sanitizeBody(r.body_html),
            cover: img(m, r.cover_key, r.cover_alt),
            deliverables: json<string[]>(r.deliverables),
            duration: r.duration,
          })),
          process: bl.filter((b) => b.kind === "step").map((b) => ({ title: b.title, description: b.summary })),
          metrics: figuresFrom(bl),
          cta: { label: "Talk to our services team", href: "/register" },
        };
      });
    },

    getPartnerPage() {
      return cached("page:partner", async () => {
        const [copy, partners, bl] = await Promise.all([pageCopy(), partnerRows(), blocks("partner")]);
        const tiers = bl
          .filter((b) => b.kind === "tier")
          .map((b) => ({ tier: b.title as PartnerTier, label: CATEGORY_LABELS[b.title as PartnerTier] ?? b.title, description: b.summary, benefits: b.data ? json<string[]>(b.data) : [] }));
        return { title: copy.partner?.title ?? "Partners", intro: copy.partner?.intro ?? "", tiers, partners, cta: { label: "Become a partner", href: "/register" } };
      });
    },

    getPmPage() {
      return cached("page:pm", async () => {
        const [copy, m, bl, plans, cases] = await Promise.all([
          pageCopy(),
          mediaMap(),
          blocks("pm"),
          planRows(),
          db.selectFrom("cases").select(caseSummaryColumns).where("published", "=", true).where("product", "=", "pm").orderBy("published_at", "desc").orderBy("id", "desc").limit(6).execute(),
        ]);
        const pm = copy.pm ?? {};
        return {
          title: pm.title ?? "Brightlane PM",
          tagline: pm.tagline ?? "",
          intro: pm.intro ?? "",
          hero: img(m, pm.heroKey ?? "product-pm", pm.heroAlt ?? "Brightlane PM"),
          features: bl.filter((b) => b.kind === "feature").map((b) => ({ title: b.title, description: b.summary })),
          metrics: figuresFrom(bl),
          cases: cases.map((r) => caseSummary(m, r)),
          plans,
          faq: faqFrom(bl),
        };
      });
    },

    getRegisterOptions() {
      return cached("settings:register", () => settingsValue<RegisterOptions>("register_options", { products: [], companySizes: [], regions: [] }));
    },
    getSiteSettings() {
      return cached("settings:site", async () => {
        const value = await settingsValue<SiteSettings | null>("site", null);
        if (!value) throw new Error("site settings are missing; run npm run db:seed");
        return value;
      });
    },

    getCategoryLists() {
      return cached("categories", async () => {
        const counts = async (table: CollectionTable) => {
          const rows = await db.selectFrom(table).select(["type", (eb) => eb.fn.countAll().as("n")]).where("published", "=", true).groupBy("type").execute();
          return new Map(rows.map((r) => [r.type, count(r.n)]));
        };
        const [news, cases, solutions, videos, qas] = await Promise.all([counts("news"), counts("cases"), counts("solutions"), counts("videos"), counts("qas")]);
        const lists = <T extends keyof typeof CATEGORY_LABELS>(types: readonly T[], c: Map<string, number>) => types.map((type) => ({ type, label: CATEGORY_LABELS[type], count: c.get(type) ?? 0 }));
        return {
          news: lists(NEWS_TYPES, news),
          cases: lists(INDUSTRY_TYPES, cases),
          solutions: lists(INDUSTRY_TYPES, solutions),
          videos: lists(VIDEO_TYPES, videos),
          qas: lists(QA_TYPES, qas),
        };
      });
    },

    listSitemapEntries() {
      return cached("sitemap", async () => {
        const entries: SitemapEntry[] = [];
        for (const section of ["news", "cases", "solutions", "videos", "qas"] as const) {
          const rows = await db.selectFrom(section).select(["id", "type", "title", "updated_at"]).where("published", "=", true).orderBy("id").execute();
          for (const r of rows) entries.push({ section, id: r.id, type: r.type, title: r.title, updatedAt: time(r.updated_at) });
        }
        const help = await db.selectFrom("help_articles").select(["id", "title", "updated_at"]).where("published", "=", true).orderBy("id").execute();
        for (const r of help) entries.push({ section: "help", id: r.id, type: null, title: r.title, updatedAt: time(r.updated_at) });
        return entries;
      });
    },

    getLandingPageDates() {
      return cached("dates:landing", async () => {
        const newestUpdate = async (table: "promotions" | "services" | "partners") =>
          (await db.selectFrom(table).select((eb) => eb.fn.max("updated_at").as("t")).where("published", "=", true).executeTakeFirst())?.t;
        const [copy, home, pm, promotions, promotionsUpdated, servicesUpdated, partnersUpdated] = await Promise.all([
          pageCopy(),
          service.getHomePage(),
          service.getPmPage(),
          promotionRows(),
          newestUpdate("promotions"),
          newestUpdate("services"),
          newestUpdate("partners"),
        ]);
        // A promotion starting or ending changes the page (its status) without touching the row.
        const at = now().toISOString();
        const transitions = promotions.flatMap((p) => [p.startsAt, p.endsAt]).filter((t) => t <= at);
        const shown = (items: ReadonlyArray<{ updatedAt: string }>) => items.map((i) => i.updatedAt);
        return {
          home: newest([...shown(home.latestNews), ...shown(home.featuredCases), ...shown(home.featuredSolutions), ...shown(home.featuredVideos)]),
          price: newest([copy.price?.updated]),
          promotion: newest([copy.promotion?.updated, promotionsUpdated, ...transitions]),
          service: newest([copy.service?.updated, servicesUpdated]),
          partner: newest([copy.partner?.updated, partnersUpdated]),
          pm: newest([copy.pm?.updated, ...shown(pm.cases)]),
        };
      });
    },

    invalidate: () => cache.invalidate(),
    onInvalidate: (listener) => cache.onInvalidate(listener),
  };
  return service;
}
