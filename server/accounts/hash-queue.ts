/**
 * Password hashing for anonymous sign-ins, bounded: scrypt at OWASP's cost takes
 * 128 MiB and a threadpool thread for a noticeable fraction of a second, so thirty
 * sign-ins at once used to take half a gigabyte and twenty seconds each. At most
 * HASH_CONCURRENCY run at once (p-limit) and HASH_WAITING wait; past that the
 * sign-in is answered 503 with Retry-After at once, without hashing.
 */
import pLimit from "p-limit";

export const HASH_CONCURRENCY = 2;
export const HASH_WAITING = 8;
/** What a refused sign-in is told to wait: a queue this short drains within a second or two. */
export const HASH_RETRY_AFTER_SECONDS = 2;

export interface HashQueue {
  /** Runs `work` in its turn, or returns undefined at once when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<{ value: T } | undefined>;
}

export function createHashQueue({ concurrency = HASH_CONCURRENCY, waiting = HASH_WAITING } = {}): HashQueue {
  const limit = pLimit(concurrency);
  return {
    async run(work) {
      if (limit.activeCount + limit.pendingCount >= concurrency + waiting) return undefined;
      return { value: await limit(work) };
    },
  };
}
