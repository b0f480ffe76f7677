/**
 * The events endpoint's limits: bodies over 4 KB refused unread, unknown fields and
 * values out of bounds refused, other sites' pages refused, a per-address rate limit,
 * no cookie either way, and nothing written but counts.
 */
import type http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenWithoutPages } from "../../tests/support/api.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { DEFAULT_LIMITS } from "../limits.ts";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

describe("POST /api/v1/events", () => {
  let services: TestServices;
  let server: http.Server;
  let origin: string;
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}/api/v1/events`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER, ...headers },
      body,
    });
  const rows = async () => {
    await services.analytics.flush();
    return services.db.kysely.selectFrom("analytics_events").selectAll().execute();
  };

  beforeAll(async () => {
    services = await createTestServices("sqlite", "events-endpoint", {
      seed: false,
      analyticsJobs: false,
      leadJobs: false,
      env: { SITE_URL: "http://site.test" },
    });
    ({ server, origin } = await listenWithoutPages(services));
  });
  afterAll(async () => {
    server?.close();
    await services?.dispose();
  });

  it("counts a beacon's batch and sets no cookie", async () => {
    const res = await post(
      JSON.stringify({
        events: [
          { type: "view", path: "/price", referrer: "www.google.com", utm: { campaign: "spring" }, entry: true },
          { type: "vital", path: "/price", name: "LCP", value: 812.5, ordering: "after-paint" },
        ],
      }),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("no-store");
    const written = await rows();
    expect(written.map((r) => [r.type, r.path, r.page_type, r.skin, r.utm_campaign, r.metric])).toEqual([
      ["view", "/price", "price", "desktop", "spring", ""],
      ["vital", "/price", "price", "desktop", "", "LCP"],
    ]);
    expect(JSON.stringify(written)).not.toContain("127.0.0.1");
    expect(JSON.stringify(written)).not.toContain("Chrome");
  });

  it("refuses unknown fields, values out of bounds, and anything that is not a batch of events", async () => {
    const before = (await rows()).length;
    for (const body of [
      JSON.stringify({ events: [{ type: "view", path: "/price", email: "a@b.c" }] }),
      JSON.stringify({ events: [{ type: "view", path: "/price" }], user: "x" }),
      JSON.stringify({ events: [{ type: "view", path: "https://evil.example/" }] }),
      JSON.stringify({ events: [{ type: "vital", path: "/", name: "LCP", value: -1 }] }),
      JSON.stringify({ events: [{ type: "lead", path: "/" }] }),
      JSON.stringify({ events: [] }),
      JSON.stringify({ events: Array.from({ length: 31 }, () => ({ type: "view", path: "/" })) }),
      "{not json",
    ]) {
      const res = await post(body);
      expect(res.status, body).toBe(400);
      expect((await res.json()).error.code).toBe("validation");
    }
    expect(await rows()).toHaveLength(before);
  });

  it("refuses a body over 4 KB before reading it, and a batch from another site's page", async () => {
    const big = JSON.stringify({ events: [{ type: "view", path: `/${"a".repeat(4100)}` }] });
    expect((await post(big)).status).toBe(413);
    const cross = await post(JSON.stringify({ events: [{ type: "view", path: "/" }] }), {
      origin: "https://evil.example",
    });
    expect(cross.status).toBe(403);
    expect(
      (await post(JSON.stringify({ events: [{ type: "view", path: "/" }] }), { origin: "http://site.test" })).status,
    ).toBe(204);
  });

  it("drops a bot's batch without telling it", async () => {
    const before = (await rows()).length;
    const res = await post(JSON.stringify({ events: [{ type: "view", path: "/" }] }), {
      "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    expect(res.status).toBe(204);
    expect(await rows()).toHaveLength(before);
  });

  it("answers other methods 405 and limits the batches of one address", async () => {
    expect((await fetch(`${origin}/api/v1/events`)).status).toBe(405);
    const body = JSON.stringify({ events: [{ type: "view", path: "/" }] });
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_LIMITS.events.limit + 5; i++) statuses.push((await post(body)).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(DEFAULT_LIMITS.events.limit);
    // The lead form's budget is its own: the beacon did not spend it.
    const form = await fetch(`${origin}/api/v1/leads/form`);
    expect(form.status).toBe(200);
  });
});
