/**
 * Two instances sharing one PostgreSQL database: a publish on one drops, on the
 * other, exactly the cached pages that show the item (counted), and with Redis
 * the change is visible there well within a second; two job workers run each due schedule exactly once; a schedule missed
 * while no instance ran runs at the next start.
 */
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAST_SCRYPT } from "../../tests/support/accounts.ts";
import { cachedSite, EDITOR as editor, type Pages } from "../../tests/support/cached-site.ts";
import { createTestServices, tempDataDir, type TestServices } from "../../tests/support/databases.ts";
import { createServices, type Services, type ServicesOptions } from "../services.ts";

/** The newest article, one older of its category, one of another category, and both categories. */
async function newsPages(s: Services) {
  const all = (await s.content.listNews({ pageSize: 50 })).items;
  const item = all[0]!;
  const sibling = all.find((n) => n.type === item.type && n.id !== item.id)!;
  const stranger = all.find((n) => n.type !== item.type)!;
  const pages: Pages = {
    "/": (x) => x.content.getHomePage(),
    "/news": (x) => x.content.listNews(),
    [`/news/${item.type}`]: (x) => x.content.listNews({ type: item.type }),
    [`/news/${stranger.type}`]: (x) => x.content.listNews({ type: stranger.type }),
    [`/detail/${item.id}`]: (x) => x.content.getNews(item.id),
    [`/detail/${sibling.id}`]: (x) => x.content.getNews(sibling.id),
    [`/detail/${stranger.id}`]: (x) => x.content.getNews(stranger.id),
    "/cases/2": (x) => x.content.getCase(2),
    "/price": (x) => x.content.getPricePage(),
    "/about": async () => ({ about: "static" }),
  };
  return { item, pages, paths: Object.keys(pages) };
}

describe("two instances on one PostgreSQL database", () => {
  let a: TestServices;
  const others: Services[] = [];
  const instance = async (options: ServicesOptions = {}) => {
    const b = await createServices({ ...a.config, DATA_DIR: tempDataDir("editorial-b") }, pino({ level: "silent" }), {
      seed: false,
      media: false,
      scrypt: FAST_SCRYPT,
      auditRetention: false,
      jobIntervalMs: 0,
      ...options,
    });
    others.push(b);
    return b;
  };

  beforeAll(async () => {
    a = await createTestServices("postgres", "instances", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
    });
  }, 60_000);
  afterAll(async () => {
    for (const b of others) await b.close();
    await a?.dispose();
  });

  it("drops exactly the pages that show an edited article on the other instance, and nothing else", async () => {
    const b = await instance({ contentPollMs: 50 });
    const { item, pages, paths } = await newsPages(b);
    const site = await cachedSite(b, pages);
    try {
      const before = new Map<string, string>();
      for (const path of paths) {
        const page = await site.get(path);
        expect(page.state).toBe("miss");
        before.set(path, page.body);
      }
      // What shows the article, read from the pages themselves: its title is in them.
      const showing = paths.filter((p) => before.get(p)!.includes(JSON.stringify(item.title)));
      expect(showing.length).toBeGreaterThanOrEqual(4);
      expect(showing.length).toBeLessThan(paths.length - 3);
      const doc = await a.editorial.get(editor, "news", item.id);
      await a.editorial.saveDraft(editor, "news", item.id, doc.version, { ...doc.document, title: "Seen on both" });
      await a.editorial.publish(editor, "news", item.id);
      const started = performance.now();
      while (site.cache.stats().entries === paths.length && performance.now() - started < 3000)
        await new Promise((r) => setTimeout(r, 10));
      console.info(`edit dropped ${showing.length} of ${paths.length} pages: ${showing.join(" ")}`);
      expect(site.cache.stats().invalidations).toBe(1);
      expect(site.cache.stats().entries).toBe(paths.length - showing.length);
      const after = await Promise.all(paths.map(async (p) => [p, await site.hitOrMiss(p)] as const));
      expect(after.filter(([, state]) => state === "miss").map(([p]) => p)).toEqual(showing);
      expect((await site.get(`/detail/${item.id}`)).body).toContain("Seen on both");
      // Taking it down also drops the lists that held it (and their later pages): lists of its category and all.
      const down = await a.editorial.get(editor, "news", item.id);
      await a.editorial.unpublish(editor, "news", item.id, down.version);
      const deadline = performance.now() + 3000;
      while (site.cache.stats().invalidations < 2 && performance.now() < deadline)
        await new Promise((r) => setTimeout(r, 10));
      const stayed = await Promise.all(paths.map(async (p) => [p, await site.hitOrMiss(p)] as const));
      expect(stayed.filter(([, state]) => state === "hit").map(([p]) => p)).toEqual(
        paths.filter((p) => !showing.includes(p)),
      );
    } finally {
      await site.close();
    }
  });

  it("shows a published change on a second instance within a second, announced through Redis", async () => {
    const channel = `vitrine-test:${process.pid}:${Date.now()}`;
    const env = { ...a.config, REDIS_URL: "redis://127.0.0.1:6379" };
    // Polls far apart: only the announcement can bring the change in time.
    const slow = { contentPollMs: 30_000, changeChannel: channel };
    const writer = await createServices({ ...env, DATA_DIR: tempDataDir("editorial-w") }, pino({ level: "silent" }), {
      seed: false,
      media: false,
      scrypt: FAST_SCRYPT,
      auditRetention: false,
      jobIntervalMs: 0,
      ...slow,
    });
    others.push(writer);
    const reader = await createServices({ ...env, DATA_DIR: tempDataDir("editorial-r") }, pino({ level: "silent" }), {
      seed: false,
      media: false,
      scrypt: FAST_SCRYPT,
      auditRetention: false,
      jobIntervalMs: 0,
      ...slow,
    });
    others.push(reader);
    const { item, pages } = await newsPages(reader);
    const site = await cachedSite(reader, pages);
    try {
      const path = `/detail/${item.id}`;
      await site.get(path);
      expect((await site.get(path)).state).toBe("hit");
      // Both connections up before the clock starts.
      await new Promise((r) => setTimeout(r, 300));
      const doc = await writer.editorial.get(editor, "news", item.id);
      await writer.editorial.saveDraft(editor, "news", item.id, doc.version, { ...doc.document, title: "Via Redis" });
      const started = performance.now();
      await writer.editorial.publish(editor, "news", item.id);
      let body = "";
      while (!body.includes("Via Redis") && performance.now() - started < 3000) {
        body = (await site.get(path)).body;
        if (!body.includes("Via Redis")) await new Promise((r) => setTimeout(r, 5));
      }
      const elapsed = performance.now() - started;
      console.info(`published change visible on the second instance after ${elapsed.toFixed(0)} ms`);
      expect(body).toContain("Via Redis");
      expect(elapsed).toBeLessThan(1000);
    } finally {
      await site.close();
    }
  });

  it("runs each due schedule exactly once with two workers claiming together", async () => {
    const b = await instance();
    const items = (await a.editorial.list(editor, "qas", { status: "published", pageSize: 12, sort: "id" })).items;
    const past = new Date(Date.now() - 60_000).toISOString();
    for (const item of items) await a.editorial.schedule(editor, "qas", item.id, "unpublish", past);
    const [ranA, ranB] = await Promise.all([a.editorial.runDueSchedules(), b.editorial.runDueSchedules()]);
    expect(ranA + ranB).toBe(items.length);
    const audit = await a.audit.list({ action: "content.unpublished", targetType: "qas", pageSize: 200 });
    expect(audit.total).toBe(items.length);
    const rows = await a.db.kysely.selectFrom("editorial_schedules").select(["done_at", "outcome"]).execute();
    expect(rows.every((r) => r.done_at !== null && r.outcome === "done")).toBe(true);
  });

  it("runs a schedule missed while no instance ran at the next start", async () => {
    const item = (await a.editorial.list(editor, "videos", { status: "published", pageSize: 1 })).items[0]!;
    await a.db.kysely
      .insertInto("editorial_schedules")
      .values({
        type: "videos",
        item_id: item.id,
        action: "unpublish",
        run_at: new Date(Date.now() - 3_600_000).toISOString(),
        revision_id: null,
        created_at: new Date(Date.now() - 7_200_000).toISOString(),
        created_by_id: "ed",
        created_by_email: "ed@example.com",
      })
      .execute();
    await instance({ jobIntervalMs: 60_000 });
    const deadline = Date.now() + 5000;
    let status = "";
    while (Date.now() < deadline && status !== "unpublished") {
      status = (await a.editorial.get(editor, "videos", item.id)).status;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe("unpublished");
  });
});
