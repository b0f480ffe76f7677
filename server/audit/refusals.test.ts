/**
 * Refusals reach the audit trail, at most one entry per actor and kind a minute with
 * the count it stands for: the counter on an injected clock, then policy, XSRF and
 * form-origin refusals through the whole app.
 */
import type http from "node:http";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesContext } from "~/lib/context.server";
import { formOf } from "~/routes/admin/guard.server";
import type { AuditEvent } from "../../app/kernel/services/accounts.ts";
import { listenWithoutPages } from "../../tests/support/api.ts";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff } from "../../tests/support/accounts.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import type { Refusal } from "../../app/kernel/refusals.ts";
import { createRefusalRecorder } from "./refusals.ts";

const policy = (ip: string, kind: Refusal["kind"] = "policy"): Refusal => ({
  kind,
  actor: null,
  ip,
  method: "POST",
  path: "/api/v1/admin/redirects",
});

describe("the refusal counter", () => {
  it("writes one entry per actor and kind a minute, each with the refusals it stands for", async () => {
    const written: AuditEvent[] = [];
    let clock = 1_000_000;
    const recorder = createRefusalRecorder(
      (event) => {
        written.push(event);
        return Promise.resolve();
      },
      () => undefined,
      { now: () => clock, windowMs: 60_000 },
    );
    for (let i = 0; i < 1000; i++) await recorder.refused(policy("198.51.100.1"));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ action: "refused.policy", ip: "198.51.100.1", after: { count: 1 } });
    // Another kind and another address are counted apart.
    await recorder.refused(policy("198.51.100.1", "xsrf"));
    await recorder.refused(policy("198.51.100.2"));
    expect(written.map((e) => e.action)).toEqual(["refused.policy", "refused.xsrf", "refused.policy"]);
    // Within the minute the sweep writes nothing; once it has passed, the other 999 in one entry.
    clock += 59_000;
    await recorder.sweep();
    expect(written).toHaveLength(3);
    clock += 1_000;
    await recorder.sweep();
    expect(written).toHaveLength(4);
    expect(written[3]).toMatchObject({ action: "refused.policy", ip: "198.51.100.1", after: { count: 999 } });
    // Nothing pending: the actor is forgotten; the next refusal is written at once.
    clock += 60_000;
    await recorder.sweep();
    await recorder.refused(policy("198.51.100.1"));
    expect(written.at(-1)).toMatchObject({ after: { count: 1 } });
  });

  it("keeps a bounded number of actors, the rest sharing one counter per kind", async () => {
    const written: AuditEvent[] = [];
    const recorder = createRefusalRecorder(
      (event) => {
        written.push(event);
        return Promise.resolve();
      },
      () => undefined,
      { now: () => 0, windowMs: 60_000, maxTracked: 10 },
    );
    for (let i = 0; i < 500; i++) await recorder.refused(policy(`203.0.113.${i % 250}`));
    expect(written.length).toBe(11);
  });
});

describe("refusals through the app", () => {
  let s: TestServices;
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    s = await createTestServices("sqlite", "refusals", { seed: false, scrypt: FAST_SCRYPT });
    ({ server, origin } = await listenWithoutPages(s));
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await s?.dispose();
  });

  const entries = async (action: string) => (await s.audit.list({ action, pageSize: 200 })).entries;

  it("records an author's 403s on the admin API as one entry with its actor", async () => {
    const author = await makeStaff(s, "refused-author@example.com", "author");
    const user = (await accountsOf(s).currentUser(adminRequest(author.jar)))!;
    const { token } = await accountsOf(s).createToken(user, { name: "t" }, { ip: "", userAgent: "" });
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${origin}/api/v1/admin/users`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(403);
    }
    const found = await entries("refused.policy");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ actorEmail: "refused-author@example.com", after: { count: 1 } });
  });

  it("records XSRF refusals of anonymous clients by address", async () => {
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${origin}/api/v1/leads`, { method: "POST", body: "{}" });
      expect(res.status).toBe(403);
    }
    const found = await entries("refused.xsrf");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ ip: "127.0.0.1", targetId: "POST /api/v1/leads" });
  });

  it("records an admin form refused for want of a same-origin proof", async () => {
    const request = new Request(`${s.config.SITE_URL.replace(/\/$/, "")}/admin/users`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
      body: new URLSearchParams({ intent: "invite" }),
    });
    const context = new RouterContextProvider();
    context.set(servicesContext, s);
    await expect(formOf({ request, context })).rejects.toMatchObject({ init: { status: 403 } });
    expect(await entries("refused.csrf")).toHaveLength(1);
  });
});
