/**
 * No acknowledged lead is ever lost: the production server (node server/index.ts)
 * takes a burst of submissions, is killed with SIGKILL the moment the first
 * acknowledgements are in (others still in flight), restarts on the same data,
 * and every lead that got a 201 is there exactly once. A lead that never got an
 * answer may or may not be there, but never twice. Run on the embedded SQLite
 * file and on PostgreSQL.
 *
 * A SIGKILL only proves the commit reached the operating system. Surviving a
 * power cut needs the commit on the disk before the 201: the SQLite connection
 * that stores leads must sync the WAL at every commit (synchronous=FULL).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { ensurePostgresDatabase } from "../../tests/support/postgres.ts";
import {
  buildDirFor,
  ensureBuild,
  freePort,
  root,
  startServer,
  type RunningServer,
} from "../../tests/support/server.ts";
import { parseConfig } from "../config.ts";
import { createServices } from "../services.ts";
import { FORM_MIN_FILL_MS, validLead } from "../../tests/support/leads.ts";

// A database of its own: the test drops and recreates its schema.
const PG_URL = process.env.LEADS_DURABILITY_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/vitrine_leads";

const BUILD_DIR = buildDirFor("/");
const TOTAL = 40;
const KILL_AFTER_ACKS = 25;

interface Session {
  cookie: string;
  xsrf: string;
}

async function openForm(url: string): Promise<Session> {
  // What the hydrated register form asks for first: its token, and with it the XSRF cookie.
  const res = await fetch(`${url}/api/v1/leads/form`);
  expect(res.status).toBe(200);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(res.headers.getSetCookie().join("\n"))?.[1];
  if (!xsrf) throw new Error("the leads form API gave no XSRF cookie");
  return { cookie: `XSRF-TOKEN=${xsrf}`, xsrf };
}

/** A form of its own for each lead: a form token stores one lead. */
async function formTokens(url: string, count: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const res = await fetch(`${url}/api/v1/leads/form`, { headers: { "x-forwarded-for": `198.51.100.${i + 1}` } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { formToken: string }).formToken;
    }),
  );
}

function submit(url: string, session: Session, i: number, key: string, formToken: string): Promise<Response> {
  return fetch(`${url}/api/v1/leads`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: session.cookie,
      "x-xsrf-token": session.xsrf,
      "idempotency-key": key,
      // One client per lead (TRUST_PROXY is on): the per-client limit is not under test here.
      "x-forwarded-for": `198.51.100.${i + 1}`,
    },
    body: JSON.stringify({
      ...validLead({ email: `lead-${i}@durable.example`, name: `Durable Lead ${i} — “ü”` }),
      formToken,
    }),
  });
}

function exportJson(env: Record<string, string>): Array<{ email: string; name: string }> {
  const result = spawnSync(path.join(root, "node_modules/.bin/node"), ["scripts/leads-export.ts", "--format", "json"], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`export failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as Array<{ email: string; name: string }>;
}

describe("the SQLite connection that stores leads", () => {
  it("syncs every commit to disk (WAL with synchronous=FULL) before a lead is acknowledged", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-sync-"));
    // The services the server creates; the leads service writes through services.db (server/leads/service.ts).
    const services = await createServices(
      parseConfig({ DATA_DIR: dataDir, DATABASE_URL: "" }),
      pino({ level: "silent" }),
      { seed: false, media: false },
    );
    try {
      const { rows: sync } = await sql<{ synchronous: number }>`pragma synchronous`.execute(services.db.kysely);
      expect(sync[0]?.synchronous).toBe(2); // FULL
      const { rows: journal } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(services.db.kysely);
      expect(journal[0]?.journal_mode).toBe("wal");
    } finally {
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

const running: RunningServer[] = [];
afterAll(async () => {
  for (const server of running)
    if (server.proc.exitCode === null && server.proc.signalCode === null) await server.stop("SIGKILL");
});

describe.each([
  { db: "sqlite", databaseUrl: "" },
  { db: "postgres", databaseUrl: PG_URL },
])("acknowledged leads survive SIGKILL on $db", ({ db, databaseUrl }) => {
  it("finds every acknowledged lead exactly once after a restart", async () => {
    ensureBuild(BUILD_DIR);
    const port = String(await freePort());
    const dataDir = `/tmp/vitrine-e/durability-${db}-${process.pid}`;
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    if (databaseUrl) {
      await ensurePostgresDatabase(databaseUrl);
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query("drop schema public cascade; create schema public;");
      await client.end();
    }
    const env = {
      PORT: port,
      BUILD_DIR,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SITE_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: "true",
      PAGE_CACHE: "off",
      FORM_MIN_FILL_MS: String(FORM_MIN_FILL_MS),
    };

    let server = await startServer(env, 120_000);
    running.push(server);
    const session = await openForm(server.url);
    const tokens = await formTokens(server.url, TOTAL);
    await new Promise((r) => setTimeout(r, FORM_MIN_FILL_MS + 100)); // the form must look filled in by hand

    const acknowledged = new Set<number>();
    let killed = false;
    const attempts = Array.from({ length: TOTAL }, (_, i) =>
      submit(server.url, session, i, `durable-${i}`, tokens[i]!).then(
        async (res) => {
          if (res.status === 201) acknowledged.add(i);
          else if (!killed) throw new Error(`lead ${i} answered ${res.status}: ${await res.text()}`);
          if (acknowledged.size >= KILL_AFTER_ACKS && !killed) {
            killed = true;
            server.proc.kill("SIGKILL");
          }
        },
        () => undefined, // cut off by the kill: not acknowledged
      ),
    );
    await Promise.all(attempts);
    if (!killed) server.proc.kill("SIGKILL");
    await new Promise((r) =>
      server.proc.exitCode !== null || server.proc.signalCode ? r(null) : server.proc.once("exit", r),
    );
    expect(server.proc.signalCode).toBe("SIGKILL");
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);

    server = await startServer(env, 120_000);
    running.push(server);
    const rows = exportJson(env);
    const byEmail = new Map<string, number>();
    for (const row of rows) byEmail.set(row.email, (byEmail.get(row.email) ?? 0) + 1);
    for (const i of acknowledged) {
      expect(byEmail.get(`lead-${i}@durable.example`), `lead ${i}`).toBe(1);
    }
    for (const count of byEmail.values()) expect(count).toBe(1);
    expect(rows.find((r) => r.email === `lead-${[...acknowledged][0]}@durable.example`)?.name).toMatch(
      /^Durable Lead \d+ — “ü”$/,
    );

    // A client that never heard back retries the same request with the same key,
    // from the same browser (XSRF cookie and address): the first 201 again, still one row each.
    const retries = await Promise.all(
      [...acknowledged].slice(0, 3).map((i) => submit(server.url, session, i, `durable-${i}`, tokens[i]!)),
    );
    expect(retries.map((r) => r.status)).toEqual([201, 201, 201]);
    const lost = [...acknowledged].filter((i) => !byEmail.has(`lead-${i}@durable.example`)).length;
    const duplicated = [...byEmail.values()].filter((n) => n > 1).length;
    console.info(
      `[${db}] ${TOTAL} sent, ${acknowledged.size} acknowledged before SIGKILL, ${rows.length} stored after restart, ${lost} lost, ${duplicated} duplicated`,
    );
    expect(exportJson(env)).toHaveLength(rows.length);
    expect(await server.stop()).toBe(0);
  }, 300_000);
});
