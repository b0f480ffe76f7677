/**
 * The workflow's jobs: due schedules and the trash purge. A schedule row is
 * claimed inside the transaction that carries it out, so it runs exactly once:
 * on PostgreSQL with `SELECT ... FOR UPDATE SKIP LOCKED` (another instance skips
 * rows one has claimed and never waits on them), on SQLite by the conditional
 * update that marks it done (SQLite lets one writer at a time). A schedule whose
 * time passed while every instance was down is simply due at the next start.
 */
import type { Logger } from "pino";
import { sql, type Kysely } from "kysely";
import { TRASH_DAYS } from "../../app/kernel/editorial-schemas.ts";
import { time } from "../../app/kernel/rows.ts";
import type { DialectKind } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import { isContentType } from "../../app/kernel/editorial-schemas.ts";
import { setMediaUses } from "../media-library/uses.ts";
import { TYPES } from "./registry.ts";
import { nowIso } from "./store.ts";
import { EditorialError } from "../../app/kernel/services/editorial.ts";
import type { Workflow } from "./workflow.ts";

const DAY_MS = 86_400_000;
/** Rows claimed per transaction: small, so one instance never holds many locks. */
const BATCH = 5;
/** How often each process looks for due schedules. */
export const JOB_INTERVAL_MS = 5_000;

export interface JobDeps {
  db: () => Kysely<DB>;
  kind: DialectKind;
  workflow: Workflow;
  logger: Logger;
  /** After a run that changed content: this process's caches follow at once. */
  changed: () => Promise<unknown>;
  audit: (entry: {
    actor: { id: string | null; email: string | null };
    action: string;
    type: string;
    id: number;
    after: unknown;
  }) => Promise<void>;
}

export function createJobs(deps: JobDeps) {
  type Done = Parameters<JobDeps["audit"]>[0];
  async function runOne(now: Date): Promise<{ done: Done[]; more: boolean }> {
    return deps
      .db()
      .transaction()
      .execute(async (trx) => {
        let query = trx
          .selectFrom("editorial_schedules")
          .selectAll()
          .where("done_at", "is", null)
          .where("run_at", "<=", now.toISOString())
          .orderBy("run_at")
          .orderBy("id")
          .limit(BATCH);
        if (deps.kind === "postgres") query = query.forUpdate().skipLocked();
        const due = await query.execute();
        const done: Done[] = [];
        for (const job of due) {
          // SQLite: the claim; PostgreSQL: already ours by the row lock.
          const claimed = await trx
            .updateTable("editorial_schedules")
            .set({ done_at: nowIso() })
            .where("id", "=", job.id)
            .where("done_at", "is", null)
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) continue;
          let outcome = "done";
          const base = isContentType(job.type) ? TYPES[job.type] : undefined;
          // A schedule of a translation publishes or takes down that locale alone.
          const info =
            base && job.locale !== deps.workflow.revisionLocale(base) ? { ...base, locale: job.locale } : base;
          const by = { id: job.created_by_id, email: job.created_by_email };
          try {
            if (!info) throw new EditorialError("not_found", `unknown type ${job.type}`);
            await deps.workflow.withItem(
              info,
              job.item_id,
              async (inner, meta) => {
                if (job.action === "publish")
                  await deps.workflow.publishIn(inner, info, job.item_id, meta, by, job.revision_id ?? undefined);
                else await deps.workflow.unpublishIn(inner, info, job.item_id, meta, by);
              },
              { trx },
            );
            // Audited after the commit: on SQLite the one connection is this transaction's.
            done.push({
              actor: by,
              action: `content.${job.action}ed`,
              type: job.type,
              id: job.item_id,
              after: { schedule: Number(job.id), at: time(job.run_at) },
            });
          } catch (error) {
            if (!(error instanceof EditorialError)) throw error;
            outcome = `skipped: ${error.message}`;
            deps.logger.warn({ schedule: Number(job.id), reason: error.message }, "scheduled change skipped");
          }
          await trx.updateTable("editorial_schedules").set({ outcome }).where("id", "=", job.id).execute();
        }
        return { done, more: due.length === BATCH };
      });
  }

  async function runDue(now = new Date()): Promise<number> {
    let count = 0;
    for (;;) {
      const { done, more } = await runOne(now);
      for (const entry of done) await deps.audit(entry);
      count += done.length;
      if (!more) break;
    }
    if (count) await deps.changed();
    return count;
  }

  async function purgeTrash(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS).toISOString();
    const expired = await deps
      .db()
      .selectFrom("editorial_items")
      .select(["type", "item_id"])
      .where("deleted_at", "<", cutoff)
      .execute();
    for (const item of expired) {
      if (!isContentType(item.type)) continue;
      const info = TYPES[item.type];
      await deps
        .db()
        .transaction()
        .execute(async (trx) => {
          for (const table of ["editorial_revisions", "editorial_schedules", "preview_links"] as const)
            await trx.deleteFrom(table).where("type", "=", info.type).where("item_id", "=", item.item_id).execute();
          // Gone for good: its images are no longer in use and may be deleted from the library.
          await setMediaUses(trx, info.type, String(item.item_id), []);
          await trx
            .deleteFrom("editorial_items")
            .where("type", "=", info.type)
            .where("item_id", "=", item.item_id)
            .execute();
          await sql`delete from ${sql.table(info.table)} where id = ${item.item_id}`.execute(trx);
        });
    }
    return expired.length;
  }

  let timer: NodeJS.Timeout | undefined;
  let lastPurge = 0;
  return {
    runDue,
    purgeTrash,
    start(intervalMs = JOB_INTERVAL_MS) {
      if (timer || intervalMs <= 0) return;
      const tick = async () => {
        try {
          await runDue();
          if (Date.now() - lastPurge > DAY_MS / 24) {
            lastPurge = Date.now();
            await purgeTrash();
          }
        } catch (error) {
          deps.logger.error({ err: error }, "editorial jobs failed; retrying at the next tick");
        }
        if (timer) timer = setTimeout(() => void tick(), intervalMs).unref();
      };
      timer = setTimeout(() => void tick(), 0).unref();
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
