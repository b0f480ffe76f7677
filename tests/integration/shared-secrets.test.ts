/**
 * Any instance accepts a form any instance served (issue 30, point 1): two real
 * server processes with data directories of their own on one fresh PostgreSQL
 * schema, first without FORM_TOKEN_SECRET (the key then comes from the database
 * they share), then with it (the key is the variable's).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/database.ts";
import { migrateToLatest } from "../../db/migrations.ts";
import { createFormTokens, MIN_FILL_MS } from "../../server/leads/form-token.ts";
import { seedDatabase } from "../../server/seed.ts";
import { dropPostgresSchema, freshPostgresUrl, tempDataDir } from "../support/databases.ts";
import { FORM_MIN_FILL_MS, validLead } from "../support/leads.ts";
import { buildDirFor, ensureBuild, freePort, startServer, type RunningServer } from "../support/server.ts";

const BUILD_DIR = buildDirFor("/");
const SECRET = "a-form-secret-both-machines-share";

let databaseUrl: string;
const running: RunningServer[] = [];
const dataDirs: string[] = [];

async function instance(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = tempDataDir("secrets");
  dataDirs.push(dataDir);
  const server = await startServer(
    {
      PORT: String(port),
      BUILD_DIR,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: "loopback",
      // Test servers take a form after 0.8 s, not the site's 3 s: each test waits once.
      FORM_MIN_FILL_MS: String(FORM_MIN_FILL_MS),
      ...env,
    },
    120_000,
  );
  running.push(server);
  return server;
}

interface Form {
  token: string;
  xsrf: string;
  at: number;
}

/** What the hydrated form asks for: its own token and, with it, the XSRF cookie. */
async function apiForm(server: RunningServer): Promise<Form> {
  const res = await fetch(`${server.url}/api/v1/leads/form`);
  expect(res.status).toBe(200);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(res.headers.getSetCookie().join("\n"))?.[1];
  const { formToken } = (await res.json()) as { formToken: string };
  if (!xsrf) throw new Error("no XSRF cookie with the form");
  return { token: formToken, xsrf, at: Date.now() };
}

/** The register page's own token, as a visitor without JavaScript has it. */
async function pageForm(server: RunningServer): Promise<Form> {
  const html = await (await fetch(`${server.url}/register`)).text();
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("no form token on the register page");
  return { token, xsrf: "", at: Date.now() };
}

/** Until a person could have filled the form in (the site refuses faster posts). */
async function filledIn(...forms: Form[]): Promise<void> {
  const ready = Math.max(...forms.map((f) => f.at)) + FORM_MIN_FILL_MS + 100;
  await new Promise((r) => setTimeout(r, Math.max(0, ready - Date.now())));
}

let client = 0;
async function postJson(server: RunningServer, form: Form): Promise<Response> {
  client += 1;
  return fetch(`${server.url}/api/v1/leads`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: `XSRF-TOKEN=${form.xsrf}`,
      "x-xsrf-token": form.xsrf,
      "x-forwarded-for": `198.51.100.${client}`,
    },
    body: JSON.stringify({ ...validLead({ email: `json${client}@example.com` }), formToken: form.token, website: "" }),
  });
}

async function postForm(server: RunningServer, form: Form): Promise<Response> {
  client += 1;
  const { consent: _consent, ...lead } = validLead({ email: `form${client}@example.com` }) as Record<string, string>;
  return fetch(`${server.url}/register`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: server.url,
      "x-forwarded-for": `198.51.100.${client}`,
    },
    body: new URLSearchParams({ ...lead, consent: "on", formToken: form.token, website: "" }).toString(),
  });
}

describe("a form served by one instance, posted to another, on PostgreSQL", () => {
  beforeAll(async () => {
    ensureBuild(BUILD_DIR, { BASE_PATH: "/" });
    databaseUrl = await freshPostgresUrl("secrets");
    const db = openDatabase({ databaseUrl, dataDir: tempDataDir("secrets-seed"), deadlines: false });
    try {
      await migrateToLatest(db.kysely, db.kind);
      await seedDatabase(db);
    } finally {
      await db.close();
    }
  }, 300_000);
  afterAll(async () => {
    await Promise.all(running.map((s) => s.stop()));
    await dropPostgresSchema(databaseUrl);
  });

  it("is accepted both ways without FORM_TOKEN_SECRET, with the key from the database", async () => {
    const [a, b] = [await instance(), await instance()];
    const forms = { a: await apiForm(a), b: await apiForm(b), pageA: await pageForm(a), pageB: await pageForm(b) };
    await filledIn(...Object.values(forms));
    expect((await postJson(b, forms.a)).status).toBe(201);
    expect((await postJson(a, forms.b)).status).toBe(201);
    const noScript = await postForm(b, forms.pageA);
    expect(noScript.status).toBe(302);
    expect(noScript.headers.get("location")).toBe("/register?sent=1");
    expect((await postForm(a, forms.pageB)).status).toBe(302);
    // No machine keeps a key of its own any more.
    for (const dir of dataDirs) expect(existsSync(path.join(dir, "form-token.key"))).toBe(false);
    // The key is not the variable's: a token signed with it is refused.
    const foreign = createFormTokens(SECRET).issue(Date.now() - MIN_FILL_MS - 1000);
    expect((await postJson(a, { ...forms.b, token: foreign })).status).toBe(400);
  }, 120_000);

  it("is accepted both ways with FORM_TOKEN_SECRET, whose key signs the tokens", async () => {
    const [c, d] = [await instance({ FORM_TOKEN_SECRET: SECRET }), await instance({ FORM_TOKEN_SECRET: SECRET })];
    const forms = { c: await apiForm(c), d: await apiForm(d), page: await pageForm(c) };
    expect(createFormTokens(SECRET).verify(forms.c.token, forms.c.at + MIN_FILL_MS).ok).toBe(true);
    await filledIn(...Object.values(forms));
    expect((await postJson(d, forms.c)).status).toBe(201);
    expect((await postJson(c, forms.d)).status).toBe(201);
    expect((await postForm(d, forms.page)).status).toBe(302);
  }, 120_000);
});
