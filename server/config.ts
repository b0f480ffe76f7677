/**
 * The one place the environment is read. Parsed with zod at start-up; a bad
 * value stops the process with a message naming the variable and what it expected.
 */
import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { MIN_FILL_MS } from "./leads/form-token.ts";
import { SUBMISSIONS_PER_MINUTE } from "./leads/rate-limit.ts";
import { parseS3Url } from "./media-library/s3-url.ts";
import { BRAND } from "../app/kernel/brand.ts";
import { parseLocales } from "./locales.ts";

const port = z.coerce.number().int().min(0).max(65535);

/** The names Express (proxy-addr) accepts for its built-in address ranges. */
const TRUST_PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An IP address, or a subnet in CIDR notation (10.0.0.0/8, fd00::/8). */
function isAddressOrSubnet(value: string): boolean {
  const slash = value.indexOf("/");
  if (slash === -1) return isIP(value) !== 0;
  const version = isIP(value.slice(0, slash));
  const prefix = value.slice(slash + 1);
  // Express refuses a zero-length prefix; trusting every address is TRUST_PROXY=true.
  return (
    version !== 0 && /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (version === 4 ? 32 : 128)
  );
}

// Checked here, not left to Express: an entry Express cannot parse would pass
// start-up and then fail on the first request with a bare TypeError.
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string => {
    if (value === "" || value === "false") return false;
    if (value === "true") return true;
    if (/^\d+$/.test(value) && Number.isSafeInteger(Number(value))) return Number(value);
    // A comma-separated list of addresses, subnets and range names; Express splits it the same way.
    const entries = value.split(",").map((entry) => entry.trim());
    const bad = entries.filter((entry) => !TRUST_PROXY_NAMES.has(entry) && !isAddressOrSubnet(entry));
    if (bad.length === 0) return value;
    ctx.addIssue({
      code: "custom",
      message: `expected false, true, a hop count (0, 1, 2, ...) or a comma-separated list of IP addresses, CIDR subnets (10.0.0.0/8) and the names loopback, linklocal, uniquelocal; not understood: ${bad.map((entry) => JSON.stringify(entry)).join(", ")}`,
    });
    return z.NEVER;
  });

const basePath = z
  .string()
  .trim()
  .default("/")
  .transform((v) => normaliseBasePath(v))
  .pipe(
    z
      .string()
      .regex(
        /^\/([A-Za-z0-9._~-]+\/)*$/,
        "expected a path such as / or /site/, made of letters, digits and - . _ ~ only",
      )
      // Browsers and proxies resolve "." and ".." segments away, so such a base path
      // would never match the URLs the site itself links to.
      .refine(
        (v) => !v.split("/").some((segment) => segment === "." || segment === ".."),
        "expected a path without . or .. segments, such as /site/",
      ),
  );

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  BASE_PATH: basePath,
  /**
   * The site's languages, comma-separated BCP 47 tags, the default first (decision 0096):
   * the default's pages keep their URLs, each other's are served under its prefix
   * ("en,zh-Hans": /zh/... and /zh/mobile/...) and fall back to the default's content.
   */
  LOCALES: z
    .string()
    .default("en")
    .transform((value, ctx) => {
      const locales = parseLocales(value);
      if (typeof locales !== "string") return locales;
      ctx.addIssue({ code: "custom", message: locales });
      return z.NEVER;
    }),
  /** When not set: this machine at the port served (parseConfig, servedPort). */
  SITE_URL: z
    .url({ protocol: /^https?$/, message: "expected an absolute http(s) URL such as https://www.example.com" })
    .transform((v) => v.replace(/\/+$/, ""))
    .optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || /^postgres(ql)?:\/\//.test(v), "expected empty (embedded SQLite) or a postgres:// URL"),
  DATA_DIR: z
    .string()
    .trim()
    .min(1)
    .default("data")
    .transform((v) => path.resolve(v)),
  /**
   * An S3-compatible bucket for media originals and served files (server/media-library/s3-url.ts,
   * decision 0051); empty: the database (PostgreSQL) or DATA_DIR (SQLite) keeps them.
   */
  MEDIA_S3_URL: z
    .string()
    .trim()
    .default("")
    .superRefine((value, ctx) => {
      const parsed = value === "" ? null : parseS3Url(value);
      if (typeof parsed === "string") ctx.addIssue({ code: "custom", message: parsed });
    }),
  /** Output of `react-router build` that `npm start` serves (server/index.ts). */
  BUILD_DIR: z
    .string()
    .trim()
    .min(1)
    .default("build")
    .transform((v) => path.resolve(v)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: trustProxy.default(false),
  REDIS_URL: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || /^rediss?:\/\//.test(v), "expected empty or a redis:// URL"),
  /**
   * Signs the staff session and two-factor cookies and encrypts TOTP secrets (at least
   * 32 characters). Empty: one is generated on first start and kept in the database,
   * so every instance sharing it agrees.
   */
  AUTH_SECRET: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || v.length >= 32, "expected empty or at least 32 characters"),
  /**
   * Signs the lead form's tokens (at least 16 characters). Empty: one is generated
   * once and kept in the database, shared by every instance (server/shared-secret.ts).
   */
  FORM_TOKEN_SECRET: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || Buffer.byteLength(v) >= 16, "expected empty or at least 16 characters"),
  /**
   * How long the lead form must have been open before it is sent (server/leads/form-token.ts);
   * quicker answers are taken for a bot's. Lower only for test servers, which fill forms at once.
   */
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(MIN_FILL_MS),
  /**
   * Lead submissions one client address may send in a minute (server/leads/rate-limit.ts).
   * Raised only for browser-test servers, where every test posts from 127.0.0.1.
   */
  LEADS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(SUBMISSIONS_PER_MINUTE),
  /**
   * The response header that carries each cacheable answer's tags (server/cdn):
   * Surrogate-Key (Fastly, and Varnish through the shipped VCL), xkey (Varnish) or
   * Cache-Tag (Cloudflare, comma-separated).
   */
  CDN_TAG_HEADER: z
    .string()
    .trim()
    .default("Surrogate-Key")
    .refine((v) => /^[A-Za-z0-9-]{1,64}$/.test(v), "expected a header name such as Surrogate-Key, xkey or Cache-Tag"),
  /**
   * Where purges go (server/cdn/purge.ts): Varnish URLs (comma-separated, each sent
   * PURGE with xkey), https://api.fastly.com/service/<id>/purge, or
   * https://api.cloudflare.com/client/v4/zones/<zone>/purge_cache. Empty: no purge.
   */
  CDN_PURGE_URL: z
    .string()
    .trim()
    .default("")
    .refine(
      (v) =>
        v === "" || v.split(",").every((u) => URL.canParse(u.trim()) && /^https?:$/.test(new URL(u.trim()).protocol)),
      "expected empty or comma-separated http(s) URLs",
    ),
  /** varnish, fastly or cloudflare; empty: from CDN_PURGE_URL's host (api.fastly.com, api.cloudflare.com, else varnish). */
  CDN_PURGE_KIND: z.enum(["", "varnish", "fastly", "cloudflare"]).default(""),
  /** The Fastly API token or the Cloudflare API token (Bearer) for purges. */
  CDN_PURGE_TOKEN: z.string().trim().default(""),
  /** Outgoing mail (server/mail): smtp(s)://user:pass@host:port; empty writes mail to the log and DATA_DIR/outbox/. */
  SMTP_URL: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || /^smtps?:\/\/[^/]/.test(v), "expected empty or an smtp:// or smtps:// URL"),
  /** Sender of outgoing mail: an address, or "Name <address>". */
  MAIL_FROM: z
    .string()
    .trim()
    .min(3)
    .default(`${BRAND} <no-reply@localhost>`)
    .refine((v) => /^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/.test(v), "expected an address or Name <address>"),
  /** Who is told of each new lead by mail unless the admin's notification settings name others: comma-separated addresses. */
  LEADS_NOTIFY_TO: z
    .string()
    .trim()
    .default("")
    .refine(
      (v) => v === "" || v.split(",").every((a) => /^[^<>@\s,]+@[^<>@\s,]+$/.test(a.trim())),
      "expected empty or comma-separated email addresses",
    ),
  /** How often this process looks for lead notifications to send (server/leads/outbox.ts); 0: never (it only takes requests). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  /** Raw analytics events older than this many days are deleted; the daily rollups stay (server/analytics). */
  ANALYTICS_RAW_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * on: half of the pages (by a hash of the path, so every cache keeps one copy) start
   * their scripts after the first paint and half in React Router's own order, whatever
   * the default; the beacon reports which (decision 0060).
   */
  SCRIPT_ORDER_SPLIT: z
    .enum(["on", "off"])
    .default("off")
    .transform((v) => v === "on"),
  /**
   * Outbound requests (server/outbound, decision 0047) may use plain http, for a
   * development receiver; https only otherwise.
   */
  OUTBOUND_ALLOW_HTTP: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /**
   * Host names or IP addresses (comma-separated, exactly as in the URL) that outbound
   * requests may reach although they resolve inside the network or use another port:
   * an internal CRM, a receiver on this machine. Empty: none.
   */
  OUTBOUND_ALLOW_HOSTS: z
    .string()
    .trim()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((host) =>
          host
            .trim()
            .toLowerCase()
            .replace(/^\[|\]$/g, ""),
        )
        .filter(Boolean),
    ),
  /** Staff sign-in attempts (password or code) allowed per client address in 15 minutes (server/accounts/throttle.ts). */
  SIGNIN_ADDRESS_ATTEMPTS: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Audit entries older than this many days are deleted by the daily retention job (server/audit). */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(400),
  /**
   * Staff password hashes: "owasp" (scrypt at OWASP's cost, server/accounts/passwords.ts), or
   * "test", a cost far too low for real passwords, so browser tests sign in quickly.
   */
  PASSWORD_HASH_COST: z.enum(["owasp", "test"]).default("owasp"),
  /**
   * Seconds each authenticator code lasts (RFC 6238's step). Authenticator apps show 30-second
   * codes; shorter steps are for browser-test servers only, whose tests sign the same account in
   * many times a minute and would otherwise wait for the next code.
   */
  TOTP_PERIOD_SECONDS: z.coerce.number().int().min(5).max(30).default(30),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(8000),
  /**
   * What the first start writes into an empty database (server/seed.ts): "on", the demo
   * company; "off", a real company's first start: the page skeleton and no items.
   */
  DEMO_CONTENT: z
    .enum(["on", "off"])
    .default("on")
    .transform((v) => v === "on"),
  PAGE_CACHE: z
    .enum(["on", "off"])
    .default("on")
    .transform((v) => v === "on"),
  SERVER_RENDERING: z
    .enum(["on", "off"])
    .default("on")
    .transform((v) => v === "on"),
  /**
   * How documents are written (app/lib/react-router-seam, decision 0019): "fast", one
   * string and plain server links, relying on React Router 8.4 private behaviour; or
   * "stock", React Router's own streaming entry. Read per process, no rebuild.
   */
  DOCUMENT_ENTRY: z.enum(["fast", "stock"]).default("fast"),
  /**
   * When the fast entry's pages start their scripts (decision 0044, revised): "stock", React
   * Router's order, preloaded at low priority while the page is parsed; "after-paint", after
   * the first paint. SCRIPT_ORDER_SPLIT, when on, decides per path instead.
   */
  SCRIPT_ORDER: z.enum(["stock", "after-paint"]).default("stock"),
  /**
   * Server processes (server/cluster.ts): 1 runs one process; more, or "auto" (one per
   * CPU core), runs a primary that forks that many workers sharing the port.
   */
  WEB_CONCURRENCY: z
    .string()
    .trim()
    .default("1")
    .transform((value, ctx): number => {
      if (value === "auto") return availableParallelism();
      if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 64) return Number(value);
      ctx.addIssue({
        code: "custom",
        message: 'expected a number of processes from 1 to 64, or "auto" (one per CPU core)',
      });
      return z.NEVER;
    }),
});

export type Config = Omit<z.output<typeof envSchema>, "SITE_URL"> & { SITE_URL: string };

/** SITE_URL when it is not set: this machine, at the port served. */
function localSiteUrl(port: number): string {
  return `http://localhost:${port}`;
}

/**
 * Called once the server listens: with PORT=0 the system chose the port, and a
 * SITE_URL left unset follows it. Nothing has been served yet: server/serve.ts makes
 * the app after this, and the services read SITE_URL per request.
 */
export function servedPort(config: Config, port: number): void {
  if (config.PORT === 0 && config.SITE_URL === localSiteUrl(0)) config.SITE_URL = localSiteUrl(port);
}

export function normaliseBasePath(value: string): string {
  let v = value.trim() || "/";
  if (!v.startsWith("/")) v = `/${v}`;
  if (!v.endsWith("/")) v = `${v}/`;
  return v.replace(/\/{2,}/g, "/");
}

export class ConfigError extends Error {}

export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join(".") || "(environment)";
      const got = env[name];
      // A URL's password never reaches the log.
      const shown = got?.replace(/\/\/([^:@/]*):[^@/]*@/, "//$1:***@");
      return `  ${name}: ${issue.message}${shown === undefined ? "" : ` (got ${JSON.stringify(shown)})`}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return { ...result.data, SITE_URL: result.data.SITE_URL ?? localSiteUrl(result.data.PORT) };
}
