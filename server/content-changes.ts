/**
 * How a content change reaches this process's caches: one mechanism
 * (docs/decisions/0018-one-content-change-mechanism.md).
 *
 * Every content write bumps the content version row in its own transaction
 * (db/content-version.ts). Each process reads that row once a second; when the
 * number moved, it publishes one change on this bus, to which the three caches
 * that hold content subscribe: the content service's results, the page cache
 * and the sitemaps and feeds. So a reseed from the command line, a write by
 * another instance or worker, or the editor later, reaches every process that
 * shares the database within about a second, with no message to lose: a
 * process that could not read the row (the database away) compares again once
 * it can.
 *
 * A writer in this process calls `check()` after its commit to apply the change
 * here at once instead of at the next poll.
 *
 * With Redis (REDIS_URL), such a check that finds a new version also announces
 * the number on a channel, and every other process reads the row as soon as the
 * message arrives instead of at its next poll: a change reaches them in
 * milliseconds. The message is only a nudge to read now: what changed still
 * comes from the row, so a lost message or Redis away costs at most the poll's
 * second, and the same one path drops the caches.
 */
import type { Logger } from "pino";
import type { ContentVersion } from "../db/content-version.ts";

/** How often each process reads the content version. */
export const CONTENT_POLL_MS = 1000;

export interface ContentChange {
  /**
   * Page-cache tags of what changed: sections ("news", "cases", ...) or items and queries
   * ("news:12", "news:list:company": server/content/scope.ts); absent or empty: anything may have.
   */
  types?: readonly string[];
}

export type ChangeListener = (change: ContentChange) => void;

export interface ContentChanges {
  /** Runs `listener` for every change this process learns of; returns the unsubscribe function. */
  subscribe(listener: ChangeListener): () => void;
  /** Hands a change to this process's subscribers now (what a poll that saw a new version does). */
  publish(change?: ContentChange): void;
  /** Reads the version now and publishes a change if it moved; resolves whether it did. */
  check(): Promise<boolean>;
  /** Reads the current version, then polls every `intervalMs` (0: never) until stop(). */
  start(): Promise<void>;
  stop(): void;
}

/** A channel between the processes that share the database (server/redis.ts contentChangeNudges). */
export interface ChangeNudges {
  /** Tells the other processes that the content version is now `version`. */
  announce(version: number): void;
  /** Runs `onVersion` for every announcement of another process; returns the unsubscribe function. */
  listen(onVersion: (version: number) => void): () => void;
}

interface ContentChangesOptions {
  read: () => Promise<ContentVersion>;
  intervalMs?: number;
  logger?: Logger;
  nudges?: ChangeNudges;
}

/** A failed read is logged at most this often: an outage must not flood the log once a second. */
const QUIET_MS = 30_000;

export function createContentChanges(options: ContentChangesOptions): ContentChanges {
  const intervalMs = options.intervalMs ?? CONTENT_POLL_MS;
  const listeners = new Set<ChangeListener>();
  /** The version this process's caches reflect; undefined until a read succeeds. */
  let seen: number | undefined;
  let reading: Promise<boolean> | undefined;
  /** Whether the read under way is a writer's, which announces what it finds. */
  let announcing = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let lastWarned = 0;
  let unlisten: (() => void) | undefined;

  function publish(change: ContentChange = {}): void {
    for (const listener of [...listeners]) {
      try {
        listener(change);
      } catch (error) {
        options.logger?.error({ err: error }, "a content change subscriber failed");
      }
    }
  }

  async function read(announce: boolean): Promise<boolean> {
    let now: ContentVersion;
    try {
      now = await options.read();
    } catch (error) {
      if (Date.now() - lastWarned >= QUIET_MS) {
        lastWarned = Date.now();
        options.logger?.warn(
          { err: { message: error instanceof Error ? error.message : String(error) } },
          "content version unreadable; caches follow their lifetimes until it answers",
        );
      }
      return false;
    }
    const before = seen;
    seen = now.version;
    if (before === now.version) return false;
    // One step with its types known drops only what it touched; anything else
    // (several changes since the last read, or a version never read) drops everything.
    const change = before !== undefined && now.version === before + 1 && now.types ? { types: now.types } : {};
    options.logger?.info(
      { version: now.version, was: before ?? null, types: change.types ?? "all" },
      "content changed",
    );
    publish(change);
    if (announce) options.nudges?.announce(now.version);
    return true;
  }

  /**
   * One read at a time. A writer's check that finds a poll's read under way reads
   * again after it (that read may have begun before the writer's commit), and
   * announces what either found.
   */
  function readNow(announce: boolean): Promise<boolean> {
    if (reading && announce && !announcing)
      return reading.then(async (moved) => {
        const again = await readNow(true);
        if (moved && !again && seen !== undefined) options.nudges?.announce(seen);
        return moved || again;
      });
    if (!reading) {
      announcing = announce;
      reading = read(announce).finally(() => (reading = undefined));
    }
    return reading;
  }

  function schedule(): void {
    if (stopped || intervalMs <= 0) return;
    timer = setTimeout(() => void readNow(false).finally(schedule), intervalMs);
    timer.unref();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    publish,
    check: () => readNow(true),
    async start() {
      stopped = false;
      // The first read only learns where the content stands: nothing cached can be older.
      try {
        seen = (await options.read()).version;
      } catch {
        // Unknown for now: the first read that succeeds counts as a change.
      }
      if (!timer) schedule();
      unlisten ??= options.nudges?.listen((version) => {
        if (seen === undefined || version > seen) void readNow(false);
      });
    },
    stop() {
      stopped = true;
      unlisten?.();
      unlisten = undefined;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
