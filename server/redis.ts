/**
 * The one way this server talks to Redis (REDIS_URL): the shared rate-limit
 * counters (server/rate-limit-store.ts) and the content version announced between
 * instances (contentChangeNudges). ioredis is loaded only when a connection
 * is opened, so a site without Redis never pays for its memory.
 *
 * Redis only speeds things up (decision 0052): while it is away, rate limits count
 * on this machine and content changes arrive by the database poll. The process
 * holds one link, which says whether Redis answers and logs each outage once.
 */
import { createRequire } from "node:module";
import type * as IORedis from "ioredis";
import type { Redis } from "ioredis";
import type { Logger } from "pino";

export type { Redis } from "ioredis";

const requireClient = createRequire(import.meta.url);

/**
 * A connection that fails fast while Redis is away instead of queueing: a request
 * must never wait on it. ioredis keeps reconnecting in the background.
 */
export function openRedis(url: string): Redis {
  const { Redis: RedisClient } = requireClient("ioredis") as typeof IORedis;
  const client = new RedisClient(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // An 'error' event without a listener would crash the process; the link reports outages.
  client.on("error", () => {});
  return client;
}

/** Closes a connection politely, or at once when Redis does not answer. */
export async function closeRedis(client: Redis): Promise<void> {
  await client.quit().catch(() => client.disconnect());
}

/** This process's connections to Redis, and whether they are all up. */
export interface RedisLink {
  /** Commands: rate-limit counters, announcements. */
  readonly client: Redis;
  /** The connection for subscriptions (one that subscribes can send nothing else), opened on first use. */
  subscriber(): Redis;
  /** True from a failed or lost connection until every connection is back. */
  degraded(): boolean;
  close(): Promise<void>;
}

export function openRedisLink(url: string, logger?: Logger): RedisLink {
  const connections: Redis[] = [];
  let down = false;
  let closing = false;

  function lost(error?: Error): void {
    if (down || closing) return;
    down = true;
    logger?.warn(
      { err: error ? { message: error.message } : undefined },
      "Redis unreachable: rate limits count on this instance and content changes follow the database poll until it answers",
    );
  }
  function back(): void {
    if (!down || closing || connections.some((c) => c.status !== "ready")) return;
    down = false;
    logger?.info("Redis reachable again: rate limits are shared and content changes announced");
  }
  function watch(connection: Redis): Redis {
    connections.push(connection);
    // Only a closed connection is an outage: a command that timed out (this process busy,
    // say) reports an error on a connection that still works.
    let lastError: Error | undefined;
    connection.on("error", (error: Error) => (lastError = error));
    connection.on("close", () => lost(lastError));
    connection.on("ready", back);
    return connection;
  }

  const client = watch(openRedis(url));
  let subscriber: Redis | undefined;
  return {
    client,
    subscriber: () => (subscriber ??= watch(openRedis(url))),
    degraded: () => down,
    async close() {
      closing = true;
      await Promise.all(connections.map(closeRedis));
    },
  };
}

const CHANGE_CHANNEL = "vitrine:content-version";

/**
 * The content version announced between processes (server/content-changes.ts).
 * Each process tags its messages, so it does not answer its own.
 */
export function contentChangeNudges(link: RedisLink, channel = CHANGE_CHANNEL) {
  const me = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  return {
    announce(version: number): void {
      link.client.publish(channel, `${me} ${version}`).catch(() => {
        // The other processes' poll still finds the change within its interval.
      });
    },
    listen(onVersion: (version: number) => void): () => void {
      const sub = link.subscriber();
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
  };
}
