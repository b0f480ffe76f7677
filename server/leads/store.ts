/**
 * Writes and reads the leads table. One transaction per lead, holding the lead's
 * INSERT and its notification outbox rows (./outbox-store.ts), nothing else: when
 * it resolves, the rows are committed and on disk
 * (PostgreSQL with its default synchronous_commit, SQLite in WAL mode with
 * synchronous=FULL), so the caller may acknowledge it.
 *
 * Two unique columns make the write safe to repeat, decided by the database
 * rather than by a check-then-insert race between requests, workers or instances:
 * - `idempotency_key`: the client's Idempotency-Key, scoped to that client. A
 *   repeat finds the first row; with the same request fingerprint it is a replay
 *   of the same answer, with another it is a misuse of the key.
 * - `form_nonce`: the form token's random part. A form stores at most one lead;
 *   sending it again, under any key, finds the form spent.
 * The INSERT is `ON CONFLICT DO NOTHING` for either, and the outcome is read back.
 */
import type { Kysely, Selectable } from "kysely";
import type { DB, LeadsTable } from "../../db/schema.ts";
import type { Lead } from "../../app/kernel/lead-schema.ts";
import type { Campaign } from "../../app/kernel/campaign.ts";
import type { LeadIntent } from "../../app/kernel/lead-intent.ts";
import { enqueueNotifications, leadNotice, type OutboxChannel } from "./outbox-store.ts";
import type { LeadSource } from "../../app/kernel/services/leads.ts";
import type { LeadItem, StoredLead } from "../../app/kernel/services/lead-inbox.ts";
export type { StoredLead };

export interface LeadMeta {
  /** The scoped Idempotency-Key (server/leads/service.ts), or null when none was sent. */
  idempotencyKey: string | null;
  /** The nonce of the form token the lead came with. */
  formNonce: string;
  /** Fingerprint of the request body, compared when the same key comes back. */
  requestHash: string;
  source: LeadSource;
  /** The page of the site the visitor came from, checked (app/kernel/source-page.ts); null when unknown. */
  sourcePage?: string | null;
  /** What the visitor asked for; a demo when not given. */
  intent?: LeadIntent | undefined;
  /** The locale of the page it was sent from, a configured tag (server/leads/service.ts). */
  locale: string;
  /** The item whose page the lead was sent from, when it takes registrations and is published. */
  item?: LeadItem | null;
  /** The UTM parameters of the visit, checked by the lead schema. */
  campaign?: Campaign;
  userAgent: string;
  ipHash: string;
  /** ISO 8601, UTC. */
  createdAt?: string;
  /** The notifications to queue with the lead, in its transaction (none: no outbox rows). */
  channels?: readonly OutboxChannel[];
}

export type InsertOutcome =
  /** Stored now. */
  | { outcome: "created"; id: number }
  /** The same key and request came before: the lead is already stored. */
  | { outcome: "replayed"; id: number }
  /** The same key came before with a different request: nothing stored. */
  | { outcome: "key-reused" }
  /** The form token was spent by an earlier lead: nothing stored. */
  | { outcome: "form-used" };

/** What an earlier request with this (scoped) key stored, if any: the row and the fingerprint it answered. */
export async function findByIdempotencyKey(
  db: Kysely<DB>,
  idempotencyKey: string,
): Promise<{ id: number; requestHash: string | null } | undefined> {
  const row = await db
    .selectFrom("leads")
    .select(["id", "request_hash"])
    .where("idempotency_key", "=", idempotencyKey)
    .executeTakeFirst();
  return row ? { id: Number(row.id), requestHash: row.request_hash } : undefined;
}

/** The outcome of a request whose key was seen before. */
export function repeatOutcome(
  previous: { id: number; requestHash: string | null },
  requestHash: string,
): InsertOutcome {
  return previous.requestHash === requestHash ? { outcome: "replayed", id: previous.id } : { outcome: "key-reused" };
}

export async function insertLead(db: Kysely<DB>, lead: Lead, meta: LeadMeta): Promise<InsertOutcome> {
  const createdAt = meta.createdAt ?? new Date().toISOString();
  // The lead and its notifications commit together or not at all (decision 0031): a
  // failed outbox write fails the request exactly as a failed lead write does.
  const inserted = await db.transaction().execute(async (trx) => {
    const row = await insertRow(trx, lead, meta, createdAt);
    if (row && meta.channels?.length)
      await enqueueNotifications(trx, Number(row.id), meta.channels, leadNotice(Number(row.id), createdAt, lead, meta));
    return row;
  });
  if (inserted) return { outcome: "created", id: Number(inserted.id) };
  // The conflicting row is committed by now (PostgreSQL waits for it; SQLite has one writer).
  if (meta.idempotencyKey !== null) {
    const previous = await findByIdempotencyKey(db, meta.idempotencyKey);
    if (previous) return repeatOutcome(previous, meta.requestHash);
  }
  const spent = await db.selectFrom("leads").select("id").where("form_nonce", "=", meta.formNonce).executeTakeFirst();
  if (spent) return { outcome: "form-used" };
  throw new Error("A lead insert conflicted on neither its idempotency key nor its form nonce");
}

function insertRow(trx: Kysely<DB>, lead: Lead, meta: LeadMeta, createdAt: string) {
  return (
    trx
      .insertInto("leads")
      .values({
        created_at: createdAt,
        idempotency_key: meta.idempotencyKey,
        form_nonce: meta.formNonce,
        request_hash: meta.requestHash,
        name: lead.name,
        email: lead.email,
        // A field the lead's form did not ask is stored empty (decision 0085).
        phone: lead.phone ?? "",
        company: lead.company ?? "",
        job_title: lead.jobTitle ?? "",
        company_size: lead.companySize ?? "",
        product: lead.product ?? "",
        region: lead.region ?? null,
        message: lead.message ?? null,
        consent: lead.consent,
        source: meta.source,
        source_page: meta.sourcePage ?? null,
        intent: meta.intent ?? "demo",
        plan: lead.plan ?? null,
        locale: meta.locale,
        item_type: meta.item?.type ?? null,
        item_id: meta.item?.id ?? null,
        utm_source: meta.campaign?.utmSource ?? null,
        utm_medium: meta.campaign?.utmMedium ?? null,
        utm_campaign: meta.campaign?.utmCampaign ?? null,
        utm_term: meta.campaign?.utmTerm ?? null,
        utm_content: meta.campaign?.utmContent ?? null,
        user_agent: meta.userAgent.slice(0, 400),
        ip_hash: meta.ipHash,
      })
      // No conflict target: either unique column may be the one already taken.
      .onConflict((oc) => oc.doNothing())
      .returning("id")
      .executeTakeFirst()
  );
}

/** A leads row as the exports and the inbox read it. */
export function storedLeadOf(row: Selectable<LeadsTable>): StoredLead {
  return {
    id: Number(row.id),
    createdAt: row.created_at instanceof Date ? row.created_at.toISOString() : new Date(row.created_at).toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    jobTitle: row.job_title,
    companySize: row.company_size,
    product: row.product,
    region: row.region,
    message: row.message,
    consent: row.consent === true || row.consent === 1,
    source: row.source,
    sourcePage: row.source_page,
    intent: row.intent,
    plan: row.plan,
    locale: row.locale,
    item: row.item_type !== null && row.item_id !== null ? { type: row.item_type, id: Number(row.item_id) } : null,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    utmTerm: row.utm_term,
    utmContent: row.utm_content,
  };
}
