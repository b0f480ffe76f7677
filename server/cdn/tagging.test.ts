/**
 * The tag header of answers that are not pages. A sitemap reads every item of its
 * section: at 10,000 items, naming each one made a header larger than clients and
 * caches accept (undici refuses headers over 16 KB), when the documents' one tag,
 * purged by every change, already covers them.
 */
import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DOCUMENTS_TAG, SITE_TAG } from "../../app/kernel/change-tags.ts";
import { itemTag, recordDeps } from "../content/scope.ts";
import { edgeTagging } from "./tagging.ts";

const ITEMS = 10_000;
let server: ReturnType<express.Express["listen"]>;
let origin = "";

beforeAll(async () => {
  const app = express();
  app.use(edgeTagging({ BASE_PATH: "/", CDN_TAG_HEADER: "Cache-Tag" }));
  const reading = (items: number) => (_req: express.Request, res: express.Response) => {
    recordDeps(Array.from({ length: items }, (_, i) => itemTag("news", i + 1)));
    res.set("cache-control", "public, max-age=300").send("ok");
  };
  app.get("/sitemaps/news.xml", reading(ITEMS));
  app.get("/api/v1/news", reading(2));
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

it("tags a sitemap with the documents' tag alone, however many items it lists", async () => {
  const res = await fetch(`${origin}/sitemaps/news.xml`);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-tag")).toBe(`${DOCUMENTS_TAG},${SITE_TAG}`);
});

it("still tags other answers with the content they read", async () => {
  const res = await fetch(`${origin}/api/v1/news`);
  expect(res.headers.get("cache-tag")).toBe(`news:1,news:2,${SITE_TAG}`);
});
