/**
 * Signed, time-stamped form tokens. The register page's loader issues one with
 * every form; a submission must bring it back. It proves the form was fetched
 * from us, says when (a person needs some seconds to fill in nine fields, a
 * script does not), and its random part identifies the form so that sending it
 * twice stores one lead.
 *
 * Format: v1.<issued ms, base36>.<nonce, base64url>.<HMAC-SHA256, base64url>
 *
 * The HMAC key comes from the FORM_TOKEN_SECRET setting when the configuration
 * provides one (required when several instances sit behind a load balancer, so
 * a form fetched from one is accepted by another); otherwise a random key is
 * generated on first start and kept in DATA_DIR/form-token.key.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** A form sent back sooner than this after it was served was not filled in by hand. */
export const MIN_FILL_MS = 3000;
/** Forms older than this are refused; the visitor reloads the page for a fresh one. */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type TokenCheck =
  | { ok: true; nonce: string; issuedAt: number }
  | { ok: false; reason: "malformed" | "forged" | "too-fast" | "expired" };

export interface FormTokens {
  issue(now?: number): string;
  verify(token: unknown, now?: number): TokenCheck;
  /** A keyed hash for values that must be comparable but not readable (client addresses). */
  digest(value: string): string;
}

const KEY_FILE = "form-token.key";

/** Reads the key from DATA_DIR, creating it (readable by the owner only) the first time. */
export function loadOrCreateSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, KEY_FILE);
  try {
    const hex = readFileSync(file, "utf8").trim();
    if (/^[0-9a-f]{64}$/.test(hex)) return Buffer.from(hex, "hex");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    // "wx": if another process created it in the meantime, use theirs.
    writeFileSync(file, `${key.toString("hex")}\n`, { mode: 0o600, flag: "wx" });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return Buffer.from(readFileSync(file, "utf8").trim(), "hex");
  }
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
    issue(now = Date.now()) {
      const payload = `v1.${now.toString(36)}.${randomBytes(16).toString("base64url")}`;
      return `${payload}.${sign(payload)}`;
    },
    verify(token, now = Date.now()) {
      if (typeof token !== "string" || token.length > 200) return { ok: false, reason: "malformed" };
      const match = /^(v1\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22}))\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return { ok: false, reason: "malformed" };
      const [, payload, issued, nonce, signature] = match as unknown as [string, string, string, string, string];
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "forged" };
      const issuedAt = parseInt(issued, 36);
      if (now - issuedAt < minFill) return { ok: false, reason: "too-fast" };
      if (now - issuedAt > maxAge) return { ok: false, reason: "expired" };
      return { ok: true, nonce, issuedAt };
    },
    digest(value) {
      return createHmac("sha256", key).update(`ip:${value}`).digest("base64url").slice(0, 22);
    },
  };
}
