/**
 * Every answer of POST /api/v1/leads, in process: the leads router behind the
 * site's own XSRF middleware, on a real (in-memory SQLite) database. One file
 * past 350 lines on purpose: every case shares the one server fixture.
 */
import type { AddressInfo } from "node:net";
import type http from "node:http";
import express from "express";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseConfig } from "../config.ts";
import { methodGuard } from "../methods.ts";
import type { Services } from "../services.ts";
import { xsrfProtection } from "../xsrf.ts";
import { createFormTokens } from "./form-token.ts";
import { createSubmissionLimiter } from "./rate-limit.ts";
import { createLeadsRouter } from "./router.ts";
import type { LeadsService } from "../../app/kernel/services/leads.ts";
import { createLeadsService } from "./service.ts";
import { OPTIONS, openTestDatabase, validLead } from "../../tests/support/leads.ts";
import type { Database } from "../../db/database.ts";

const SITE = "http://127.0.0.1:4501";
const XSRF = "a".repeat(43);
const tokens = createFormTokens("0123456789abcdef0123456789abcdef");
const oldToken = () => tokens.issue(Date.now() - 10_000);

let db: Database;
let server: http.Server;
let url: string;
let leads: LeadsService;

function headers(extra: Record<string, string> = {}): Record<string, string> {
  return {
    "content-type": "application/json",
    cookie: `XSRF-TOKEN=${XSRF}`,
    "x-xsrf-token": XSRF,
    origin: SITE,
    ...extra,
  };
}

async function post(body: unknown, extra: Record<string, string> = {}, raw?: string) {
  const res = await fetch(`${url}/api/v1/leads`, {
    method: "POST",
    headers: headers(extra),
    body: raw ?? JSON.stringify(body),
  });
  const text = await res.text();
  let json: { status?: string; error?: { code: string; message: string; fields?: Record<string, string> } } = {};
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    // not JSON
  }
  return { status: res.status, headers: res.headers, json };
}

const count = async () =>
  Number(
    (
      await db.kysely
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  db = await openTestDatabase("sqlite");
});
afterAll(async () => {
  await db.close();
});

beforeEach(async () => {
  await db.kysely.deleteFrom("leads").execute();
  const config = parseConfig({
    SITE_URL: SITE,
    DATA_DIR: "/tmp/vitrine-e/unit",
    NODE_ENV: "test",
    TRUST_PROXY: "true",
  });
  leads = createLeadsService({
    config,
    db: () => db.kysely,
    loadOptions: async () => OPTIONS,
    tokens,
    limiter: createSubmissionLimiter({ prefix: "/" }),
  });
  const services = { config, ping: async () => {}, close: async () => {}, leads } as unknown as Services;
  const app = express();
  app.set("trust proxy", true);
  app.use(methodGuard(config));
  app.use(xsrfProtection(config));
  app.use("/api/v1", createLeadsRouter(services));
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await new Promise((r) => server.close(r));
});

describe("POST /api/v1/leads", () => {
  it("stores a valid lead and answers 201 after it is committed", async () => {
    const res = await post({
      ...validLead({ name: '  <b>Zoë</b> "O\'Brien" ', message: "=1+1\nsecond line" }),
      formToken: oldToken(),
      website: "",
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ status: "received" });
    expect(res.headers.get("cache-control")).toBe("no-store");
    const row = await db.kysely.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(row.name).toBe('<b>Zoë</b> "O\'Brien"');
    expect(row.message).toBe("=1+1\nsecond line");
    expect(row.phone).toBe("+442079460958");
    expect(row.source).toBe("api");
    expect(row.ip_hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(row.ip_hash).not.toContain("127.0.0.1");
  });

  it("records a lead the register page's hydrated form sent as the form's, on both skins; other clients as the API's", async () => {
    const cases = [
      [`${SITE}/register`, "form"],
      [`${SITE}/mobile/register?from=menu`, "form"],
      [`${SITE}/price`, "api"],
      ["https://elsewhere.example/register", "api"],
      [undefined, "api"],
    ] as const;
    for (const [i, [referer, source]] of cases.entries()) {
      const email = `source-${i}@example.com`;
      const res = await post(
        { ...validLead({ email }), formToken: oldToken(), website: "" },
        referer ? { referer } : {},
      );
      expect(res.status).toBe(201);
      const row = await db.kysely.selectFrom("leads").select("source").where("email", "=", email).executeTakeFirst();
      expect(row?.source, String(referer)).toBe(source);
    }
  });

  it("stores the page the visitor came from when it is a path of this site, and null otherwise", async () => {
    const pages = [
      ["/price", "/price"],
      ["/mobile/detail/3", "/mobile/detail/3"],
      ["https://evil.example/price", null],
      [`${SITE}/price`, null],
      [`/${"a".repeat(400)}`, null],
      [undefined, null],
    ] as const;
    for (const [i, [sent]] of pages.entries()) {
      const lead = { ...validLead({ email: `page-${i}@example.com` }), formToken: oldToken() };
      const res = await post(sent === undefined ? lead : { ...lead, sourcePage: sent }, {
        "x-forwarded-for": `192.0.2.${i + 1}`,
      });
      expect(res.status, String(sent)).toBe(201);
    }
    const rows = await db.kysely.selectFrom("leads").select(["email", "source_page"]).orderBy("id").execute();
    expect(rows.map((r) => r.source_page)).toEqual(pages.map(([, kept]) => kept));
    // Not text at all is a mistake of the client, answered like any other field.
    const wrong = await post({ ...validLead(), formToken: oldToken(), sourcePage: 42 });
    expect(wrong.status).toBe(400);
  });

  /** Another browser: its own XSRF cookie and address. */
  const otherClient = (n: number) => ({
    cookie: `XSRF-TOKEN=${String(n).repeat(43)}`,
    "x-xsrf-token": String(n).repeat(43),
    "x-forwarded-for": `198.51.100.${n}`,
  });
  const emails = async () =>
    (await db.kysely.selectFrom("leads").select("email").orderBy("id").execute()).map((r) => r.email);

  it("answers a retry with the same Idempotency-Key and body with the first 201, and stores one row", async () => {
    const body = { ...validLead(), formToken: oldToken() };
    const first = await post(body, { "idempotency-key": "retry-1" });
    const second = await post(body, { "idempotency-key": "retry-1" });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.json).toEqual(first.json);
    expect(await count()).toBe(1);
  });

  it("stores one row for concurrent retries with the same Idempotency-Key and body, and answers each 201", async () => {
    const body = { ...validLead(), formToken: oldToken() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(body, { "idempotency-key": "retry-2" })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await count()).toBe(1);
  });

  it("stores the lead of each client that uses the same Idempotency-Key (a key is scoped to its client)", async () => {
    // One client's key can neither swallow another's lead nor be taken over in advance.
    const first = await post(
      { ...validLead({ email: "first@client.example" }), formToken: oldToken() },
      { "idempotency-key": "shared-key", ...otherClient(1) },
    );
    const second = await post(
      { ...validLead({ email: "second@client.example" }), formToken: oldToken() },
      { "idempotency-key": "shared-key", ...otherClient(2) },
    );
    const third = await post(
      { ...validLead({ email: "third@client.example" }), formToken: oldToken() },
      { "idempotency-key": "shared-key" },
    );
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    expect(await emails()).toEqual(["first@client.example", "second@client.example", "third@client.example"]);
  });

  it("does not replay one client's answer to another client sending the same key and body", async () => {
    const body = { ...validLead(), formToken: oldToken() };
    expect((await post(body, { "idempotency-key": "mine", ...otherClient(3) })).status).toBe(201);
    const replayed = await post(body, { "idempotency-key": "mine", ...otherClient(4) });
    expect(replayed.status).toBe(400);
    expect(replayed.json.error).toMatchObject({ status: 400, code: "form-used" });
    expect(await count()).toBe(1);
  });

  it("answers 422 with the API's error body to the same Idempotency-Key with a different body, and stores nothing more", async () => {
    const token = oldToken();
    expect((await post({ ...validLead(), formToken: token }, { "idempotency-key": "changed" })).status).toBe(201);
    for (const body of [
      { ...validLead({ email: "changed@example.com" }), formToken: token },
      { ...validLead(), formToken: oldToken() },
    ]) {
      const res = await post(body, { "idempotency-key": "changed" });
      expect(res.status).toBe(422);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.json.error).toMatchObject({
        status: 422,
        code: "idempotency-key-reused",
        message: expect.stringMatching(/Idempotency-Key/),
      });
    }
    expect(await emails()).toEqual(["ada@analytical.example"]);
  });

  it("takes a form token once: sending the same form again is refused and stores nothing more", async () => {
    const body = { ...validLead(), formToken: oldToken() };
    expect((await post(body)).status).toBe(201);
    const again = await post(body);
    expect(again.status).toBe(400);
    expect(again.json.error).toMatchObject({
      status: 400,
      code: "form-used",
      message: expect.stringMatching(/already been sent/),
    });
    // With a fresh Idempotency-Key the spent token is still spent.
    expect((await post(body, { "idempotency-key": "fresh" })).json.error?.code).toBe("form-used");
    expect(await count()).toBe(1);
  });

  it("takes a form token once when the same form arrives several times at once", async () => {
    const body = { ...validLead(), formToken: oldToken() };
    const answers = await Promise.all([
      post(body),
      post(body),
      post(body, { "idempotency-key": "k1" }),
      post(body, { "idempotency-key": "k2" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400]);
    for (const a of answers) if (a.status === 400) expect(a.json.error?.code).toBe("form-used");
    expect(await count()).toBe(1);
  });

  it("refuses a malformed Idempotency-Key", async () => {
    const res = await post({ ...validLead(), formToken: oldToken() }, { "idempotency-key": "bad key with spaces" });
    expect(res.status).toBe(400);
    expect(res.json.error?.code).toBe("bad-idempotency-key");
  });

  it.each([
    ["no XSRF header", { "x-xsrf-token": "" }, "xsrf_token_invalid"],
    ["an XSRF header that does not match the cookie", { "x-xsrf-token": "b".repeat(43) }, "xsrf_token_invalid"],
    ["no XSRF cookie", { cookie: "" }, "xsrf_token_invalid"],
    ["a cross-origin Origin", { origin: "https://evil.example" }, "cross-origin"],
    ["Origin null", { origin: "null" }, "cross-origin"],
    ["Sec-Fetch-Site cross-site without Origin", { origin: "", "sec-fetch-site": "cross-site" }, "cross-origin"],
  ])("answers 403 for %s and stores nothing", async (_name, extra, code) => {
    const res = await post({ ...validLead(), formToken: oldToken() }, extra);
    expect(res.status).toBe(403);
    expect(res.json.error).toMatchObject({ status: 403, code, message: expect.any(String) });
    expect(await count()).toBe(0);
  });

  it("accepts a request without Origin (non-browser clients still need the XSRF pair)", async () => {
    const res = await post({ ...validLead(), formToken: oldToken() }, { origin: "" });
    expect(res.status).toBe(201);
  });

  it.each([
    ["text/plain", "text/plain"],
    ["a form post", "application/x-www-form-urlencoded"],
    ["multipart", "multipart/form-data; boundary=x"],
  ])("answers 415 for %s", async (_name, type) => {
    const res = await post(undefined, { "content-type": type }, "name=Ada");
    expect(res.status).toBe(415);
    expect(res.json.error?.code).toBe("unsupported-media-type");
  });

  it("answers 413 for a body over 16 KB and accepts one just under", async () => {
    const big = await post({ ...validLead({ message: "x".repeat(17 * 1024) }), formToken: oldToken() });
    expect(big.status).toBe(413);
    expect(big.json.error).toMatchObject({ code: "too-large", message: expect.any(String) });
    const padding = 16 * 1024 - JSON.stringify({ ...validLead({ message: "" }), formToken: oldToken() }).length - 10;
    const under = await post(
      { ...validLead({ message: "" }), formToken: oldToken(), website: " ".repeat(0) },
      {},
      JSON.stringify({ ...validLead({ message: "" }), formToken: oldToken() }) + " ".repeat(padding),
    );
    expect(under.status).toBe(201);
    expect(await count()).toBe(1);
  });

  it("answers 400 for malformed JSON and for a JSON array", async () => {
    expect((await post(undefined, {}, "{not json")).json.error?.code).toBe("malformed-json");
    const arr = await post([validLead()]);
    expect(arr.status).toBe(400);
  });

  it("answers 400 and stores nothing when the honeypot is filled", async () => {
    const res = await post({ ...validLead(), formToken: oldToken(), website: "http://spam.example" });
    expect(res.status).toBe(400);
    expect(res.json.error?.code).toBe("rejected");
    expect(await count()).toBe(0);
  });

  it("answers 400 and stores nothing when the form comes back faster than a person types", async () => {
    const res = await post({ ...validLead(), formToken: tokens.issue() });
    expect(res.status).toBe(400);
    expect(res.json.error?.code).toBe("too-fast");
    expect(await count()).toBe(0);
  });

  it("answers 400 for a missing, forged or expired form token", async () => {
    const forged = oldToken().replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    const other = createFormTokens("another-secret-of-32-characters!").issue(Date.now() - 10_000);
    const missing = await post(validLead(), { "x-forwarded-for": "192.0.2.50" });
    expect(missing.status).toBe(400);
    expect(missing.json.error?.fields?._form).toBe("Form token is missing: reload the page and try again.");
    for (const [i, formToken] of ["", "v1.x.y.z", forged, other].entries()) {
      const res = await post({ ...validLead(), formToken }, { "x-forwarded-for": `192.0.2.${i}` });
      expect(res.status).toBe(400);
      expect(res.json.error?.code).toBe("rejected");
    }
    const expired = await post(
      { ...validLead(), formToken: tokens.issue(Date.now() - 49 * 3600_000) },
      { "x-forwarded-for": "192.0.2.99" },
    );
    expect(expired.json.error?.code).toBe("form-expired");
    expect(await count()).toBe(0);
  });

  it("answers 400 with a message per field for invalid values", async () => {
    const res = await post({
      ...validLead({ email: "ada@", phone: "12", product: "spaceship", consent: false }),
      formToken: oldToken(),
    });
    expect(res.status).toBe(400);
    expect(res.json.error?.code).toBe("validation");
    expect(res.json.error?.fields).toEqual({
      email: "Work email must look like name@company.com.",
      phone: expect.stringMatching(/^Mobile phone must be an international number/) as unknown as string,
      product: "Product of interest must be one of the listed options.",
      consent: "Consent is required: tick the box to agree to be contacted.",
    });
    expect(await count()).toBe(0);
  });

  it("answers 400 for unknown fields", async () => {
    const res = await post({ ...validLead(), formToken: oldToken(), role: "admin" });
    expect(res.status).toBe(400);
    expect(res.json.error?.fields?._form).toBe("Unknown field: role.");
  });

  it("answers 429 with Retry-After after five submissions a minute from one client", async () => {
    const client = { "x-forwarded-for": "203.0.113.7" };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await post({ ...validLead({ email: `p${i}@example.com` }), formToken: oldToken() }, client)).status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await post({ ...validLead(), formToken: oldToken() }, client);
    expect(limited.status).toBe(429);
    expect(limited.json.error).toMatchObject({ code: "rate-limited", message: expect.any(String) });
    const retry = Number(limited.headers.get("retry-after"));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    // Another client is not affected.
    expect((await post({ ...validLead(), formToken: oldToken() }, { "x-forwarded-for": "203.0.113.8" })).status).toBe(
      201,
    );
    expect(await count()).toBe(6);
  });

  it("gives the form's options and a fresh, usable form token", async () => {
    const res = await fetch(`${url}/api/v1/leads/form`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { options: unknown; formToken: string };
    expect(body.options).toEqual(OPTIONS);
    const check = tokens.verify(body.formToken, Date.now() + 5000);
    expect(check.ok).toBe(true);
  });

  it("answers 405 to other methods", async () => {
    const res = await fetch(`${url}/api/v1/leads`);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("method_not_allowed");
  });
});
