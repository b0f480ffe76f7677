/**
 * First-party analytics, one per process (`services.analytics`): the events endpoint's
 * accept(), the once-a-second writer (which adds to the rollups as it writes), the job
 * that deletes raw events past ANALYTICS_RAW_DAYS, past days' visitor hashes and salts (the pattern
 * of the CDN purge and lead outbox workers: an unref'd timer per process, each pass
 * idempotent), and the dashboard's figures.
 */
import { isbot } from "isbot";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { DialectKind } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import type { StaffUser } from "../../app/kernel/services/accounts.ts";
import type { Config } from "../config.ts";
import { allow } from "../leads/errors.ts";
import { pageTypeOf, type EventBatch } from "./events.ts";
import { createEventWriter, insertEvents, type EventRow } from "./ingest.ts";
import { createSqliteEventWriter } from "./sqlite-writer.ts";
import { analyticsCsv } from "./csv.ts";
import { analyticsReport, rangeSchema, type Range } from "./report.ts";
import { rollupDay, trim } from "./rollup.ts";
import { createVisitorHasher, dayOf, type Clock } from "./visitor.ts";

export const ROLLUP_MS = 60_000;
/** User agents whose bot check is remembered; forgotten all at once when full. */
const MAX_AGENTS = 1000;
const DAY_MS = 86_400_000;

export interface AnalyticsDeps {
  config: Pick<Config, "SITE_URL" | "ANALYTICS_RAW_DAYS">;
  db: () => Kysely<DB>;
  kind: DialectKind;
  /** The SQLite file, whose event rows, rollups and retention a thread of their own writes (sqlite-writer.ts). */
  sqliteFile?: string;
  logger: Logger;
  clock?: Clock;
  flushMs?: number;
}

export interface Client {
  ip: string;
  userAgent: string;
}

export function createAnalytics(deps: AnalyticsDeps) {
  const clock = deps.clock ?? (() => new Date());
  const hasher = createVisitorHasher(deps.db, new URL(deps.config.SITE_URL).host);
  const thread = deps.sqliteFile ? createSqliteEventWriter(deps.sqliteFile) : undefined;
  const writer = createEventWriter(
    thread?.insert ?? ((rows) => insertEvents(deps.db(), rows)),
    deps.logger,
    deps.flushMs,
  );
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  // A handful of browsers send most batches, and isbot's pattern is long.
  const bots = new Map<string, boolean>();
  const isBot = (userAgent: string) => {
    let bot = bots.get(userAgent);
    if (bot === undefined) {
      if (bots.size >= MAX_AGENTS) bots.clear();
      bots.set(userAgent, (bot = isbot(userAgent)));
    }
    return bot;
  };

  /** Turns a batch into rows; nothing for a bot. Resolves with how many were queued. */
  async function accept(batch: EventBatch, client: Client): Promise<number> {
    if (isBot(client.userAgent)) return 0;
    const at = clock();
    const visitor = await hasher.hash(client.ip, client.userAgent, at);
    const rows: EventRow[] = batch.events.map((e) => {
      const { pageType, skin } = pageTypeOf(e.path);
      // Every column written on every row: one multi-row insert needs the same columns in each.
      const row: EventRow = {
        at: at.toISOString(),
        day: dayOf(at),
        type: e.type,
        path: e.path,
        page_type: pageType,
        skin,
        locale: "",
        referrer: "",
        utm_source: "",
        utm_medium: "",
        utm_campaign: "",
        entry: false,
        target: "",
        metric: "",
        value: 0,
        ordering: "",
        visitor,
      };
      if (e.type === "view")
        Object.assign(row, {
          referrer: e.referrer ?? "",
          utm_source: e.utm?.source ?? "",
          utm_medium: e.utm?.medium ?? "",
          utm_campaign: e.utm?.campaign ?? "",
          locale: e.locale ?? "",
          entry: e.entry ?? false,
          ordering: e.ordering ?? "",
        });
      else if (e.type === "outbound") row.target = e.host;
      else if (e.type === "form") row.target = e.step;
      else Object.assign(row, { metric: e.name, value: e.value, ordering: e.ordering ?? "" });
      return row;
    });
    writer.push(rows);
    return rows.length;
  }

  /** One pass of the job: what is queued written (with its rollups), then retention. */
  async function pass(now = clock()): Promise<void> {
    const today = dayOf(now);
    await writer.flush();
    const yesterday = dayOf(new Date(now.getTime() - DAY_MS));
    const firstKept = dayOf(new Date(now.getTime() - deps.config.ANALYTICS_RAW_DAYS * DAY_MS));
    await (thread ? thread.pass(firstKept, yesterday) : trim(deps.db(), firstKept, yesterday));
    await hasher.dropSalts(today);
  }

  const runPass = (now?: Date) =>
    (running ??= pass(now)
      .catch((error: unknown) => deps.logger.warn({ err: error }, "analytics retention failed; retried next pass"))
      .finally(() => (running = undefined)));

  return {
    accept,
    /** Writes what is queued now (tests and the bench; the writer does it every second). */
    flush: () => writer.flush(),
    pass: (now?: Date) => pass(now),
    /** Rebuilds a day's rollups from its raw events (they grow with each write; this checks or repairs them). */
    rollupDay: (day: string) => rollupDay(deps.db(), day),
    async report(user: StaffUser, range: Range) {
      allow(user, "analytics.read");
      return analyticsReport(deps.db(), range);
    },
    /** A range of days as given, checked; the pages and the API read it the same way. */
    parseRange: (input: unknown) => rangeSchema.safeParse(input),
    /** One table of a report as CSV, or null for no such table. */
    csv: analyticsCsv,
    start() {
      writer.start();
      timer ??= setInterval(() => void runPass(), ROLLUP_MS).unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      await writer.stop();
      await thread?.close();
    },
  };
}
export type Analytics = ReturnType<typeof createAnalytics>;
