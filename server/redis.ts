/**
 * The one way this server talks to Redis (REDIS_URL): today the shared rate-limit
 * counters (server/rate-limit-store.ts). ioredis is loaded only when a connection
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
