/**
 * The one place the environment is read. Parsed with zod at start-up; a bad
 * value stops the process with a message naming the variable and what it expected.
 */
import path from "node:path";
import { z } from "zod";

const port = z.coerce.number().int().min(0).max(65535);

const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string => {
    if (value === "" || value === "false") return false;
    if (value === "true") return true;
    if (/^\d+$/.test(value)) return Number(value);
    // A comma-separated list of addresses or subnets (loopback, 10.0.0.0/8, ...).
    if (/^[\w.:/, -]+$/.test(value)) return value;
    ctx.addIssue({ code: "custom", message: "expected false, true, a hop count or a list of addresses/subnets" });
    return z.NEVER;
  });

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  BASE_PATH: z
    .string()
    .trim()
    .default("/")
    .transform((v) => normaliseBasePath(v))
    .pipe(z.string().regex(/^\/([A-Za-z0-9._~-]+\/)*$/, "expected a path such as / or /site/")),
  SITE_URL: z
    .url({ protocol: /^https?$/, message: "expected an absolute http(s) URL such as https://www.example.com" })
    .default("http://localhost:3000")
    .transform((v) => v.replace(/\/+$/, "")),
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
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: trustProxy.default(false),
  REDIS_URL: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || /^rediss?:\/\//.test(v), "expected empty or a redis:// URL"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(8000),
  PAGE_CACHE: z
    .enum(["on", "off"])
    .default("on")
    .transform((v) => v === "on"),
  SERVER_RENDERING: z
    .enum(["on", "off"])
    .default("on")
    .transform((v) => v === "on"),
});

export type Config = z.output<typeof envSchema>;

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
      return `  ${name}: ${issue.message}${got === undefined ? "" : ` (got ${JSON.stringify(got)})`}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}
