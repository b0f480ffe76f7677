/**
 * The notification outbox's rows (table lead_outbox, decision 0031): queued in the
 * lead's own transaction, claimed by the worker (./outbox.ts), marked sent, retried
 * with exponential backoff, and given up ("dead") after RETRY_WINDOW_MS.
 *
 * Claiming pushes the row's next_attempt_at past a lease in the same statement that
 * picks it; on PostgreSQL the pick is `FOR UPDATE SKIP LOCKED`, so instances sharing
 * the database never take the same row. A process that dies holding a row frees it
 * when the lease runs out, and another attempt sends it.
 */
import { sql, type Kysely } from "kysely";
import type { Lead } from "../../app/kernel/lead-schema.ts";
import type { DialectKind } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import type { LeadMeta, StoredLead } from "./store.ts";
import type { OutboxChannel, OutboxRow } from "../../app/kernel/services/lead-inbox.ts";
export type { OutboxChannel, OutboxRow };

/** Retries go on for this long after the lead arrived, then the row is a dead letter. */
export const RETRY_WINDOW_MS = 24 * 3_600_000;
/** How long a claimed row is held before another worker may take it again. */
export const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 3_600_000;

/** What a notification says: the lead as stored, personal data included until erased. */
export interface LeadNotice {
  event: "lead.created";
  lead: StoredLead;
}

/** The notice of a lead as stored with `meta` (./store.ts). */
export function leadNotice(
  id: number,
  createdAt: string,
  lead: Lead,
  meta: Pick<LeadMeta, "source" | "sourcePage" | "campaign" | "intent" | "locale" | "item">,
): LeadNotice {
  const campaign = meta.campaign ?? {};
  return {
    event: "lead.created",
    lead: {
      id,
      createdAt,
      name: lead.name,
      email: lead.email,
      // Empty when the lead's form did not ask (decision 0085), as the stored row.
      phone: lead.phone ?? "",
      company: lead.company ?? "",
      jobTitle: lead.jobTitle ?? "",
      companySize: lead.companySize ?? "",
      product: lead.product ?? "",
      region: lead.region ?? null,
      message: lead.message ?? null,
      consent: lead.consent,
      source: meta.source,
      sourcePage: meta.sourcePage ?? null,
      intent: meta.intent ?? "demo",
      plan: lead.plan ?? null,
      locale: meta.locale,
      item: meta.item ?? null,
      utmSource: campaign.utmSource ?? null,
      utmMedium: campaign.utmMedium ?? null,
      utmCampaign: campaign.utmCampaign ?? null,
      utmTerm: campaign.utmTerm ?? null,
      utmContent: campaign.utmContent ?? null,
    },
  };
}

export async function enqueueNotifications(
  trx: Kysely<DB>,
  leadId: number,
  channels: readonly OutboxChannel[],
  notice: LeadNotice,
  now = new Date().toISOString(),
): Promise<void> {
  const payload = JSON.stringify(notice);
  await trx
    .insertInto("lead_outbox")
    .values(
      channels.map((channel) => ({
        lead_id: leadId,
        channel,
        payload,
        created_at: now,
        next_attempt_at: now,
      })),
    )
    .execute();
}

const iso = (v: string | Date | null) => (v === null ? null : (v instanceof Date ? v : new Date(v)).toISOString());

function rowOf(r: {
  id: number | string;
  lead_id: number | string;
  channel: OutboxChannel;
  payload: string;
  attempts: number | string;
  created_at: string | Date;
  next_attempt_at: string | Date;
  sent_at: string | Date | null;
  dead_at: string | Date | null;
  last_error: string | null;
}): OutboxRow {
  return {
    id: Number(r.id),
    leadId: Number(r.lead_id),
    channel: r.channel,
    payload: r.payload,
    attempts: Number(r.attempts),
    createdAt: iso(r.created_at)!,
    nextAttemptAt: iso(r.next_attempt_at)!,
    sentAt: iso(r.sent_at),
    deadAt: iso(r.dead_at),
    lastError: r.last_error,
  };
}

/**
 * Takes up to `limit` rows that are due, for this worker alone: their next attempt
 * moves a lease ahead and their attempt count goes up, in one committed step.
 */
export async function claimDue(
  db: Kysely<DB>,
  kind: DialectKind,
  limit: number,
  now = new Date(),
): Promise<OutboxRow[]> {
  const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom("lead_outbox")
      .select("id")
      .where("sent_at", "is", null)
      .where("dead_at", "is", null)
      .where("next_attempt_at", "<=", now.toISOString())
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(limit);
    if (kind === "postgres") due = due.forUpdate().skipLocked();
    const ids = (await due.execute()).map((r) => r.id);
    if (!ids.length) return [];
    const rows = await trx
      .updateTable("lead_outbox")
      .set({ next_attempt_at: leaseUntil, attempts: sql`attempts + 1` })
      .where("id", "in", ids)
      .returningAll()
      .execute();
    return rows.map(rowOf).sort((a, b) => a.id - b.id);
  });
}

export async function markSent(db: Kysely<DB>, id: number, now = new Date()): Promise<void> {
  await db
    .updateTable("lead_outbox")
    .set({ sent_at: now.toISOString(), last_error: null })
    .where("id", "=", id)
    .execute();
}

/** The wait before attempt n+1: 30 s doubling, at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** Schedules the next attempt, or gives up once the retry window has passed. */
export async function markFailed(
  db: Kysely<DB>,
  row: OutboxRow,
  error: string,
  now = new Date(),
): Promise<"retry" | "dead"> {
  const next = now.getTime() + backoffMs(row.attempts);
  const dead = next - Date.parse(row.createdAt) > RETRY_WINDOW_MS;
  await db
    .updateTable("lead_outbox")
    .set(
      dead
        ? { dead_at: now.toISOString(), last_error: error.slice(0, 500) }
        : { next_attempt_at: new Date(next).toISOString(), last_error: error.slice(0, 500) },
    )
    .where("id", "=", row.id)
    .execute();
  return dead ? "dead" : "retry";
}

/** Dead letters, newest first. */
export async function listDead(db: Kysely<DB>, limit = 100): Promise<OutboxRow[]> {
  const rows = await db
    .selectFrom("lead_outbox")
    .selectAll()
    .where("dead_at", "is not", null)
    .where("sent_at", "is", null)
    .orderBy("dead_at", "desc")
    .limit(limit)
    .execute();
  return rows.map(rowOf);
}

/**
 * A dead letter back in the queue, due now, with a fresh retry window. False when the
 * row is not a dead letter (sent meanwhile, or never dead), or it was erased.
 */
export async function resend(db: Kysely<DB>, id: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("lead_outbox")
    .set({ dead_at: null, attempts: 0, created_at: now.toISOString(), next_attempt_at: now.toISOString() })
    .where("id", "=", id)
    .where("dead_at", "is not", null)
    .where("sent_at", "is", null)
    .where((eb) => eb.or([eb("last_error", "is", null), eb("last_error", "!=", ERASED)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The last_error of a notification cancelled because the person was erased. */
export const ERASED = "erased";

/** Counts of the queue, for the notifications page. */
export async function outboxCounts(db: Kysely<DB>): Promise<{ pending: number; dead: number; sent: number }> {
  const rows = await db
    .selectFrom("lead_outbox")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("n"),
      sql<string>`case when sent_at is not null then 'sent' when dead_at is not null then 'dead' else 'pending' end`.as(
        "state",
      ),
    ])
    .groupBy(sql`case when sent_at is not null then 'sent' when dead_at is not null then 'dead' else 'pending' end`)
    .execute();
  const out = { pending: 0, dead: 0, sent: 0 };
  for (const r of rows) out[r.state as keyof typeof out] = Number(r.n);
  return out;
}
