/**
 * Sign-in throttling: failed attempts counted per account (the email typed, whether
 * or not such an account exists, so the answer says nothing about it) and per client
 * address, on the site's shared rate-limit counters (server/rate-limit-store.ts, via
 * the fixed-window limiter of server/leads/rate-limit.ts): Redis with REDIS_URL, so
 * every instance counts together, this machine while Redis is away.
 */
import type { Config } from "../config.ts";
import type { Redis } from "../redis.ts";
import { createSubmissionLimiter, type LimitResult, type SubmissionLimiter } from "../leads/rate-limit.ts";

/** Failed sign-ins per account in 15 minutes. */
export const ACCOUNT_ATTEMPTS = 5;
/** Sign-in attempts (password or code) per address in 15 minutes: an office behind one address still gets in. */
export const ADDRESS_ATTEMPTS = 30;
export const WINDOW_SECONDS = 15 * 60;
/** Password-reset requests per typed address and per client address in the window: each one may send a mail. */
export const RESET_ACCOUNT_REQUESTS = 3;
export const RESET_ADDRESS_REQUESTS = 10;

export interface SignInThrottle {
  /** Counts an attempt; the larger wait when either budget is spent. */
  attempt(email: string | null, ip: string): Promise<LimitResult>;
  /** A success clears the account's failures. */
  succeeded(email: string): Promise<void>;
  close(): Promise<void>;
}

export function createSignInThrottle(
  config: Pick<Config, "BASE_PATH">,
  redis?: Redis,
  limits: { account?: number; address?: number; windowSeconds?: number; namespace?: string } = {},
): SignInThrottle {
  const make = (namespace: string, points: number): SubmissionLimiter =>
    createSubmissionLimiter({
      prefix: config.BASE_PATH,
      namespace,
      points,
      durationSeconds: limits.windowSeconds ?? WINDOW_SECONDS,
      redis,
    });
  // Separate counters per use ("signin", "reset"): asking for a reset link spends no sign-in attempt.
  const namespace = limits.namespace ?? "signin";
  const byAccount = make(`${namespace}-account`, limits.account ?? ACCOUNT_ATTEMPTS);
  const byAddress = make(`${namespace}-address`, limits.address ?? ADDRESS_ATTEMPTS);
  return {
    async attempt(email, ip) {
      const results = [await byAddress.consume(ip || "unknown")];
      if (email) results.push(await byAccount.consume(email.toLowerCase()));
      const refused = results.filter((r) => !r.ok);
      if (refused.length === 0) return results[0]!;
      return { ok: false, retryAfterSeconds: Math.max(...refused.map((r) => (r.ok ? 0 : r.retryAfterSeconds))) };
    },
    async succeeded(email) {
      await byAccount.reset(email.toLowerCase());
    },
    async close() {
      await Promise.all([byAccount.close(), byAddress.close()]);
    },
  };
}
