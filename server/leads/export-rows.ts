/**
 * The leads an export writes: each stored lead with its place in the inbox (its
 * status, the assignee's address and the notes, oldest first), read in batches by
 * id so that any number streams in constant memory. The admin's export and
 * `npm run leads:export` both read through here.
 */
import type { Kysely, Selectable } from "kysely";
import type { DB, LeadsTable } from "../../db/schema.ts";
import { storedLeadOf, type StoredLead } from "./store.ts";

export interface ExportNote {
  at: string;
  /** The author's address when the note was written; null when none was kept. */
  author: string | null;
  body: string;
}

export interface ExportedLead extends StoredLead {
  status: string;
  assignee: string | null;
  notes: ExportNote[];
}

/** The next rows of the export: ids above `after`, in id order, at most `limit`. */
export type LeadBatch = (after: number, limit: number) => Promise<Selectable<LeadsTable>[]>;

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

export async function* exportedLeads(db: Kysely<DB>, next: LeadBatch, size = 500): AsyncGenerator<ExportedLead> {
  let after = 0;
  for (;;) {
    const rows = await next(after, size);
    if (rows.length === 0) return;
    const assigneeIds = [...new Set(rows.flatMap((r) => (r.assignee_id ? [r.assignee_id] : [])))];
    const users = assigneeIds.length
      ? await db.selectFrom("auth_user").select(["id", "email"]).where("id", "in", assigneeIds).execute()
      : [];
    const emails = new Map(users.map((u) => [u.id, u.email]));
    const noteRows = await db
      .selectFrom("lead_notes")
      .select(["lead_id", "created_at", "author_email", "body"])
      .where(
        "lead_id",
        "in",
        rows.map((r) => Number(r.id)),
      )
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    const notes = new Map<number, ExportNote[]>();
    for (const n of noteRows) {
      const list = notes.get(Number(n.lead_id)) ?? [];
      list.push({ at: iso(n.created_at), author: n.author_email, body: n.body });
      notes.set(Number(n.lead_id), list);
    }
    for (const row of rows)
      yield {
        ...storedLeadOf(row),
        status: row.status,
        assignee: row.assignee_id ? (emails.get(row.assignee_id) ?? null) : null,
        notes: notes.get(Number(row.id)) ?? [],
      };
    if (rows.length < size) return;
    after = Number(rows[rows.length - 1]!.id);
  }
}

/** Leads in the order they arrived, optionally only those created at or after `since`. */
export function listLeads(db: Kysely<DB>, since?: Date, size = 500): AsyncGenerator<ExportedLead> {
  return exportedLeads(
    db,
    (after, limit) => {
      let query = db.selectFrom("leads").selectAll().where("id", ">", after).orderBy("id").limit(limit);
      if (since) query = query.where("created_at", ">=", since.toISOString());
      return query.execute();
    },
    size,
  );
}
