/**
 * The inbox's one write (inbox.ts checks the policy and audits it): a lead's
 * status and assignee and a new note, checked field by field, then applied in one
 * transaction when `version` is still the lead's (else 412: someone changed it
 * meanwhile). An erased lead takes no notes.
 */
import { sql, type Kysely } from "kysely";
import { can } from "../../app/kernel/admin-policy.ts";
import type { DB } from "../../db/schema.ts";
import type { StaffUser } from "../../app/kernel/services/accounts.ts";
import { LeadsError } from "./errors.ts";
import { LEAD_STATUSES, type LeadStatus } from "./inbox-query.ts";
import type { LeadChange } from "../../app/kernel/services/lead-inbox.ts";
export type { LeadChange };

const MAX_NOTE = 5000;

/** Applies the change; returns the status and assignee before it, and the id of the note it added. */
export async function applyLeadChange(
  db: Kysely<DB>,
  user: StaffUser,
  id: number,
  change: LeadChange,
  version: number | undefined,
): Promise<{ before: { status: LeadStatus; assigneeId: string | null }; noteId: number | undefined }> {
  const fields: Record<string, string> = {};
  if (change.status !== undefined && !LEAD_STATUSES.includes(change.status)) fields.status = "Unknown status.";
  const note = change.note?.trim() ?? "";
  if (note.length > MAX_NOTE) fields.note = `A note can hold ${MAX_NOTE} characters at most.`;
  if (change.assigneeId) {
    const person = await db
      .selectFrom("auth_user")
      .select(["role", "disabledAt"])
      .where("id", "=", change.assigneeId)
      .executeTakeFirst();
    if (!person || person.disabledAt !== null || !can(person.role, "leads.update"))
      fields.assigneeId = "Choose someone who works on leads.";
  }
  if (Object.keys(fields).length) throw new LeadsError(400, "Some fields need your attention.", fields);
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("leads")
      .select(["status", "assignee_id", "version", "erased_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw new LeadsError(404, "No such lead.");
    if (version !== undefined && Number(row.version) !== version)
      throw new LeadsError(412, "Someone changed this lead meanwhile. Reload it, then make your change again.");
    if (row.erased_at !== null && note) throw new LeadsError(400, "This lead was erased; it takes no notes.");
    const set = {
      ...(change.status !== undefined ? { status: change.status } : {}),
      ...(change.assigneeId !== undefined ? { assignee_id: change.assigneeId } : {}),
    };
    const updated = await trx
      .updateTable("leads")
      .set({ ...set, updated_at: now, version: sql`version + 1` })
      .where("id", "=", id)
      .where("version", "=", Number(row.version))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1)
      throw new LeadsError(412, "Someone changed this lead meanwhile. Reload it, then make your change again.");
    let noteId: number | undefined;
    if (note) {
      const inserted = await trx
        .insertInto("lead_notes")
        .values({ lead_id: id, author_id: user.id, author_email: user.email, created_at: now, body: note })
        .returning("id")
        .executeTakeFirstOrThrow();
      noteId = Number(inserted.id);
    }
    return { before: { status: row.status, assigneeId: row.assignee_id }, noteId };
  });
}
