/**
 * Table types for Kysely. The same code runs on SQLite and PostgreSQL, so the
 * selected types are the union of what each driver returns: SQLite gives 0/1
 * for booleans and text for times and JSON; pg gives booleans, Date objects and
 * parsed JSON. The content service normalises rows with the codecs of app/kernel/rows.ts.
 */
import type { CdnDB } from "./schema-cdn.ts";
import type { ColumnType, Generated } from "kysely";
import type { AccountsDB } from "./schema-accounts.ts";
import type { MediaDB } from "./schema-media.ts";
import type { EditorialDB } from "./schema-editorial.ts";
import type { LeadsInboxDB } from "./schema-leads.ts";
import type { LeadIntent } from "../app/kernel/lead-intent.ts";
import type { AnalyticsDB } from "./schema-analytics.ts";

/** Booleans: written as booleans (the SQLite adapter stores 0/1). */
export type Bool = ColumnType<boolean | number, boolean, boolean>;
/** Times: written as ISO 8601 strings in UTC. */
export type Timestamp = ColumnType<string | Date, string, string>;
/** JSON documents: written as JSON text; jsonb on PostgreSQL, text on SQLite. */
type Json = ColumnType<unknown, string, string>;

/** Search and sharing per item (migration 0021); null: derived from the item. */
interface Seo {
  seo_title: ColumnType<string | null, string | null | undefined, string | null>;
  seo_description: ColumnType<string | null, string | null | undefined, string | null>;
  seo_image_key: ColumnType<string | null, string | null | undefined, string | null>;
  noindex: ColumnType<boolean | number, boolean | undefined, boolean>;
}

interface Publishable {
  published: Bool;
  published_at: Timestamp;
  updated_at: Timestamp;
}

export interface MediaTable {
  key: string;
  width: number;
  height: number;
  color: string;
  /** Comma-separated formats: "avif,webp,jpeg". */
  formats: string;
  /** Comma-separated widths, ascending. */
  widths: string;
  /** Uploads only (migration 0010): the original's content hash, part of every variant URL. */
  hash?: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface NewsTable extends Publishable, Seo {
  id: number;
  type: string;
  title: string;
  summary: string;
  body_html: string;
  cover_key: string;
  cover_alt: string;
  author: string;
  tags: Json;
}

export interface CasesTable extends Publishable, Seo {
  id: number;
  type: string;
  title: string;
  summary: string;
  body_html: string;
  cover_key: string;
  cover_alt: string;
  customer_name: string;
  customer_logo_key: string;
  customer_location: string;
  customer_employees: string;
  customer_website: string | null;
  product: string;
  metrics: Json;
  /** challenge, solution, results, quote, gallery */
  details: Json;
  featured: Bool;
}

export interface SolutionsTable extends Publishable, Seo {
  id: number;
  type: string;
  title: string;
  summary: string;
  body_html: string;
  cover_key: string;
  cover_alt: string;
  products: Json;
  features: Json;
  benefits: Json;
  related_case_ids: Json;
  featured: Bool;
}

export interface VideosTable extends Publishable {
  id: number;
  type: string;
  title: string;
  summary: string;
  body_html: string;
  poster_key: string;
  poster_alt: string;
  source_url: string | null;
  source_type: string | null;
  /** An MP4 copy of the clip, offered after it (migration 0032). */
  fallback_url: string | null;
  captions_url: string | null;
  duration_seconds: number;
  presenters: Json;
  featured: Bool;
}

export interface QasTable extends Publishable, Seo {
  id: number;
  type: string;
  title: string;
  summary: string;
  body_html: string;
  /** Added in 0004; null for rows written before it. */
  cover_key: string | null;
  cover_alt: string | null;
}

/** Events (migration 0043): instants in UTC, shown in their own IANA time zone. */
export interface EventsTable extends Publishable, Seo {
  id: number;
  type: string;
  title: string;
  summary: string;
  body_html: string;
  cover_key: string;
  cover_alt: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  time_zone: string;
  online_url: string | null;
  venue_name: string | null;
  venue_address: string | null;
  venue_city: string | null;
  agenda: Json;
  speakers: Json;
  recording_href: string | null;
  registration_open: Bool;
  capacity: number | null;
}

export interface HelpCategoriesTable {
  id: number;
  parent_id: number | null;
  slug: string;
  title: string;
  description: string;
  position: number;
  /** Added in 0011 (existing topics live); the editorial workflow publishes and unpublishes topics. */
  published: Bool;
}

export interface HelpArticlesTable extends Publishable, Seo {
  id: number;
  category_id: number;
  title: string;
  summary: string;
  body_html: string;
  position: number;
  popular: Bool;
  /** Added in 0004; null for rows written before it. */
  cover_key: string | null;
  cover_alt: string | null;
}

export interface PricePlansTable {
  id: number;
  slug: string;
  name: string;
  tagline: string;
  monthly_price: number | null;
  yearly_price: number | null;
  currency: string;
  highlighted: Bool;
  highlights: Json;
  cta_label: string;
  cta_href: string;
  position: number;
  published: Bool;
}

export interface PriceFeaturesTable {
  id: number;
  group_name: string;
  label: string;
  position: number;
  plan_values: Json;
}

export interface PromotionsTable extends Publishable {
  id: number;
  title: string;
  summary: string;
  body_html: string;
  cover_key: string;
  cover_alt: string;
  offer: string;
  code: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  cta_label: string;
  cta_href: string;
  terms: string;
}

export interface ServicesTable {
  id: number;
  slug: string;
  title: string;
  summary: string;
  body_html: string;
  cover_key: string;
  cover_alt: string;
  deliverables: Json;
  duration: string;
  position: number;
  published: Bool;
  updated_at: Timestamp;
}

export interface PartnersTable {
  id: number;
  name: string;
  tier: string;
  region: string;
  summary: string;
  logo_key: string;
  logo_alt: string;
  website: string | null;
  specialties: Json;
  products: Json;
  published: Bool;
  updated_at: Timestamp;
}

/**
 * Small pieces of single pages: home banners, highlights, figures and customer
 * logos; price FAQ. (The PM page's rows went in 0036, the services page's steps and
 * figures and the partner tiers in 0038: those pages' words are documents of `pages`.)
 */
export interface BlocksTable {
  id: number;
  page: string;
  kind: string;
  position: number;
  title: string;
  summary: string;
  body_html: string;
  image_key: string | null;
  image_alt: string;
  link_label: string | null;
  link_href: string | null;
  value: string | null;
  data: Json | null;
  published: Bool;
}

/** The site's name, contact details, navigation and footer (migration 0011): one row, id 1, edited like any item. */
export interface SiteSettingsTable {
  id: number;
  site_name: string;
  company_name: string;
  tagline: string;
  contact: Json;
  navigation: Json;
  footer: Json;
  social: Json;
  /** The site search's synonyms: [{ term, means: [...] }]. */
  synonyms: Json;
  /** The chrome's primary call to action: { label, href } (migration 0031). */
  primary_cta: Json;
  published: Bool;
  updated_at: Timestamp;
}

/** Page copy and other site values, one JSON document per key (the site settings moved to site_settings in 0011). */
/** Pages made of typed blocks (migration 0029; the PM page and the privacy notice since 0036), served at their path on both skins. */
export interface PagesTable extends Seo {
  id: number;
  /** Unique, without a leading slash: "contact". */
  path: string;
  title: string;
  /** The page's blocks (app/kernel/page-blocks.ts). */
  blocks: Json;
  published: Bool;
  updated_at: Timestamp;
}

export interface SettingsTable {
  key: string;
  value: Json;
}

export interface LeadsTable {
  id: Generated<number>;
  created_at: Timestamp;
  /** "c1:" + a hash of the client and its Idempotency-Key; older rows hold "key:<key>" or "form:<nonce>". */
  idempotency_key: string | null;
  /** The form token's nonce: unique, so a form stores one lead (null for rows from before it was kept). */
  form_nonce: string | null;
  /** SHA-256 of the request body the key answered (null for rows from before). */
  request_hash: string | null;
  name: string;
  email: string;
  phone: string;
  company: string;
  job_title: string;
  company_size: string;
  product: string;
  region: string | null;
  message: string | null;
  consent: Bool;
  source: "api" | "form";
  /** The page of the site the visitor came from, "/price" (migration 0012); null when unknown. */
  source_page: string | null;
  /** The UTM parameters of the visit that brought the lead (migration 0017); null when it had none. */
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  user_agent: string;
  ip_hash: string;
  /** What the visitor asked for (app/kernel/lead-intent.ts; migration 0031); "demo" for leads from before. */
  intent: ColumnType<LeadIntent, LeadIntent | undefined, LeadIntent>;
  /** The price plan the visitor chose (its slug; migration 0031), null when none. */
  plan: string | null;
  /**
   * The item the lead registered for, from the page it was sent from (migration 0046): a
   * content type's name and the item's id, both or neither.
   */
  item_type: ColumnType<string | null, string | null | undefined, string | null>;
  item_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The locale of the page the lead was sent from, a BCP 47 tag of LOCALES (migration 0042). */
  locale: ColumnType<string, string | undefined, string>;
  /** The inbox workflow (migration 0009). */
  status: Generated<"new" | "contacted" | "qualified" | "won" | "lost">;
  assignee_id: string | null;
  /** Bumped by every change in the inbox: the ETag of GET/PATCH /api/v1/admin/leads/{id}. */
  version: Generated<number>;
  updated_at: Timestamp | null;
  /** Set when the person's data was erased; the row stays, anonymised, for counts. */
  erased_at: Timestamp | null;
}

/** One row (id 1), bumped by every content write: db/content-version.ts. */
export interface ContentVersionTable {
  id: number;
  version: ColumnType<number | string, number, number>;
  /** JSON array of the page-cache tags the last change touched; null for everything. */
  types: string | null;
  changed_at: Timestamp;
}

export interface DB extends AccountsDB, EditorialDB, MediaDB, LeadsInboxDB, CdnDB, AnalyticsDB {
  media: MediaTable;
  news: NewsTable;
  cases: CasesTable;
  solutions: SolutionsTable;
  videos: VideosTable;
  qas: QasTable;
  events: EventsTable;
  help_categories: HelpCategoriesTable;
  help_articles: HelpArticlesTable;
  price_plans: PricePlansTable;
  price_features: PriceFeaturesTable;
  promotions: PromotionsTable;
  services: ServicesTable;
  partners: PartnersTable;
  blocks: BlocksTable;
  settings: SettingsTable;
  site_settings: SiteSettingsTable;
  pages: PagesTable;
  leads: LeadsTable;
  content_version: ContentVersionTable;
}

/** The content tables the seed replaces, children before parents. */
export const CONTENT_TABLES = [
  "news",
  "cases",
  "solutions",
  "videos",
  "qas",
  "events",
  "help_articles",
  "help_categories",
  "price_plans",
  "price_features",
  "promotions",
  "services",
  "partners",
  "blocks",
  "settings",
  "site_settings",
  "pages",
  "media",
] as const satisfies ReadonlyArray<keyof DB>;
