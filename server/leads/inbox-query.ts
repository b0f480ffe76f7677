/**
 * The inbox's filters as SQL, shared by the list, the export and the dashboard:
 * one reading of "status", "from", "to" (inclusive day), "product", "region",
 * "source", "sourcePage" and the free-text search, on SQLite and PostgreSQL alike.
 */
import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import { z } from "zod";
import type { DB } from "../../db/schema.ts";
import { LEAD_STATUSES, type LeadStatus } from "../../app/kernel/lead-status.ts";
import { SOURCE_PAGE_MAX, sourcePageOf } from "../../app/kernel/source-page.ts";

export { LEAD_STATUSES, type LeadStatus };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (name: string) =>
  z
    .string()
    .refine((v) => DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
      message: `${name} must be a day written YYYY-MM-DD`,
    })
    .meta({ description: `A day, YYYY-MM-DD (UTC, ${name === "from" ? "first" : "last"} day included).` });
const word = (description: string) => z.string().trim().min(1).max(200).meta({ description });

/** The filter as the URL and the API carry it; every field optional. */
export const leadFilterSchema = z
  .object({
    status: z.enum(LEAD_STATUSES).optional().meta({ description: "Workflow status." }),
    from: day("from").optional(),
    to: day("to").optional(),
    product: word("Product of interest, as the form's value (oa, pm, ...).").optional(),
    region: word("Country or region, as the form's value.").optional(),
    source: z
      .enum(["api", "form"])
      .optional()
      .meta({ description: "How the lead came in: the JSON API or the page's form." }),
    sourcePage: z
      .string()
      .max(SOURCE_PAGE_MAX)
      .refine((v) => sourcePageOf(v) !== null, { message: "sourcePage must be a path of the site, such as /price" })
      .optional()
      .meta({ description: "The page of the site the visitor came from to the register form, such as /price." }),
    utmCampaign: word("The campaign (utm_campaign) of the visit that brought the lead.").optional(),
    utmSource: word("The campaign source (utm_source) of the visit that brought the lead.").optional(),
    q: word("Words found in the name, email, company or message.").optional(),
  })
  .strict();
export type LeadFilter = z.infer<typeof leadFilterSchema>;

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
  if (filter.sourcePage) q = q.where("leads.source_page", "=", filter.sourcePage);
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
