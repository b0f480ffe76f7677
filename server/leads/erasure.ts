/**
 * Erasure of a person's data (decision 0032): their leads keep only what counts
 * need (time, status, product, region, company size, source), every personal field
 * is blanked, their notes are deleted, their notifications lose their payload (and
 * those not sent yet are cancelled), and mail copies kept in DATA_DIR/outbox/ that
 * name them are deleted. Exports are streamed, never kept, so there is no export
 * cache to clear. The audit entry holds lead ids and counts, not the address.
 *
 * The same anonymisation serves the retention setting: leads older than N months
 * are erased by a daily job.
 */
import { readdir, readFile, unlink } from "node:fs/promises";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import type { Logger } from "pino";
import type { DB } from "../../db/schema.ts";
import type { AuditService, ClientInfo, StaffUser } from "../../app/kernel/services/accounts.ts";
import { allow } from "./errors.ts";
import type { NotifySettingsStore } from "./notify-settings.ts";
import { ERASED } from "./outbox-store.ts";
import type { ErasureResult } from "../../app/kernel/services/lead-inbox.ts";
export type { ErasureResult };

const DAY_MS = 86_400_000;

export interface ErasureDeps {
  db: () => Kysely<DB>;
  audit: AuditService;
  settings: NotifySettingsStore;
  /** Where the mail service keeps copies when SMTP_URL is unset (server/mail/service.ts). */
  mailCopies: string;
  logger: Logger;
}

/** Months back from `now`, on the calendar (the same day of the month, UTC). */
export function monthsAgo(now: Date, months: number): Date {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

export function createErasure(deps: ErasureDeps) {
  let timer: NodeJS.Timeout | undefined;

  /** Anonymises these leads and their notifications in one transaction; returns the notification count. */
  async function anonymise(ids: number[], now: string): Promise<number> {
    if (!ids.length) return 0;
    return deps
      .db()
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable("leads")
          .set({
            name: "",
            email: "",
            phone: "",
            company: "",
            job_title: "",
            message: null,
            user_agent: "",
            ip_hash: "",
            idempotency_key: null,
            request_hash: null,
            erased_at: now,
            updated_at: now,
            version: sql`version + 1`,
          })
          .where("id", "in", ids)
          .execute();
        await trx.deleteFrom("lead_notes").where("lead_id", "in", ids).execute();
        await trx
          .updateTable("lead_outbox")
          .set({ dead_at: now, last_error: ERASED })
          .where("lead_id", "in", ids)
          .where("sent_at", "is", null)
          .where("dead_at", "is", null)
          .execute();
        const scrubbed = await trx
          .updateTable("lead_outbox")
          .set({ payload: sql`'{"event":"lead.created","erased":true}'` })
          .where("lead_id", "in", ids)
          .executeTakeFirst();
        return Number(scrubbed.numUpdatedRows);
      });
  }

  /** Deletes the kept mail copies that contain any of these addresses. */
  async function deleteMailCopies(emails: string[]): Promise<number> {
    const wanted = emails.map((e) => e.toLowerCase()).filter(Boolean);
    if (!wanted.length) return 0;
    let files: string[];
    try {
      files = (await readdir(deps.mailCopies)).filter((f) => f.endsWith(".eml"));
    } catch {
      return 0;
    }
    let deleted = 0;
    for (const file of files) {
      const full = path.join(deps.mailCopies, file);
      const text = (await readFile(full, "utf8").catch(() => "")).toLowerCase();
      if (wanted.some((e) => text.includes(e))) {
        await unlink(full).catch(() => {});
        deleted++;
      }
    }
    return deleted;
  }

  async function eraseWhere(ids: { id: number | string; email: string }[], now: Date) {
    const leadIds = ids.map((r) => Number(r.id));
    const notifications = await anonymise(leadIds, now.toISOString());
    const files = await deleteMailCopies([...new Set(ids.map((r) => r.email))]);
    return { leadIds, result: { leads: leadIds.length, notifications, files } };
  }

  async function purgeExpired(now = new Date()): Promise<ErasureResult> {
    const { retentionMonths } = await deps.settings.read();
    if (retentionMonths <= 0) return { leads: 0, notifications: 0, files: 0 };
    const cutoff = monthsAgo(now, retentionMonths).toISOString();
    const rows = await deps
      .db()
      .selectFrom("leads")
      .select(["id", "email"])
      .where("created_at", "<", cutoff)
      .where("erased_at", "is", null)
      .execute();
    const { leadIds, result } = await eraseWhere(rows, now);
    if (leadIds.length)
      await deps.audit.record({
        actor: null,
        action: "lead.retention-erased",
        targetType: "lead",
        after: { ...result, leadIds: leadIds.slice(0, 200), retentionMonths },
      });
    return result;
  }

  return {
    /** Erases every lead sent with this address (any letter case). */
    async eraseEmail(user: StaffUser, email: string, client: ClientInfo): Promise<ErasureResult> {
      allow(user, "leads.erase");
      const address = email.trim().toLowerCase();
      const rows = await deps
        .db()
        .selectFrom("leads")
        .select(["id", "email"])
        .where(sql<boolean>`lower(email) = ${address}`)
        .where("erased_at", "is", null)
        .execute();
      const { leadIds, result } = await eraseWhere(rows.length ? rows : [], new Date());
      // Mail copies may outlive the leads (a lead erased before): look for the address anyway.
      if (!rows.length) result.files = await deleteMailCopies([address]);
      await deps.audit.record({
        actor: { id: user.id, email: user.email },
        ip: client.ip,
        action: "lead.erased",
        targetType: "lead",
        after: { ...result, leadIds },
      });
      return result;
    },

    purgeExpired,

    /** The daily retention job: soon after start, then every day; never keeps the process alive. */
    startRetention() {
      const run = () =>
        purgeExpired().then(
          (r) => r.leads > 0 && deps.logger.info(r, "leads past the retention period erased"),
          (error: unknown) => deps.logger.warn({ err: error }, "lead retention job failed; it runs again tomorrow"),
        );
      timer = setTimeout(function tick() {
        void run();
        timer = setTimeout(tick, DAY_MS).unref();
      }, 90_000).unref();
    },

    stop() {
      if (timer) clearTimeout(timer);
    },
  };
}

export type Erasure = ReturnType<typeof createErasure>;
