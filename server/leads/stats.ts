/**
 * The dashboard's figures: leads per day over the last 90 days (UTC days, empty
 * days included), and counts by status and by product. Erased leads count: their
 * anonymised rows are kept for this.
 */
import { sql, type Kysely } from "kysely";
import type { DialectKind } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import type { StaffUser } from "../../app/kernel/services/accounts.ts";
import { allow } from "./errors.ts";
import type { LeadStats } from "../../app/kernel/services/lead-inbox.ts";
export type { LeadStats };

export const DASHBOARD_DAYS = 90;
const DAY_MS = 86_400_000;

export async function leadStats(
  db: Kysely<DB>,
  kind: DialectKind,
  user: StaffUser,
  now = new Date(),
): Promise<LeadStats> {
  allow(user, "leads.read");
  const today = Date.parse(now.toISOString().slice(0, 10));
  const first = new Date(today - (DASHBOARD_DAYS - 1) * DAY_MS).toISOString();
  const dayOf =
    kind === "postgres"
      ? sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`
      : sql<string>`substr(created_at, 1, 10)`;
  const days = await db
    .selectFrom("leads")
    .select([dayOf.as("day"), (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("created_at", ">=", first)
    .groupBy(dayOf)
    .execute();
  const counted = new Map(days.map((d) => [d.day, Number(d.n)]));
  const perDay = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
    const day = new Date(Date.parse(first) + i * DAY_MS).toISOString().slice(0, 10);
    return { day, count: counted.get(day) ?? 0 };
  });
  const byStatus = await db
    .selectFrom("leads")
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy("status")
    .execute();
  const byProduct = await db
    .selectFrom("leads")
    .select(["product", (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy("product")
    .orderBy("product")
    .execute();
  const statuses = byStatus.map((r) => ({ status: r.status, count: Number(r.n) }));
  return {
    perDay,
    byStatus: statuses,
    byProduct: byProduct.map((r) => ({ product: r.product, count: Number(r.n) })),
    total: statuses.reduce((sum, r) => sum + r.count, 0),
  };
}
