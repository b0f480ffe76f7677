/**
 * Table types for Kysely. The same code runs on SQLite and PostgreSQL, so the
 * selected types are the union of what each driver returns: SQLite gives 0/1
 * for booleans and text for times and JSON; pg gives booleans, Date objects and
 * parsed JSON. The content service normalises rows with the codecs of app/kernel/rows.ts.
 * The content types' tables are derived from their definitions (`RowOf`,
 * app/kernel/collections/table-row.ts), so a new type adds nothing here.
 */
import type { CdnDB } from "./schema-cdn.ts";
import type { ColumnType, Generated } from "kysely";
import type { AccountsDB } from "./schema-accounts.ts";
import type { MediaDB } from "./schema-media.ts";
import type { EditorialDB } from "./schema-editorial.ts";
import type { LeadsInboxDB } from "./schema-leads.ts";
import type { LeadIntent } from "../app/kernel/lead-intent.ts";
import type { AnalyticsDB } from "./schema-analytics.ts";
import { COLLECTIONS } from "../app/kernel/collections/index.ts";
import type { Bool, Json, RowOf, Timestamp } from "../app/kernel/collections/table-row.ts";

export type { Bool, ColumnOf, Timestamp } from "../app/kernel/collections/table-row.ts";

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

export interface PriceFeaturesTable {
  id: number;
  group_name: string;
  label: string;
  position: number;
  plan_values: Json;
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

/** Page copy and other site values, one JSON document per key (the site settings moved to site_settings in 0011). */
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

/**
 * The blocks table holds several types' items (each its scope) and columns outside their
 * documents (their `extra`), so its row type is written out.
 */
type Derived = Exclude<(typeof COLLECTIONS)[number], { table: "blocks" }>;
type CollectionTables = { [C in Derived as C["table"]]: RowOf<C> };

export interface DB extends CollectionTables, AccountsDB, EditorialDB, MediaDB, LeadsInboxDB, CdnDB, AnalyticsDB {
  media: MediaTable;
  price_features: PriceFeaturesTable;
  blocks: BlocksTable;
  settings: SettingsTable;
  leads: LeadsTable;
  content_version: ContentVersionTable;
}

/** The content tables besides the readable types' and the pictures, children before parents. */
const OTHER_CONTENT = [
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
] as const;

/**
 * The content tables the seed replaces, children before parents: the readable types' (those
 * with an `api`) in the definitions' order, the other content, any other type's, then the
 * pictures every item refers to. The seed writes them in the reverse order, which numbers
 * the items' history and search entries: this order keeps those numbers.
 */
export const CONTENT_TABLES = [
  ...new Set([
    ...COLLECTIONS.filter((c) => c.api).map((c) => c.table),
    ...OTHER_CONTENT,
    ...COLLECTIONS.map((c) => c.table),
  ]),
  "media",
] as const satisfies ReadonlyArray<keyof DB>;
