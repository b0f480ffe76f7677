/**
 * Secrets handed to people once and stored only as hashes: personal API tokens and
 * set-up (invitation) tokens. 32 random bytes; SHA-256 is enough to store them (they
 * are not guessable like passwords, so a slow hash would add nothing).
 */
import { createHash, randomBytes } from "node:crypto";

/** Recognisable in logs and by secret scanners. */
export const API_TOKEN_PREFIX = "vtr_";
const SHAPE = /^vtr_[A-Za-z0-9_-]{43}$/;
const SETUP_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

export function newApiToken(): { token: string; hash: string; prefix: string } {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { token, hash: hashSecret(token), prefix: token.slice(0, 10) };
}

/** A well-formed token: anything else is refused without a database lookup. */
export function isApiTokenShape(value: string): boolean {
  return SHAPE.test(value);
}

export function newSetupToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashSecret(token) };
}

export function isSetupTokenShape(value: string): boolean {
  return SETUP_SHAPE.test(value);
}
