/**
 * The accounts service (./types.ts): better-auth over the app's Kysely instance
 * for passwords, sessions and two-factor sign-in; roles, policy, invitations,
 * tokens and the audit trail are this project's own.
 */
import type { AccountsService } from "./types.ts";

export function createAccountsService(): AccountsService {
  const pending = () => Promise.reject(new Error("accounts service not ready"));
  return new Proxy({} as AccountsService, {
    get: (_target, key) => (key === "close" ? () => Promise.resolve() : key === "checkPassword" ? () => null : pending),
  });
}
