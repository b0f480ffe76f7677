/**
 * Each Playwright worker's own production server (node server/index.ts on the build): a port and a
 * data directory per worker, so workers run side by side without sharing a database, a mail
 * outbox or a rate limit. Worker n (Playwright's parallel index, below the number of workers)
 * listens on E2E_PORT + n and keeps its data in DATA_DIR-<port> (data/e2e-<port> by default); the
 * data directory outlives a run, like a server's.
 */
import path from "node:path";
import { FORM_MIN_FILL_MS } from "./leads.ts";
import { root } from "./server.ts";

export const basePath = process.env.BASE_PATH ?? "/";

/** Where the server of the worker with this parallel index listens and keeps its data. */
export function workerServer(index = Number(process.env.TEST_PARALLEL_INDEX ?? 0)) {
  const port = Number(process.env.E2E_PORT ?? 4010) + index;
  const origin = `http://127.0.0.1:${port}`;
  return {
    port,
    origin,
    baseURL: origin + basePath,
    dataDir: path.resolve(root, process.env.DATA_DIR ? `${process.env.DATA_DIR}-${port}` : `data/e2e-${port}`),
  };
}

/** The server's environment: production, on the shared build; `extra` is the project's (serverEnv). */
export function serverEnvironment(index: number, extra: Record<string, string>): Record<string, string> {
  const { port, origin, dataDir } = workerServer(index);
  return {
    PORT: String(port),
    SITE_URL: origin,
    BASE_PATH: basePath,
    DATA_DIR: dataDir,
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
    DOCUMENT_ENTRY: process.env.DOCUMENT_ENTRY ?? "fast",
    SCRIPT_ORDER: process.env.SCRIPT_ORDER ?? "stock",
    // Every browser test signs in from 127.0.0.1: one address, like a large office behind one
    // gateway. The per-address limit itself is tested in server/accounts/sign-in.test.ts.
    SIGNIN_ADDRESS_ATTEMPTS: "1000",
    FORM_MIN_FILL_MS: String(FORM_MIN_FILL_MS),
    // Every browser test posts its leads from 127.0.0.1 too; the per-client limit itself is tested in
    // server/leads/router.test.ts and tests/security/cluster.test.ts.
    LEADS_PER_MINUTE: "1000",
    // The admin tests set passwords and sign in dozens of times; OWASP's cost is tested in
    // server/accounts/passwords.test.ts.
    PASSWORD_HASH_COST: "test",
    // Each account signs in many times a minute: 5-second codes (tests/support/admin.ts totpCode).
    TOTP_PERIOD_SECONDS: "5",
    ...extra,
  };
}
