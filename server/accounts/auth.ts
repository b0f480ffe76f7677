/**
 * better-auth, configured for the back office (decision 0022). It owns passwords,
 * sessions and two-factor sign-in over the app's own Kysely instance; this project
 * owns roles and the policy. Its HTTP handler is not mounted: the admin routes and
 * the admin API call `auth.api.*` from the server, and forward the Set-Cookie
 * headers it returns.
 */
import { betterAuth } from "better-auth";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Kysely } from "kysely";
import { BRAND } from "../../app/kernel/brand.ts";
import type { DialectKind } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import { CLIENT_ADDRESS_HEADER } from "./client.ts";
import { hashPassword, OWASP_SCRYPT, verifyPassword, type ScryptCost } from "./passwords.ts";

/** Table names of better-auth's models (migration 0007). */
export const AUTH_TABLES = {
  user: "auth_user",
  session: "auth_session",
  account: "auth_account",
  verification: "auth_verification",
  twoFactor: "auth_two_factor",
} as const;

/** A session unused for this long ends (checked on every request, server/accounts/sessions.ts). */
export const SESSION_IDLE_SECONDS = 30 * 60;
/** A session ends this long after sign-in, however active. */
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;
/** Between the password and the second factor. */
export const TWO_FACTOR_COOKIE_SECONDS = 5 * 60;

export interface AuthOptions {
  db: Kysely<DB>;
  kind: DialectKind;
  secret: string;
  /** The site's origin and base path: cookies are Secure and __Host- prefixed when it is https. */
  siteUrl: string;
  basePath: string;
  /** Issuer shown in authenticator apps; the product's name unless a test says otherwise. */
  issuer?: string;
  /** Lower only in tests: OWASP's cost takes a noticeable fraction of a second. */
  scrypt?: ScryptCost;
  /** Seconds per authenticator code (TOTP_PERIOD_SECONDS); 30 unless a test server shortens it. */
  totpPeriod?: number;
}

/** Cookie names: `__Host-` (Secure, Path=/, no Domain) over https, so no subdomain can set them. */
export function cookieNames(secure: boolean) {
  const prefix = secure ? "__Host-vitrine" : "vitrine";
  return {
    session_token: `${prefix}.session`,
    session_data: `${prefix}.session_data`,
    dont_remember: `${prefix}.dont_remember`,
    account_data: `${prefix}.account_data`,
    two_factor: `${prefix}.two_factor`,
    trust_device: `${prefix}.trust_device`,
  };
}

export function createAuth(options: AuthOptions) {
  const secure = new URL(options.siteUrl).protocol === "https:";
  const cost = options.scrypt ?? OWASP_SCRYPT;
  const names = cookieNames(secure);
  const cookies = Object.fromEntries(Object.entries(names).map(([key, name]) => [key, { name }]));
  return betterAuth({
    appName: options.issuer ?? BRAND,
    secret: options.secret,
    baseURL: new URL(options.siteUrl).origin,
    basePath: `${options.basePath}api/auth`,
    trustedOrigins: [new URL(options.siteUrl).origin],
    database: { db: options.db, type: options.kind },
    user: {
      modelName: AUTH_TABLES.user,
      additionalFields: {
        role: { type: "string", required: true, input: false },
        disabledAt: { type: "date", required: false, input: false },
      },
    },
    session: {
      modelName: AUTH_TABLES.session,
      // Sessions are browser-session cookies (signed in with rememberMe: false); the
      // idle and absolute limits are checked on each request against the database.
      expiresIn: SESSION_ABSOLUTE_SECONDS,
      updateAge: SESSION_ABSOLUTE_SECONDS,
      cookieCache: { enabled: false },
    },
    account: { modelName: AUTH_TABLES.account },
    verification: { modelName: AUTH_TABLES.verification },
    emailAndPassword: {
      enabled: true,
      // Staff accounts come from invitations and the command line only.
      disableSignUp: true,
      minPasswordLength: 12,
      maxPasswordLength: 128,
      password: {
        hash: (password) => hashPassword(password, cost),
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
    },
    // Throttling is ours (server/accounts/throttle.ts), shared with the rest of the site's limits.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: false,
      cookies,
      defaultCookieAttributes: { secure, sameSite: "lax", path: "/", httpOnly: true },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    telemetry: { enabled: false },
    logger: { disabled: true },
    plugins: [
      twoFactor({
        issuer: options.issuer ?? BRAND,
        twoFactorTable: AUTH_TABLES.twoFactor,
        twoFactorCookieMaxAge: TWO_FACTOR_COOKIE_SECONDS,
        backupCodeOptions: { amount: 10, length: 10 },
        totpOptions: { period: options.totpPeriod ?? 30 },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
