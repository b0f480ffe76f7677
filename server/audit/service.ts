/**
 * The audit trail (decision 0023): one append-only table, audit_log, written by
 * record() for every security and content event and read by the admin's list and
 * GET /api/v1/admin/audit. Nothing here updates a row; the database refuses to
 * (triggers of migration 0007). The one deletion is purgeExpired(), run daily in
 * process for AUDIT_RETENTION_DAYS.
 */
import { sql, type Kysely } from "kysely";
import type { Logger } from "pino";
import type { DialectKind } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import type {
  AuditEntry,
  AuditEvent,
  AuditPage,
  AuditQuery,
  AuditService,
} from "../../app/kernel/services/accounts.ts";
import { createRefusalRecorder, type RefusalRecorder } from "./refusals.ts";

const DAY_MS = 86_400_000;
/** Summaries are for people reading the trail; a runaway object must not fill the table. */
const MAX_SUMMARY_CHARS = 4000;

function summary(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(value);
  return text.length <= MAX_SUMMARY_CHARS ? text : JSON.stringify({ truncated: text.slice(0, MAX_SUMMARY_CHARS) });
}

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

export interface AuditOptions {
  db: () => Kysely<DB>;
  kind: DialectKind;
  retentionDays: number;
  logger: Logger;
  /** Tests only: the refusal counters' clock. */
  now?: () => number;
}

export function createAuditService(
  options: AuditOptions,
): AuditService & { startRetention(): void; stop(): void; refusals: RefusalRecorder } {
  const { kind, retentionDays, logger } = options;
  let timer: NodeJS.Timeout | undefined;

  async function purgeExpired(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
    return options
      .db()
      .transaction()
      .execute(async (trx) => {
        // Opens the append-only guard for this transaction only (see the migration).
        if (kind === "postgres") await sql`select set_config('vitrine.audit_retention', 'on', true)`.execute(trx);
        else await sql`update audit_retention_gate set open = 1 where id = 1`.execute(trx);
        const result = await trx.deleteFrom("audit_log").where("at", "<", cutoff).executeTakeFirst();
        if (kind === "sqlite") await sql`update audit_retention_gate set open = 0 where id = 1`.execute(trx);
        return Number(result.numDeletedRows);
      });
  }

  async function record(event: AuditEvent): Promise<void> {
    await options
      .db()
      .insertInto("audit_log")
      .values({
        at: new Date().toISOString(),
        actor_id: event.actor?.id ?? null,
        actor_email: event.actor?.email?.slice(0, 320) ?? null,
        ip: event.ip || null,
        action: event.action,
        target_type: event.targetType ?? null,
        target_id: event.targetId ?? null,
        before_json: summary(event.before),
        after_json: summary(event.after),
      })
      .execute();
  }

  const refusals = createRefusalRecorder(
    record,
    (error) => logger.warn({ err: error }, "a refusal could not be written to the audit trail"),
    options.now ? { now: options.now } : {},
  );

  return {
    record,
    refused: refusals.refused,
    refusals,

    async list(query: AuditQuery): Promise<AuditPage> {
      const page = Math.max(1, Math.floor(query.page ?? 1));
      const pageSize = Math.min(200, Math.max(1, Math.floor(query.pageSize ?? 50)));
      let base = options.db().selectFrom("audit_log");
      if (query.actor)
        base = base.where((eb) => eb.or([eb("actor_id", "=", query.actor!), eb("actor_email", "=", query.actor!)]));
      if (query.action) base = base.where("action", "=", query.action);
      if (query.targetType) base = base.where("target_type", "=", query.targetType);
      if (query.targetId) base = base.where("target_id", "=", query.targetId);
      if (query.from) base = base.where("at", ">=", new Date(query.from).toISOString());
      if (query.to) base = base.where("at", "<", new Date(query.to).toISOString());
      const { total } = await base
        .select((eb) => eb.fn.countAll<number | string>().as("total"))
        .executeTakeFirstOrThrow();
      const rows = await base
        .selectAll()
        .orderBy("at", "desc")
        .orderBy("id", "desc")
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const entries: AuditEntry[] = rows.map((row) => ({
        id: String(row.id),
        at: iso(row.at),
        actorId: row.actor_id,
        actorEmail: row.actor_email,
        ip: row.ip,
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        before: parse(row.before_json),
        after: parse(row.after_json),
      }));
      return { entries, page, pageSize, total: Number(total) };
    },

    purgeExpired,

    startRetention() {
      refusals.start();
      const run = () =>
        purgeExpired().then(
          (count) => count > 0 && logger.info({ count, retentionDays }, "expired audit entries deleted"),
          (error: unknown) => logger.warn({ err: error }, "audit retention job failed; it runs again tomorrow"),
        );
      // Soon after start (not during it), then daily; never keeps the process alive.
      timer = setTimeout(function tick() {
        void run();
        timer = setTimeout(tick, DAY_MS).unref();
      }, 60_000).unref();
    },

    stop() {
      refusals.stop();
      if (timer) clearTimeout(timer);
    },
  };
}
