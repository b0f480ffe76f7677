/**
 * First-party analytics on both databases: the visitor hash rotates at midnight UTC and
 * its salt is shared then forgotten, the rollups equal the raw events, the dashboard's
 * figures equal a hand count of seeded events, and raw events go after ANALYTICS_RAW_DAYS.
 */
import { readFileSync } from "node:fs";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import type { StaffUser } from "../../app/kernel/services/accounts.ts";
import type { BeaconEvent } from "./events.ts";
import { labFigures } from "./report.ts";
import { createAnalytics } from "./service.ts";
import { createVisitorHasher } from "./visitor.ts";

const staff = (role: StaffUser["role"]): StaffUser => ({
  id: "u1",
  email: "u@example.com",
  name: "U",
  role,
  sessionId: null,
  tokenId: null,
  twoFactorEnabled: true,
  twoFactorEnrolmentRequired: false,
});
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const view = (path: string, extra: Partial<Extract<BeaconEvent, { type: "view" }>> = {}): BeaconEvent => ({
  type: "view",
  path,
  ...extra,
});

describe.each(BACKENDS)("analytics on %s", (backend) => {
  let services: TestServices;
  let now = new Date("2026-03-10T12:00:00Z");
  const analytics = () =>
    createAnalytics({
      config: { SITE_URL: "https://example.com", ANALYTICS_RAW_DAYS: 30 },
      db: () => services.db.kysely,
      kind: services.db.kind,
      logger: pino({ level: "silent" }),
      clock: () => now,
    });
  beforeAll(async () => {
    services = await createTestServices(backend, "analytics", { seed: false, analyticsJobs: false, leadJobs: false });
  });
  afterAll(async () => {
    await services?.dispose();
  });

  it("hashes a visitor alike all day on every instance, anew after midnight UTC, and forgets the day's salt", async () => {
    const db = () => services.db.kysely;
    const a = createVisitorHasher(db, "example.com");
    const b = createVisitorHasher(db, "example.com");
    const noon = new Date("2026-01-05T12:00:00Z");
    const late = new Date("2026-01-05T23:59:59.999Z");
    const midnight = new Date("2026-01-06T00:00:00Z");
    const first = await a.hash("203.0.113.9", BROWSER, noon);
    expect(first).not.toContain("203.0.113.9");
    expect(await b.hash("203.0.113.9", BROWSER, late)).toBe(first);
    expect(await a.hash("203.0.113.10", BROWSER, noon)).not.toBe(first);
    const next = await a.hash("203.0.113.9", BROWSER, midnight);
    expect(next).not.toBe(first);
    expect(await b.hash("203.0.113.9", BROWSER, midnight)).toBe(next);
    const days = async () =>
      (await db().selectFrom("analytics_salts").select("day").orderBy("day").execute()).map((r) => r.day);
    expect(await days()).toEqual(["2026-01-05", "2026-01-06"]);
    expect(await a.dropSalts("2026-01-06")).toBe(1);
    expect(await days()).toEqual(["2026-01-06"]);
    // The day is over and its salt gone: the same visitor on that day could only get a new hash.
    expect(await createVisitorHasher(db, "example.com").hash("203.0.113.9", BROWSER, late)).not.toBe(first);
  });

  it("drops bots, and rolls up each day as events are written to the counts of its raw events", async () => {
    const a = analytics();
    now = new Date("2026-02-01T10:00:00Z");
    expect(await a.accept({ events: [view("/price")] }, { ip: "198.51.100.1", userAgent: "Googlebot/2.1" })).toBe(0);
    const paths = ["/", "/price", "/cases/1", "/mobile/price", "/register"];
    for (let i = 0; i < 60; i++) {
      const path = paths[i % paths.length]!;
      await a.accept(
        {
          events: [
            view(path, {
              referrer: i % 3 ? "news.example.org" : undefined,
              utm: i % 4 ? undefined : { source: "mail", campaign: `c${i % 8}` },
              entry: i % 2 === 0,
              locale: "en",
            }),
            ...(i % 5 === 0 ? [{ type: "form", path: "/register", step: "start" } as const] : []),
            { type: "vital", path, name: "LCP", value: 500 + i * 10, ordering: i % 2 ? "stock" : "after-paint" },
          ],
        },
        { ip: `198.51.100.${i % 7}`, userAgent: BROWSER },
      );
    }
    // Written in chunks of 100, each adding to the rollups: no pass over the day.
    await a.flush();
    const raw = await services.db.kysely
      .selectFrom("analytics_events")
      .selectAll()
      .where("day", "=", "2026-02-01")
      .execute();
    const rolled = await services.db.kysely
      .selectFrom("analytics_daily")
      .selectAll()
      .where("day", "=", "2026-02-01")
      .execute();
    const views = raw.filter((r) => r.type === "view");
    const expected = (dimension: string, keyOf: (r: (typeof raw)[number]) => string | null, rows = views) => {
      const groups = new Map<string, Set<string>[]>();
      for (const r of rows) {
        const key = keyOf(r);
        if (key === null) continue;
        const g = groups.get(key) ?? [];
        g.push(new Set([r.visitor]));
        groups.set(key, g);
      }
      return [...groups].map(([key, g]) => ({
        dimension,
        key,
        events: g.length,
        visitors: new Set(g.flatMap((s) => [...s])).size,
      }));
    };
    const sort = (rows: { dimension: string; key: string; events: number; visitors: number }[]) =>
      rows
        .map((r) => ({ dimension: r.dimension, key: r.key, events: Number(r.events), visitors: Number(r.visitors) }))
        .sort((x, y) => `${x.dimension} ${x.key}`.localeCompare(`${y.dimension} ${y.key}`));
    expect(views).toHaveLength(60);
    expect(sort(rolled)).toEqual(
      sort([
        ...expected("site", () => ""),
        ...expected("page", (r) => r.path),
        ...expected("entry", (r) => (Number(r.entry) ? r.path : null)),
        ...expected("referrer", (r) => r.referrer || null),
        ...expected("campaign", (r) => r.utm_campaign || null),
        ...expected("skin", (r) => r.skin),
        ...expected("locale", (r) => r.locale || null),
        ...expected(
          "form-start",
          (r) => r.path,
          raw.filter((r) => r.type === "form"),
        ),
      ]),
    );
    const vitals = await services.db.kysely
      .selectFrom("analytics_vitals")
      .select((eb) => eb.fn.sum<number>("count").as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(vitals.n)).toBe(60);
    const histogram = () =>
      services.db.kysely
        .selectFrom("analytics_vitals")
        .selectAll()
        .where("day", "=", "2026-02-01")
        .orderBy(["page_type", "ordering", "bucket"])
        .execute();
    const grown = await histogram();
    // Rebuilt whole from the raw events, the rollups are the same.
    await a.rollupDay("2026-02-01");
    expect(
      sort(
        await services.db.kysely.selectFrom("analytics_daily").selectAll().where("day", "=", "2026-02-01").execute(),
      ),
    ).toEqual(sort(rolled));
    expect(await histogram()).toEqual(grown);
  });

  it("reports a hand count of seeded events, with the previous period beside it, to admin, editor and sales only", async () => {
    const a = analytics();
    const at = async (iso: string, ip: string, events: BeaconEvent[]) => {
      now = new Date(iso);
      await a.accept({ events }, { ip, userAgent: BROWSER });
    };
    // The range: 2026-04-02 and 2026-04-03; the previous period: 2026-03-31 and 2026-04-01.
    await at("2026-04-02T08:00:00Z", "10.0.0.1", [view("/price", { entry: true, referrer: "www.google.com" })]);
    await at("2026-04-02T08:01:00Z", "10.0.0.1", [
      view("/register"),
      { type: "form", path: "/register", step: "start" },
    ]);
    await at("2026-04-02T09:00:00Z", "10.0.0.2", [
      view("/price", { entry: true, utm: { source: "mail", campaign: "spring" } }),
    ]);
    await at("2026-04-03T23:59:00Z", "10.0.0.1", [view("/mobile/price", { entry: true })]);
    await at("2026-04-03T23:59:30Z", "10.0.0.1", [{ type: "outbound", path: "/mobile/price", host: "github.com" }]);
    await at("2026-04-04T00:00:00Z", "10.0.0.1", [view("/price")]); // the day after the range
    await at("2026-04-01T12:00:00Z", "10.0.0.3", [view("/price"), view("/cases/1")]);
    for (const lcp of [1000, 1200, 1400, 3000])
      await at("2026-04-02T10:00:00Z", "10.0.0.4", [
        { type: "vital", path: "/price", name: "LCP", value: lcp, ordering: "stock" },
      ]);
    await a.flush();
    for (const day of ["2026-04-01", "2026-04-02", "2026-04-03", "2026-04-04"]) await a.rollupDay(day);
    await services.db.kysely
      .insertInto("leads")
      .values(
        ["spring", "spring", null].map((campaign, i) => ({
          created_at: `2026-04-0${2 + (i % 2)}T10:00:00.000Z`,
          idempotency_key: null,
          name: "N",
          email: `n${i}@example.com`,
          phone: "",
          company: "C",
          job_title: "J",
          company_size: "1-10",
          product: "p",
          consent: true,
          source: "form",
          source_page: "/price",
          utm_source: campaign ? "mail" : null,
          utm_medium: null,
          utm_campaign: campaign,
          user_agent: "",
          ip_hash: "h",
          form_nonce: null,
          request_hash: null,
          region: null,
          message: null,
          assignee_id: null,
          updated_at: null,
          erased_at: null,
        })),
      )
      .execute();

    const report = await a.report(staff("sales"), { from: "2026-04-02", to: "2026-04-03" });
    expect(report.pageViews).toBe(4);
    expect(report.visitors).toBe(3); // 10.0.0.1 and 10.0.0.2 on the 2nd, 10.0.0.1 again on the 3rd
    expect(report.previous).toEqual({ from: "2026-03-31", to: "2026-04-01", pageViews: 2, visitors: 1 });
    expect(report.days).toEqual([
      { day: "2026-04-02", pageViews: 3, visitors: 2 },
      { day: "2026-04-03", pageViews: 1, visitors: 1 },
    ]);
    expect(report.topPages.map((r) => [r.path, r.pageViews, r.visitors, r.previousPageViews])).toEqual([
      ["/price", 2, 2, 1],
      ["/mobile/price", 1, 1, 0],
      ["/register", 1, 1, 0],
    ]);
    expect(report.entryPages.map((r) => [r.path, r.pageViews])).toEqual([
      ["/price", 2],
      ["/mobile/price", 1],
    ]);
    expect(report.referrers.map((r) => [r.key, r.pageViews])).toEqual([["www.google.com", 1]]);
    expect(report.campaigns.map((r) => [r.key, r.pageViews])).toEqual([["spring", 1]]);
    expect(report.skins.map((r) => [r.key, r.pageViews])).toEqual([
      ["desktop", 3],
      ["mobile", 1],
    ]);
    expect(report.outboundClicks.map((r) => [r.key, r.pageViews])).toEqual([["github.com", 1]]);
    expect(report.formStarts.map((r) => [r.key, r.pageViews])).toEqual([["/register", 1]]);
    expect(report.conversion.pages).toEqual([{ key: "/price", leads: 3, pageViews: 2 }]);
    expect(report.conversion.campaigns).toEqual([{ key: "spring", leads: 2, pageViews: 1 }]);
    expect(report.conversion.referrers).toEqual([{ key: "mail", leads: 2, pageViews: null }]);
    // p75 of 1000, 1200, 1400, 3000 is the third value, within the histogram's 5 %.
    const lcp = report.vitals.find((v) => v.pageType === "price" && v.metric === "LCP")!;
    expect(lcp.samples).toBe(4);
    expect(Math.abs(lcp.p75 - 1400) / 1400).toBeLessThan(0.05);
    expect(lcp.rating).toBe("good");
    // The desktop price page's LCP in the last Lighthouse run on record.
    const onRecord = labFigures(readFileSync(new URL("../../bench/lighthouse.md", import.meta.url), "utf8"));
    expect(lcp.lab).toBe(onRecord.get("price")?.LCP);
    expect(lcp.lab).toBeGreaterThan(0);
    expect(report.orderings).toEqual([expect.objectContaining({ ordering: "stock", metric: "LCP", samples: 4 })]);

    for (const role of ["admin", "editor"] as const)
      expect((await a.report(staff(role), { from: "2026-04-02", to: "2026-04-03" })).pageViews).toBe(4);
    await expect(a.report(staff("author"), { from: "2026-04-02", to: "2026-04-03" })).rejects.toMatchObject({
      status: 403,
    });
  });

  it("deletes raw events after ANALYTICS_RAW_DAYS and keeps the rollups", async () => {
    const a = analytics();
    now = new Date("2026-05-01T12:00:00Z");
    await a.accept({ events: [view("/price")] }, { ip: "10.1.1.1", userAgent: BROWSER });
    await a.pass(now);
    const count = async (table: "analytics_events" | "analytics_daily") =>
      (await services.db.kysely.selectFrom(table).select("day").where("day", "=", "2026-05-01").execute()).length;
    expect(await count("analytics_events")).toBe(1);
    expect(await count("analytics_daily")).toBeGreaterThan(0);
    const rolled = await count("analytics_daily");
    await a.pass(new Date("2026-05-31T00:00:00Z"));
    expect(await count("analytics_events")).toBe(1);
    await a.pass(new Date("2026-06-01T00:00:00Z"));
    expect(await count("analytics_events")).toBe(0);
    expect(await count("analytics_daily")).toBe(rolled);
  });
});
