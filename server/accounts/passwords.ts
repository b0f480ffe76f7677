/**
 * Staff passwords: the rules a new password must meet, and the hash better-auth
 * stores (handed to it as its custom hash and verify hooks).
 *
 * Hash: scrypt from node:crypto at OWASP's recommended cost (N = 2^17, r = 8, p = 1;
 * better-auth's default is N = 2^14). The parameters are stored with each hash, so
 * raising them later still verifies older hashes.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { readFileSync } from "node:fs";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../app/kernel/admin-policy.ts";

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt N=2^17, r=8, p=1 (128 MiB per hash). */
export const OWASP_SCRYPT: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/** Far below OWASP's cost, for test servers only (PASSWORD_HASH_COST=test) and the account tests. */
export const TEST_SCRYPT: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** "scrypt$N$r$p$salt$key" (salt and key in base64url). */
export async function hashPassword(password: string, cost: ScryptCost = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const parts = hash.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || N > 2 ** 20 || r > 32 || p > 16) return false;
  const expected = Buffer.from(parts[5] ?? "", "base64url");
  const key = await scrypt(password, Buffer.from(parts[4] ?? "", "base64url"), { N, r, p });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let common: Set<string> | undefined;

/** The bundled list (scripts/generate-password-list.ts), read once. */
export function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .filter((line) => line !== ""),
  );
  return common;
}

/**
 * Why a new password is refused, or null. Besides the list itself, a listed word
 * padded with digits and symbols ("Password2024!") or repeated ("qwertyqwerty")
 * is refused: those are the first guesses of any cracking tool.
 */
export function passwordProblem(password: string, context: { email?: string; name?: string } = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lower = password.toLowerCase();
  const list = commonPasswords();
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, "");
  const repeated = /^(.+?)\1+$/.exec(lower)?.[1];
  if (list.has(lower) || (core.length >= 4 && list.has(core)) || (repeated !== undefined && list.has(repeated)))
    return "This password is too common: it appears in lists of leaked passwords. Choose another.";
  if (new Set(lower).size < 5) return "Use a password with more different characters.";
  const local = context.email?.split("@")[0]?.toLowerCase();
  if (local && local.length >= 4 && lower.includes(local)) return "Do not use your email address in your password.";
  return null;
}
