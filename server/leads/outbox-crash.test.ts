/**
 * A lead's notifications survive the process dying between storing the lead and
 * sending them: the production server (node server/index.ts, a child process)
 * stores a lead with its worker held back (OUTBOX_POLL_MS=0), is killed with
 * SIGKILL, and restarts on the same data with its worker on. The mail reaches a
 * real SMTP server and the webhook a real HTTP receiver exactly once, and a
 * further restart, whose worker sends a newer lead's, sends nothing of the first again. On the embedded SQLite file and on PostgreSQL.
 */
import { createHmac } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_MIN_FILL_MS, validLead } from "../../tests/support/leads.ts";
import { ensurePostgresDatabase } from "../../tests/support/postgres.ts";
import {
  eventually,
  RECEIVER_ENV,
  startSmtp,
  startWebhook,
  type SmtpReceiver,
  type WebhookReceiver,
} from "../../tests/support/receivers.ts";
import { buildDirFor, ensureBuild, freePort, startServer, type RunningServer } from "../../tests/support/server.ts";
import { parseConfig } from "../config.ts";
import { createServices } from "../services.ts";
import { createNotifySettings } from "./notify-settings.ts";
import { outboxCounts } from "./outbox-store.ts";

const PG_URL = process.env.LEADS_OUTBOX_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/vitrine_outbox_crash";
const BUILD_DIR = buildDirFor("/");
const SECRET = "crash-test-secret";

let smtp: SmtpReceiver;
let hook: WebhookReceiver;
const running: RunningServer[] = [];
beforeAll(async () => {
  smtp = await startSmtp();
  hook = await startWebhook();
});
afterAll(async () => {
  for (const server of running)
    if (server.proc.exitCode === null && server.proc.signalCode === null) await server.stop("SIGKILL");
  await smtp?.close();
  await hook?.close();
});

async function submitLead(url: string, email: string): Promise<void> {
  // As the hydrated register form does (decision 0048): token and cookie from the leads API.
  const formAnswer = await fetch(`${url}/api/v1/leads/form`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(formAnswer.headers.getSetCookie().join("\n"))?.[1];
  if (!xsrf) throw new Error("no XSRF cookie");
  const form = (await formAnswer.json()) as { formToken: string };
  await new Promise((r) => setTimeout(r, FORM_MIN_FILL_MS + 100)); // filled in by hand
  const res = await fetch(`${url}/api/v1/leads`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `XSRF-TOKEN=${xsrf}`, "x-xsrf-token": xsrf },
    body: JSON.stringify({ ...validLead({ email, name: "Crash Test Person" }), formToken: form.formToken }),
  });
  expect(res.status, await res.text()).toBe(201);
}

describe.each([
  { db: "sqlite", databaseUrl: "" },
  { db: "postgres", databaseUrl: PG_URL },
])("lead notifications across a SIGKILL on $db", ({ db, databaseUrl }) => {
  it("go out exactly once after the restart", async () => {
    ensureBuild(BUILD_DIR);
    const port = String(await freePort());
    const dataDir = `/tmp/vitrine-e/outbox-crash-${db}-${process.pid}`;
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
      PAGE_CACHE: "off",
      FORM_MIN_FILL_MS: String(FORM_MIN_FILL_MS),
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: "sales@brightlane.example",
      ...RECEIVER_ENV,
    };
    // The admin's settings, as the notifications page saves them.
    const setup = await createServices(parseConfig({ ...env, NODE_ENV: "test" }), pino({ level: "silent" }), {
      seed: false,
      media: false,
      leadJobs: false,
    });
    await createNotifySettings(() => setup.db.kysely).write({
      recipients: null,
      webhookUrl: hook.url,
      webhookSecret: SECRET,
      retentionMonths: 0,
    });
    await setup.close();
    // What the queue holds, read beside the server as the notifications page reads it.
    const queue = await createServices(parseConfig({ ...env, NODE_ENV: "test" }), pino({ level: "silent" }), {
      seed: false,
      media: false,
      leadJobs: false,
    });
    const counts = () => outboxCounts(queue.db.kysely);

    const email = `crash-${db}-${process.pid}@outbox.example`;
    let server = await startServer({ ...env, OUTBOX_POLL_MS: "0" }, 120_000);
    running.push(server);
    await submitLead(server.url, email);
    await new Promise((r) => setTimeout(r, 500));
    const mine = () => smtp.mails.filter((m) => m.mail.text?.includes(email));
    const calls = () => hook.calls.filter((c) => c.body.includes(email));
    expect(mine()).toHaveLength(0);
    expect(calls()).toHaveLength(0);
    server.proc.kill("SIGKILL");
    await new Promise((r) =>
      server.proc.exitCode !== null || server.proc.signalCode ? r(null) : server.proc.once("exit", r),
    );
    expect(server.proc.signalCode).toBe("SIGKILL");

    const restarted = performance.now();
    server = await startServer({ ...env, OUTBOX_POLL_MS: "200" }, 120_000);
    running.push(server);
    await eventually(() => mine().length > 0 && calls().length > 0, 20_000, "the notifications");
    const ms = Math.round(performance.now() - restarted);
    // Both marked sent before the server stops (a stop waits for the pass under way).
    await expect.poll(counts, { timeout: 20_000, interval: 50 }).toEqual({ pending: 0, dead: 0, sent: 2 });
    expect(await server.stop(), server.output()).toBe(0);
    // A further restart: its worker's first pass, which sends a newer lead's notifications,
    // would take any of the first lead's again with them.
    server = await startServer({ ...env, OUTBOX_POLL_MS: "200" }, 120_000);
    running.push(server);
    const later = `later-${db}-${process.pid}@outbox.example`;
    await submitLead(server.url, later);
    await expect.poll(counts, { timeout: 20_000, interval: 50 }).toEqual({ pending: 0, dead: 0, sent: 4 });
    expect(await server.stop(), server.output()).toBe(0);
    await queue.close();
    expect(smtp.mails.filter((m) => m.mail.text?.includes(later))).toHaveLength(1);
    expect(hook.calls.filter((c) => c.body.includes(later))).toHaveLength(1);

    expect(mine()).toHaveLength(1);
    expect(mine()[0]!.to).toEqual(["sales@brightlane.example"]);
    expect(calls()).toHaveLength(1);
    const call = calls()[0]!;
    const id = (JSON.parse(call.body) as { lead: { id: number } }).lead.id;
    expect(mine()[0]!.mail.subject).toBe(`New lead #${id}: Crash Test Person (${String(validLead().company)})`);
    expect(call.headers["x-vitrine-signature"]).toBe(
      `sha256=${createHmac("sha256", SECRET).update(call.body).digest("hex")}`,
    );
    expect(call.headers["x-vitrine-delivery"]).toMatch(/^\d+$/);
    console.info(`[${db}] notifications delivered ${ms} ms after the restart began (including start-up), once each`);
  }, 300_000);
});
