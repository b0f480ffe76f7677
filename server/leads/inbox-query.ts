/**
 * The inbox's filters as SQL, shared by the list, the export and the dashboard:
 * one reading of "status", "from", "to" (inclusive day), "product", "region",
 * "source", "intent", "sourcePage", "locale", "item" and the free-text search, on SQLite and PostgreSQL alike.
 */
import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { DB } from "../../db/schema.ts";
import { LEAD_STATUSES, type LeadStatus } from "../../app/kernel/lead-status.ts";
import { leadFilterSchema, leadItemOfKey, type LeadFilter } from "../../app/kernel/lead-inbox.ts";

export { LEAD_STATUSES, type LeadStatus };

export { leadFilterSchema, type LeadFilter };

type LeadsQuery = SelectQueryBuilder<DB, "leads", object>;

/** `text` as a LIKE pattern matching it literally anywhere. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function applyFilter<Q extends LeadsQuery>(query: Q, filter: LeadFilter): Q {
  let q: LeadsQuery = query;
  if (filter.status) q = q.where("leads.status", "=", filter.status);
  if (filter.from) q = q.where("leads.created_at", ">=", `${filter.from}T00:00:00.000Z`);
  if (filter.to)
    q = q.where("leads.created_at", "<", new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000).toISOString());
  if (filter.product) q = q.where("leads.product", "=", filter.product);
  if (filter.region) q = q.where("leads.region", "=", filter.region);
  if (filter.source) q = q.where("leads.source", "=", filter.source);
  if (filter.intent) q = q.where("leads.intent", "=", filter.intent);
  if (filter.sourcePage) q = q.where("leads.source_page", "=", filter.sourcePage);
  if (filter.locale) q = q.where("leads.locale", "=", filter.locale);
  const item = filter.item ? leadItemOfKey(filter.item) : null;
  if (item) q = q.where("leads.item_type", "=", item.type).where("leads.item_id", "=", item.id);
  if (filter.utmCampaign) q = q.where("leads.utm_campaign", "=", filter.utmCampaign);
  if (filter.utmSource) q = q.where("leads.utm_source", "=", filter.utmSource);
  if (filter.q) {
    const pattern = contains(filter.q);
    q = q.where((eb) =>
      eb.or(
        (["leads.name", "leads.email", "leads.company", "leads.message"] as const).map(
          (col) => sql<boolean>`lower(${sql.ref(col)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return q as Q;
}

export function leadsFrom(db: Kysely<DB>, filter: LeadFilter): LeadsQuery {
  return applyFilter(db.selectFrom("leads"), filter);
}
