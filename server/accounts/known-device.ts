/**
 * The device cookie (decision 0046): set when someone signs in, it names the account
 * and is signed (HMAC-SHA256 under the auth secret), so a client cannot make one up.
 * A client that shows it for the account it signs in to is not held by that
 * account's throttle: an attacker's failures can delay strangers, not the owner's
 * own browser. It grants nothing else; the password and second factor are still asked.
 */
import { createHmac } from "node:crypto";
import { tokensMatch } from "../xsrf.ts";

export const DEVICE_COOKIE_DAYS = 180;

/** `__Host-` over https like the session cookies (./auth.ts), so no subdomain can set it. */
export function deviceCookieName(secure: boolean): string {
  return secure ? "__Host-vitrine.device" : "vitrine.device";
}

const mac = (secret: string, userId: string) =>
  createHmac("sha256", secret).update(`device:${userId}`).digest("base64url");

export function deviceCookie(secret: string, userId: string, secure: boolean): string {
  const value = `${Buffer.from(userId, "utf8").toString("base64url")}.${mac(secret, userId)}`;
  return (
    `${deviceCookieName(secure)}=${value}; Path=/; Max-Age=${DEVICE_COOKIE_DAYS * 86_400}; HttpOnly; SameSite=Lax` +
    (secure ? "; Secure" : "")
  );
}

/** The account the request's device cookie was signed for, or null. */
export function deviceUserOf(secret: string, cookieHeader: string | null, secure: boolean): string | null {
  const name = deviceCookieName(secure);
  for (const part of (cookieHeader ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const [id = "", signature] = part
      .slice(eq + 1)
      .trim()
      .split(".");
    const userId = Buffer.from(id, "base64url").toString("utf8");
    if (userId && tokensMatch(signature, mac(secret, userId))) return userId;
  }
  return null;
}
