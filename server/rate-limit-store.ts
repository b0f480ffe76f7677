/**
 * Where rate-limit counters live, for every limiter of the site (the API's in
 * server/limits.ts, the lead form's in server/leads/rate-limit.ts), all on the
 * store interface of express-rate-limit, the one rate-limit library:
 *
 * - in Redis when REDIS_URL is set, so every instance behind a load balancer
 *   counts against one budget; while Redis does not answer, on this machine as
 *   below, so a limit is never switched off (decision 0052);
 * - otherwise, in a cluster worker (WEB_CONCURRENCY > 1), in the primary's memory
 *   (server/cluster-counters.ts), so the workers share them;
 * - otherwise in this process's memory.
 *
 * Counters are fixed windows per client: the first hit opens a window of
 * `windowMs`, and the count starts again when it ends.
 */
import cluster from "node:cluster";
import { MemoryStore, type IncrementResponse, type Options, type Store } from "express-rate-limit";
import { ClusterCounterStore } from "./cluster-counters.ts";
import type { Redis } from "./redis.ts";

/**
 * Counter in Redis: one atomic script both increments and sets the expiry, so a
 * crash between the two can never leave a key that lives forever.
 */
const INCREMENT = `
local hits = redis.call("INCR", KEYS[1])
local ttl = redis.call("PTTL", KEYS[1])
if ttl < 0 then
  redis.call("PEXPIRE", KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { hits, ttl }
`;

type RedisWithIncrement = Redis & { vitrineIncrement(key: string, windowMs: string): Promise<[number, number]> };

/**
 * Redis store for express-rate-limit. Written here instead of using
 * rate-limit-redis because that store caches its script load at start-up: if
 * Redis is down then, it never recovers. ioredis' defineCommand reloads the
 * script by itself after NOSCRIPT or a reconnect.
 */
export class RedisCounterStore implements Store {
  prefix: string;
  localKeys = false;
  private windowMs = 60_000;
  private client: RedisWithIncrement;

  constructor(client: Redis, prefix: string) {
    this.prefix = prefix;
    if (!("vitrineIncrement" in client)) client.defineCommand("vitrineIncrement", { numberOfKeys: 1, lua: INCREMENT });
    this.client = client as RedisWithIncrement;
  }

  init(options: Pick<Options, "windowMs">): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const [hits, ttl] = await this.client.vitrineIncrement(this.prefix + key, String(this.windowMs));
    return { totalHits: Number(hits), resetTime: new Date(Date.now() + Number(ttl)) };
  }

  async decrement(key: string): Promise<void> {
    await this.client.decr(this.prefix + key);
  }

  async resetKey(key: string): Promise<void> {
    await this.client.del(this.prefix + key);
  }
}

/** Counters this machine holds: the cluster primary's for a worker, else this process's own. */
export function localCounterStore(prefix: string): Store {
  return cluster.isWorker ? new ClusterCounterStore(prefix) : new MemoryStore();
}

/**
 * Redis while it answers, this machine's counters while it does not. A hit counted
 * locally during an outage is not carried over: Redis, back, goes on from its own
 * count, and the local count serves again at the next outage while its window lasts.
 */
export class SharedOrLocalStore implements Store {
  prefix: string;
  localKeys = false;
  private readonly shared: RedisCounterStore;
  private readonly local: Store;

  constructor(shared: RedisCounterStore, local: Store) {
    this.shared = shared;
    this.local = local;
    this.prefix = shared.prefix;
  }

  init(options: Options): void {
    this.shared.init(options);
    void this.local.init?.(options);
  }

  async increment(key: string): Promise<IncrementResponse> {
    try {
      return await this.shared.increment(key);
    } catch {
      return this.local.increment(key);
    }
  }

  async decrement(key: string): Promise<void> {
    await this.shared.decrement(key).catch(() => this.local.decrement(key));
  }

  async resetKey(key: string): Promise<void> {
    await Promise.all([this.shared.resetKey(key).catch(() => {}), this.local.resetKey(key)]);
  }

  async shutdown(): Promise<void> {
    await this.local.shutdown?.();
  }
}

/** The counters of one limiter: in Redis when there is a connection (this machine's standing in), else on this machine. `prefix` names the limiter. */
export function counterStore(prefix: string, redis: Redis | undefined): Store {
  const local = localCounterStore(prefix);
  return redis ? new SharedOrLocalStore(new RedisCounterStore(redis, prefix), local) : local;
}
