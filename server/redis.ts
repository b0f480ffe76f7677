/**
 * The one way this server talks to Redis (REDIS_URL): today the shared rate-limit
 * counters (server/rate-limit-store.ts) and the content version announced between
 * instances (contentChangeNudges). ioredis is loaded only when a connection
 * is opened, so a site without Redis never pays for its memory.
 */
import { createRequire } from "node:module";
import type * as IORedis from "ioredis";
import type { Redis } from "ioredis";
import type { Logger } from "pino";

export type { Redis } from "ioredis";

const requireClient = createRequire(import.meta.url);

/**
 * A connection that fails fast while Redis is away instead of queueing: a request
 * must never wait on it. ioredis keeps reconnecting in the background; while it
 * does, `warning` is logged at most every 30 s.
 */
export function openRedis(url: string, logger?: Logger, warning = "Redis unavailable"): Redis {
  const { Redis: RedisClient } = requireClient("ioredis") as typeof IORedis;
  const client = new RedisClient(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let lastLogged = 0;
  // An 'error' event without a listener would crash the process.
  client.on("error", (err: Error) => {
    if (Date.now() - lastLogged < 30_000) return;
    lastLogged = Date.now();
    logger?.warn({ err: err.message }, warning);
  });
  return client;
}

/** Closes a connection politely, or at once when Redis does not answer. */
export async function closeRedis(client: Redis): Promise<void> {
  await client.quit().catch(() => client.disconnect());
}

const CHANGE_CHANNEL = "vitrine:content-version";

/**
 * The content version announced between processes (server/content-changes.ts).
 * A subscribed connection can send nothing else, so listening opens a second one.
 * Each process tags its messages, so it does not answer its own.
 */
export function contentChangeNudges(url: string, logger?: Logger, channel = CHANGE_CHANNEL) {
  const me = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const publisher = openRedis(url, logger, "Redis unavailable: content changes reach other instances by their poll");
  let subscriber: Redis | undefined;
  return {
    announce(version: number): void {
      publisher.publish(channel, `${me} ${version}`).catch(() => {
        // The other processes' poll still finds the change within its interval.
      });
    },
    listen(onVersion: (version: number) => void): () => void {
      const sub = (subscriber ??= openRedis(url, logger, "Redis unavailable: content changes follow the poll"));
      const onMessage = (from: string, message: string) => {
        const [sender, version] = message.split(" ");
        if (from === channel && sender !== me && Number.isSafeInteger(Number(version))) onVersion(Number(version));
      };
      // On every (re)connection: without an offline queue, a command sent before it fails.
      const subscribe = () => void sub.subscribe(channel).catch(() => {});
      sub.on("message", onMessage);
      sub.on("ready", subscribe);
      if (sub.status === "ready") subscribe();
      return () => {
        sub.off("message", onMessage);
        sub.off("ready", subscribe);
      };
    },
    async close(): Promise<void> {
      await Promise.all([closeRedis(publisher), subscriber ? closeRedis(subscriber) : undefined]);
    },
  };
}
