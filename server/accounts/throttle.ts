/**
 * Sign-in throttling: attempts counted per account (the email typed, whether or not
 * such an account exists, so the answer says nothing about it) and per client
 * address, on the site's shared rate-limit counters (server/rate-limit-store.ts, via
 * the fixed-window limiter of server/leads/rate-limit.ts): Redis with REDIS_URL, so
 * every instance counts together, this machine while Redis is away.
 *
 * The account's lock is soft (decision 0046): its delay grows with the failures (a
 * minute after 5, five after 10, fifteen after 20), and a client that signed in to
 * the account before (a signed device cookie, ./device.ts) is not held by it at all,
 * only by its address's budget. Someone who knows an address cannot keep its owner out.
 */
import type { Config } from "../config.ts";
import type { Redis } from "../redis.ts";
import { createSubmissionLimiter, type LimitResult, type SubmissionLimiter } from "../leads/rate-limit.ts";

/** Sign-in attempts per account before the first delay. */
export const ACCOUNT_ATTEMPTS = 5;
/** The account's growing delay: each tier's budget of attempts in its window. */
export const ACCOUNT_TIERS: readonly Tier[] = [
  { points: ACCOUNT_ATTEMPTS, seconds: 60 },
  { points: 2 * ACCOUNT_ATTEMPTS, seconds: 5 * 60 },
  { points: 4 * ACCOUNT_ATTEMPTS, seconds: 15 * 60 },
];
/** Sign-in attempts (password or code) per address in 15 minutes: an office behind one address still gets in. */
export const ADDRESS_ATTEMPTS = 30;
export const WINDOW_SECONDS = 15 * 60;
/** Password-reset requests per typed address and per client address in the window: each one may send a mail. */
export const RESET_ACCOUNT_REQUESTS = 3;
export const RESET_ADDRESS_REQUESTS = 10;

export interface Tier {
  points: number;
  seconds: number;
}

export interface SignInThrottle {
  /**
   * Counts an attempt; the longest wait when a budget is spent. `knownDevice`: the
   * client signed in to this account before, so the account's budget does not hold it.
   */
  attempt(email: string | null, ip: string, options?: { knownDevice?: boolean }): Promise<LimitResult>;
  /** A success clears the account's failures. */
  succeeded(email: string): Promise<void>;
  close(): Promise<void>;
}

export function createSignInThrottle(
  config: Pick<Config, "BASE_PATH">,
  redis?: Redis,
  /** `account`: one budget per window instead of the growing tiers (password-reset requests). */
  limits: { account?: number; address?: number; windowSeconds?: number; namespace?: string } = {},
): SignInThrottle {
  const window = limits.windowSeconds ?? WINDOW_SECONDS;
  const make = (namespace: string, points: number, seconds = window): SubmissionLimiter =>
    createSubmissionLimiter({
      prefix: config.BASE_PATH,
      namespace,
      points,
      durationSeconds: seconds,
      redis,
    });
  // Separate counters per use ("signin", "reset"): asking for a reset link spends no sign-in attempt.
  const namespace = limits.namespace ?? "signin";
  const tiers = limits.account ? [{ points: limits.account, seconds: window }] : ACCOUNT_TIERS;
  const byAccount = tiers.map((tier, i) =>
    make(`${namespace}-account${i === 0 ? "" : `-${tier.seconds}`}`, tier.points, tier.seconds),
  );
  const byAddress = make(`${namespace}-address`, limits.address ?? ADDRESS_ATTEMPTS);
  return {
    async attempt(email, ip, { knownDevice = false } = {}) {
      const results = [await byAddress.consume(ip || "unknown")];
      if (email && !knownDevice)
        for (const limiter of byAccount) results.push(await limiter.consume(email.toLowerCase()));
      const refused = results.filter((r) => !r.ok);
      if (refused.length === 0) return results[0]!;
      return { ok: false, retryAfterSeconds: Math.max(...refused.map((r) => (r.ok ? 0 : r.retryAfterSeconds))) };
    },
    async succeeded(email) {
      await Promise.all(byAccount.map((limiter) => limiter.reset(email.toLowerCase())));
    },
    async close() {
      await Promise.all([...byAccount.map((limiter) => limiter.close()), byAddress.close()]);
    },
  };
}
