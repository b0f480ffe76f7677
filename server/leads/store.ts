/**
 * Writes and reads the leads table. One INSERT per lead, outside any wider
 * transaction: when execute() resolves, the row is committed (PostgreSQL with
 * its default synchronous_commit, SQLite in WAL mode), so the caller may
 * acknowledge it. A repeated idempotency key inserts nothing
 * (ON CONFLICT DO NOTHING) and finds the first row instead.
 */
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { Lead } from "../../app/lib/lead-schema.ts";

export type LeadSource = "api" | "form";

export interface LeadMeta {
  idempotencyKey: string;
  source: LeadSource;
  userAgent: string;
  ipHash: string;
  /** ISO 8601, UTC. */
  createdAt?: string;
}

export interface StoredLead {
  id: number;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  jobTitle: string;
  companySize: string;
  product: string;
  region: string | null;
  message: string | null;
  consent: boolean;
  source: string;
}

export async function insertLead(db: Kysely<DB>, lead: Lead, meta: LeadMeta): Promise<{ id: number; created: boolean }> {
  const inserted = await db
    .insertInto("leads")
    .values({
      created_at: meta.createdAt ?? new Date().toISOString(),
      idempotency_key: meta.idempotencyKey,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      company: lead.company,
      job_title: lead.jobTitle,
      company_size: lead.companySize,
      product: lead.product,
      region: lead.region ?? null,
      message: lead.message ?? null,
      consent: lead.consent,
      source: meta.source,
      user_agent: meta.userAgent.slice(0, 400),
      ip_hash: meta.ipHash,
    })
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return { id: Number(inserted.id), created: true };
  const existing = await db.selectFrom("leads").select("id").where("idempotency_key", "=", meta.idempotencyKey).executeTakeFirstOrThrow();
  return { id: Number(existing.id), created: false };
}

/** Leads in the order they arrived, optionally only those created at or after `since`. */
export async function* listLeads(db: Kysely<DB>, since?: Date, batch = 500): AsyncGenerator<StoredLead> {
  let after = 0;
  for (;;) {
    let query = db.selectFrom("leads").selectAll().where("id", ">", after).orderBy("id").limit(batch);
    if (since) query = query.where("created_at", ">=", since.toISOString());
    const rows = await query.execute();
    for (const row of rows) {
      yield {
        id: Number(row.id),
        createdAt: row.created_at instanceof Date ? row.created_at.toISOString() : String(row.created_at),
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
      };
    }
    if (rows.length < batch) return;
    after = Number(rows[rows.length - 1]!.id);
  }
}
