/**
 * Two instances sharing one PostgreSQL database: a publish on one drops, on the
 * other, exactly the cached pages that show the type (counted) within about a
 * second; two job workers run each due schedule exactly once; a schedule missed
 * while no instance ran runs at the next start.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAST_SCRYPT } from "../../tests/support/accounts.ts";
import { createTestServices, tempDataDir, type TestServices } from "../../tests/support/databases.ts";
import { createPageCache, withPageCache, type PageCache } from "../page-cache/index.ts";
import { createServices, type Services, type ServicesOptions } from "../services.ts";
import type { Caller } from "./types.ts";

const editor: Caller = {
  user: {
    id: "ed",
    email: "ed@example.com",
    name: "Ed",
    role: "editor",
    sessionId: "s",
    tokenId: null,
    twoFactorEnabled: true,
    twoFactorEnrolmentRequired: false,
  },
  client: { ip: "", userAgent: "" },
};

const PATHS = ["/", "/news", "/detail/3", "/cases/2", "/mobile/news/company", "/about", "/price"];

/** A page cache fed by a renderer that only counts, following `services.changes`. */
async function cachedSite(services: Services) {
  const cache: PageCache = createPageCache({ config: { BASE_PATH: "/", PAGE_CACHE: true }, changes: services.changes });
  const app = express();
  app.locals.pageCache = cache;
  app.use(cache.middleware);
  app.use((req, res, next) => {
    cache
      .renderAndServe(
        req,
        res,
        async () => ({
          status: 200,
          headers: new Headers({ "content-type": "text/html; charset=utf-8" }),
          html: `<!DOCTYPE html><p>${req.path}</p>`,
        }),
        (page) => {
          res.status(page.status);
          for (const [name, value] of page.headers) res.setHeader(name, value);
          res.end(page.html);
        },
      )
      .catch(next);
  });
  const server = http.createServer(withPageCache(app));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const hitOrMiss = async (path: string) => {
    const res = await fetch(url + path, { headers: { cookie: `XSRF-TOKEN=${"t".repeat(43)}` } });
    await res.arrayBuffer();
    return res.headers.get("x-page-cache");
  };
  return {
    cache,
    hitOrMiss,
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await cache.close();
    },
  };
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

  it("drops exactly the pages showing news on the other instance within a second of a publish", async () => {
    const b = await instance();
    const site = await cachedSite(b);
    try {
      for (const path of PATHS) expect(await site.hitOrMiss(path)).toBe("miss");
      expect(site.cache.stats().entries).toBe(PATHS.length);
      const id = (await a.editorial.list(editor, "news", { status: "published", pageSize: 1 })).items[0]!.id;
      const item = await a.editorial.get(editor, "news", id);
      await a.editorial.saveDraft(editor, "news", id, item.version, { ...item.document, title: "Seen everywhere" });
      const started = performance.now();
      await a.editorial.publish(editor, "news", id);
      while (site.cache.stats().entries === PATHS.length && performance.now() - started < 3000)
        await new Promise((r) => setTimeout(r, 10));
      const elapsed = performance.now() - started;
      // One poll interval (CONTENT_POLL_MS = 1000) plus the read.
      expect(elapsed).toBeLessThan(1100);
      // Home, news lists, the article and the mobile list went; cases, about and pricing stayed.
      expect(site.cache.stats().entries).toBe(3);
      const after = await Promise.all(PATHS.map((p) => site.hitOrMiss(p)));
      expect(after).toEqual(["miss", "miss", "miss", "hit", "miss", "hit", "hit"]);
      b.content.invalidate();
      expect((await b.content.getNews(id))?.title).toBe("Seen everywhere");
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
