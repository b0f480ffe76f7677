/**
 * The security suite's global setup: one data directory prepared as a server's first start
 * prepares it (the migrations, the demo content with its video tours, the demo images), once
 * per run. Its files start a dozen servers on fresh SQLite data directories; each used to
 * migrate and seed its own in a new process, about 5 s of CPU before it listened. A copy
 * (freshDataDir in support.ts) starts in about 2 s with the same rows and files.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import pino from "pino";
import { parseConfig } from "../../server/config.ts";
import { createServices } from "../../server/services.ts";

/** The environment variable naming this run's template; Vitest's workers inherit it. */
export const SITE_TEMPLATE = "VITRINE_SECURITY_SITE_TEMPLATE";

export const DATA_ROOT = process.env.SECURITY_DATA_DIR ?? "/tmp/vitrine-g";

export async function setup(): Promise<() => void> {
  mkdirSync(DATA_ROOT, { recursive: true });
  const dir = mkdtempSync(path.join(DATA_ROOT, "template-"));
  // What startSite's servers run with, short of their port: production, SQLite, the default locales.
  const config = parseConfig({ ...process.env, NODE_ENV: "production", DATA_DIR: dir, DATABASE_URL: "", PORT: "0" });
  const services = await createServices(config, pino({ level: "silent" }), {
    leadJobs: false,
    analyticsJobs: false,
    purgeJobs: false,
    auditRetention: false,
  });
  await services.close();
  process.env[SITE_TEMPLATE] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
