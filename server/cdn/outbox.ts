/**
 * The CDN purge outbox (decision 0049), the lead notification outbox's pattern
 * (decision 0031, server/leads/outbox-store.ts): db/content-version.ts writes one
 * row per content change in the change's own transaction; a worker in each process
 * claims due rows (FOR UPDATE SKIP LOCKED on PostgreSQL, so two instances never
 * take the same row; SQLite has one writer) by moving their next attempt past a
 * lease, sends them (server/cdn/send.ts) and marks them sent, or retries with
 * backoff. A purge is never given up: a CDN that stays away gets it when it is back.
 *
 * The purge must reach the edge within a second of the change: the worker polls
 * every PURGE_POLL_MS and is kicked by this process's own content changes.
 */
import { sql, type Kysely } from "kysely";
import type { Logger } from "pino";
import type { DialectKind } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import type { Config } from "../config.ts";
import { sendPurge } from "./send.ts";

export const PURGE_POLL_MS = 250;
/** A claimed row not marked within this is taken again (its process died mid-send). */
const LEASE_MS = 60_000;
const FIRST_RETRY_MS = 1000;
const LONGEST_WAIT_MS = 5 * 60_000;
/** Sent rows are kept this long, for anyone looking into what was purged. */
const KEEP_SENT_MS = 24 * 3_600_000;
const BATCH = 20;

export interface PurgeRow {
  id: number;
  tags: string[];
  attempts: number;
}

/** The wait before attempt n+1: a second, doubling, at most five minutes. */
export function purgeBackoffMs(attempts: number): number {
  return Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** Takes up to `limit` due rows for this worker alone, in one committed step. */
export async function claimPurges(db: Kysely<DB>, kind: DialectKind, limit: number, now = new Date()) {
  return db.transaction().execute(async (trx): Promise<PurgeRow[]> => {
    let due = trx
      .selectFrom("cdn_purges")
      .select("id")
      .where("sent_at", "is", null)
      .where("next_attempt_at", "<=", now.toISOString())
      .orderBy("id")
      .limit(limit);
    if (kind === "postgres") due = due.forUpdate().skipLocked();
    const ids = (await due.execute()).map((r) => r.id);
    if (!ids.length) return [];
    const rows = await trx
      .updateTable("cdn_purges")
      .set({ next_attempt_at: new Date(now.getTime() + LEASE_MS).toISOString(), attempts: sql`attempts + 1` })
      .where("id", "in", ids)
      .returning(["id", "tags", "attempts"])
      .execute();
    return rows
      .map((r) => ({ id: r.id, tags: JSON.parse(r.tags) as string[], attempts: Number(r.attempts) }))
      .sort((a, b) => a.id - b.id);
  });
}

export interface PurgeWorker {
  start(): void;
  /** Runs a pass soon, as after this process changed content. */
  kick(): void;
  /** Sends everything due at `now`; resolves with how many purges were sent. */
  drain(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

interface WorkerDeps {
  config: Pick<Config, "CDN_PURGE_URL" | "CDN_PURGE_KIND" | "CDN_PURGE_TOKEN">;
  db: () => Kysely<DB>;
  kind: DialectKind;
  logger: Logger;
  pollMs?: number;
}

export function createPurgeWorker(deps: WorkerDeps): PurgeWorker {
  const { config, logger } = deps;
  // Without a CDN to purge, rows are only cleared away, once a minute.
  const pollMs = deps.pollMs ?? (config.CDN_PURGE_URL ? PURGE_POLL_MS : 60_000);
  let timer: NodeJS.Timeout | undefined;
  let soon: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function pass(now: Date): Promise<number> {
    const db = deps.db();
    if (!config.CDN_PURGE_URL) {
      await db.deleteFrom("cdn_purges").where("created_at", "<=", now.toISOString()).execute();
      return 0;
    }
    let sent = 0;
    while (!stopped) {
      const rows = await claimPurges(db, deps.kind, BATCH, now);
      if (!rows.length) break;
      for (const row of rows) {
        try {
          await sendPurge(config, row.tags);
          await db
            .updateTable("cdn_purges")
            .set({ sent_at: new Date().toISOString(), last_error: null })
            .where("id", "=", row.id)
            .execute();
          sent++;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const next = new Date(now.getTime() + purgeBackoffMs(row.attempts)).toISOString();
          await db
            .updateTable("cdn_purges")
            .set({ next_attempt_at: next, last_error: message.slice(0, 500) })
            .where("id", "=", row.id)
            .execute();
          logger.warn({ purge: row.id, attempts: row.attempts, err: message }, "CDN purge failed; it is retried");
        }
      }
    }
    const old = new Date(now.getTime() - KEEP_SENT_MS).toISOString();
    await db.deleteFrom("cdn_purges").where("sent_at", "<=", old).execute();
    if (sent) logger.debug({ sent }, "CDN purges sent");
    return sent;
  }

  function drain(now?: Date): Promise<number> {
    // One pass at a time in a process; a pass asked for meanwhile follows it.
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(() => pass(now ?? new Date()));
    running = next;
    return next;
  }

  const tick = () => void drain().catch((error: unknown) => logger.warn({ err: error }, "CDN purge pass failed"));

  return {
    start() {
      if (timer || stopped) return;
      timer = setInterval(tick, pollMs).unref();
      soon = setTimeout(tick, 20).unref();
    },
    kick() {
      if (stopped || !config.CDN_PURGE_URL) return;
      clearTimeout(soon);
      soon = setTimeout(tick, 0).unref();
    },
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(soon);
      await running?.catch(() => {});
    },
  };
}
