/**
 * Signed, time-stamped form tokens. A submission must bring one back. It proves
 * the form was fetched from us, says when (a person needs some seconds to fill in
 * nine fields, a script does not), and its random part identifies the form so
 * that sending it twice stores one lead.
 *
 * Two kinds (decision 0048):
 * - "form" (v1): fetched by the hydrated form from GET /api/v1/leads/form, never
 *   cached, one per visitor: its nonce alone spends it.
 * - "page" (p1): written into the register page, which shared caches keep for a
 *   day and hand to many visitors; the page's nonce with the lead's content
 *   spends it, and its time says only when the page was rendered.
 *
 * Format: <kind>.<issued ms, base36>.<nonce, base64url>.<HMAC-SHA256, base64url>
 *
 * The HMAC key is FORM_TOKEN_SECRET when set, otherwise one kept in the database
 * (server/shared-secret.ts), so a form served by one instance is accepted by all.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { TokenKind } from "../../app/kernel/services/leads.ts";

/** A form sent back sooner than this after it was served was not filled in by hand. */
export const MIN_FILL_MS = 3000;
/**
 * Forms older than this are refused; the visitor reloads the page for a fresh one.
 * Longer than a shared cache keeps the register page (a day) plus a day to fill it in.
 */
export const MAX_AGE_MS = 2 * 24 * 60 * 60 * 1000;

const PREFIX: Record<TokenKind, string> = { form: "v1", page: "p1" };

export type TokenCheck =
  | { ok: true; kind: TokenKind; nonce: string; issuedAt: number }
  | { ok: false; reason: "malformed" | "forged" | "too-fast" | "expired" };

export interface FormTokens {
  issue(now?: number, kind?: TokenKind): string;
  verify(token: unknown, now?: number): TokenCheck;
  /** A keyed hash for values that must be comparable but not readable (client addresses). */
  digest(value: string): string;
}

export function createFormTokens(
  secret: Buffer | string,
  limits: { minFillMs?: number; maxAgeMs?: number } = {},
): FormTokens {
  const key = typeof secret === "string" ? Buffer.from(secret, "utf8") : secret;
  if (key.length < 16) throw new Error("The form token secret must be at least 16 bytes long.");
  const minFill = limits.minFillMs ?? MIN_FILL_MS;
  const maxAge = limits.maxAgeMs ?? MAX_AGE_MS;
  const sign = (payload: string) => createHmac("sha256", key).update(`form:${payload}`).digest("base64url");

  return {
    issue(now = Date.now(), kind: TokenKind = "form") {
      const payload = `${PREFIX[kind]}.${now.toString(36)}.${randomBytes(16).toString("base64url")}`;
      return `${payload}.${sign(payload)}`;
    },
    verify(token, now = Date.now()) {
      if (typeof token !== "string" || token.length > 200) return { ok: false, reason: "malformed" };
      const match = /^((v1|p1)\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22}))\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return { ok: false, reason: "malformed" };
      const [, payload = "", prefix, issued = "", nonce = "", signature = ""] = match;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "forged" };
      const issuedAt = parseInt(issued, 36);
      if (now - issuedAt < minFill) return { ok: false, reason: "too-fast" };
      if (now - issuedAt > maxAge) return { ok: false, reason: "expired" };
      return { ok: true, kind: prefix === "p1" ? "page" : "form", nonce, issuedAt };
    },
    digest(value) {
      return createHmac("sha256", key).update(`ip:${value}`).digest("base64url").slice(0, 22);
    },
  };
}
