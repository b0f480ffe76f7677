/**
 * Test support for the back office: staff accounts made through the real
 * invitation path, a cookie jar for the Set-Cookie headers the service returns,
 * admin requests as the server hands them to route modules, and TOTP codes
 * computed from the otpauth URI the way an authenticator app does.
 */
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import type { Role } from "../../app/kernel/admin-policy.ts";
import { CLIENT_ADDRESS_HEADER } from "../../server/accounts/client.ts";
import { TEST_SCRYPT } from "../../server/accounts/passwords.ts";
import type { AccountsServiceInternals } from "../../server/accounts/service.ts";
import type { Services } from "../../server/services.ts";

/** Far below OWASP's cost, so account tests run quickly; production uses OWASP_SCRYPT. */
export const FAST_SCRYPT = TEST_SCRYPT;
export const GOOD_PASSWORD = "correct horse battery staple 42";

export class CookieJar {
  private cookies = new Map<string, string>();
  constructor(setCookies: string[] = []) {
    this.add(setCookies);
  }
  add(setCookies: string[]): this {
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }
  names(): string[] {
    return [...this.cookies.keys()];
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** A request as an admin route's loader or action sees it. */
export function adminRequest(
  jar: CookieJar | null,
  init: { ip?: string; headers?: Record<string, string>; path?: string } = {},
): Request {
  const headers = new Headers(init.headers);
  headers.set(CLIENT_ADDRESS_HEADER, init.ip ?? "203.0.113.7");
  headers.set("user-agent", "vitest");
  headers.set("origin", "http://localhost:3000");
  const cookie = jar?.header();
  if (cookie) headers.set("cookie", cookie);
  return new Request(`http://localhost:3000${init.path ?? "/admin"}`, { headers });
}

/**
 * The code an authenticator shows now, or `step` 30-second periods later (the server
 * accepts the next period's code too, and each code only once: a test that signs in
 * right after enrolling uses the next one).
 */
export async function totpFromUri(otpauthUri: string, step = 0): Promise<string> {
  const secret = new URL(otpauthUri).searchParams.get("secret") ?? "";
  return createOTP(new TextDecoder().decode(base32.decode(secret))).hotp(Math.floor(Date.now() / 30_000) + step);
}

export interface StaffSession {
  email: string;
  password: string;
  jar: CookieJar;
  otpauthUri: string | null;
  backupCodes: string[];
}

export function accountsOf(services: Services): AccountsServiceInternals {
  return services.accounts as AccountsServiceInternals;
}

/** A signed-in staff member of `role`, made through the invitation path; with TOTP when `twoFactor`. */
export async function makeStaff(
  services: Services,
  email: string,
  role: Role,
  twoFactor = role === "admin" || role === "editor",
): Promise<StaffSession> {
  const accounts = accountsOf(services);
  const invitation = await accounts.createUserWithSetupLink(email, role);
  const token = invitation.url.split("/").pop()!;
  const accepted = await accounts.acceptInvitation(adminRequest(null), {
    token,
    name: `${role} person`,
    password: GOOD_PASSWORD,
  });
  const jar = new CookieJar(accepted.setCookies);
  if (!twoFactor) return { email, password: GOOD_PASSWORD, jar, otpauthUri: null, backupCodes: [] };
  const { otpauthUri } = await accounts.startTotpEnrolment(adminRequest(jar), { password: GOOD_PASSWORD });
  const confirmed = await accounts.confirmTotpEnrolment(adminRequest(jar), { code: await totpFromUri(otpauthUri) });
  jar.add(confirmed.setCookies);
  return { email, password: GOOD_PASSWORD, jar, otpauthUri, backupCodes: confirmed.backupCodes };
}
