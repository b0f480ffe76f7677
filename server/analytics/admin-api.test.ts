/**
 * GET /api/v1/admin/analytics: the dashboard's figures for admin, editor and sales
 * (pageViews, visitors, topPages with path and pageViews), 403 for an author, and 400
 * for a range that is missing, malformed, reversed or longer than 366 days.
 */
import type http from "node:http";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../app/kernel/admin-policy.ts";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff } from "../../tests/support/accounts.ts";
import { listenWithoutPages } from "../../tests/support/api.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { createAnalytics } from "./service.ts";

describe("the admin API's analytics", () => {
  let s: TestServices;
  let server: http.Server;
  let api: string;
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    s = await createTestServices("sqlite", "analytics-api", {
      seed: false,
      scrypt: FAST_SCRYPT,
      analyticsJobs: false,
      leadJobs: false,
    });
    const listening = await listenWithoutPages(s);
    server = listening.server;
    api = `${listening.origin}/api/v1/admin/analytics`;
    for (const role of ["admin", "editor", "sales", "author"] as const) {
      const made = await makeStaff(s, `${role}@example.com`, role, false);
      const user = (await accountsOf(s).currentUser(adminRequest(made.jar)))!;
      tokens[role] = (
        await accountsOf(s).createAutomationToken(user, { name: "tests" }, { ip: "", userAgent: "" })
      ).token;
    }
    // Two views of /price on 2026-06-02, from two visitors.
    const counting = createAnalytics({
      config: { SITE_URL: "https://example.com", ANALYTICS_RAW_DAYS: 30 },
      db: () => s.db.kysely,
      kind: s.db.kind,
      logger: pino({ level: "silent" }),
      clock: () => new Date("2026-06-02T10:00:00Z"),
    });
    for (const ip of ["10.0.0.1", "10.0.0.2"])
      await counting.accept(
        { events: [{ type: "view", path: "/price" }] },
        { ip, userAgent: "Mozilla/5.0 Chrome/156" },
      );
    await counting.flush();
    await counting.rollupDay("2026-06-02");
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await s?.dispose();
  });

  const get = (query: string, role: Role) =>
    fetch(`${api}${query}`, { headers: { authorization: `Bearer ${tokens[role]}` } });

  it("answers admin, editor and sales with the range's figures, and refuses an author", async () => {
    for (const role of ["admin", "editor", "sales"] as const) {
      const res = await get("?from=2026-06-01&to=2026-06-03", role);
      expect(res.status, role).toBe(200);
      const body = (await res.json()) as { pageViews: number; visitors: number; topPages: unknown[] };
      expect(body).toMatchObject({ from: "2026-06-01", to: "2026-06-03", pageViews: 2, visitors: 2 });
      expect(body.topPages).toEqual([expect.objectContaining({ path: "/price", pageViews: 2 })]);
    }
    expect((await get("?from=2026-06-01&to=2026-06-03", "author")).status).toBe(403);
  });

  it("answers 400 for a range it cannot read, never 500", async () => {
    for (const query of [
      "",
      "?from=2026-06-01",
      "?from=2026-06-31&to=2026-07-01",
      "?from=yesterday&to=2026-07-01",
      "?from=2026-07-02&to=2026-07-01",
      "?from=2024-01-01&to=2026-01-01",
      "?from=2026-06-01&to=2026-06-02&to=2026-06-03",
      "?from=2026-06-01&to=2026-06-02&extra=1",
    ]) {
      const res = await get(query, "sales");
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_parameter");
    }
  });
});
