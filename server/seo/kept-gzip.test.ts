/**
 * A large sitemap is compressed once per version and served compressed from then on:
 * the bytes a gzip client gets unpack to exactly what an identity client gets, the
 * compression middleware does not compress them twice, the answer carries its length,
 * and both answers vary on Accept-Encoding. A small document is left to the middleware.
 */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { createSeoRouter } from "../seo.ts";

/** Raw bytes and headers, without the decoding fetch would do. */
function get(port: number, path: string, encoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, path, headers: { "accept-encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("a large sitemap kept gzipped", () => {
  let s: TestServices;
  let server: ReturnType<express.Express["listen"]>;
  let port = 0;
  beforeAll(async () => {
    s = await createTestServices("sqlite", "kept-gzip");
    const { id: _id, ...row } = await s.db.kysely.selectFrom("news").selectAll().executeTakeFirstOrThrow();
    const { top } = await s.db.kysely
      .selectFrom("news")
      .select((eb) => eb.fn.max("id").as("top"))
      .executeTakeFirstOrThrow();
    const copy = Object.fromEntries(
      Object.entries(row).map(([k, v]) => [
        k,
        v && typeof v === "object" && !(v instanceof Date) ? JSON.stringify(v) : v,
      ]),
    );
    // Enough items for a sitemap past 64 KB.
    const rows = Array.from({ length: 600 }, (_, i) => ({ ...copy, id: Number(top) + 1 + i, title: `Copy ${i}` }));
    await s.db.kysely
      .insertInto("news")
      .values(rows as never)
      .execute();
    s.content.invalidate(undefined);
    const app = express();
    app.use(compression({ threshold: 1024 }));
    app.use(createSeoRouter(s));
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server?.close();
    await s?.dispose();
  });

  it("serves the same document gzipped once, and plain to a client that takes no gzip", async () => {
    const plain = await get(port, "/sitemaps/news.xml", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(64 * 1024);
    const text = plain.body.toString("utf8");
    expect(text).toContain("<urlset");

    for (let i = 0; i < 2; i++) {
      const zipped = await get(port, "/sitemaps/news.xml", "gzip, deflate");
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(zipped.headers.vary).toMatch(/accept-encoding/i);
      // Sent whole from memory, with its length, where the middleware streams it in chunks.
      expect(Number(zipped.headers["content-length"])).toBe(zipped.body.length);
      // Compressed once: one gunzip gives the XML back.
      expect(gunzipSync(zipped.body).toString("utf8")).toBe(text);
    }
  });

  it("leaves a small document to the compression middleware", async () => {
    const small = await get(port, "/sitemaps/pages.xml", "gzip");
    expect(small.headers["content-encoding"]).toBe("gzip");
    const text = gunzipSync(small.body).toString("utf8");
    expect(text.length).toBeLessThan(64 * 1024);
    expect(text).toContain("<urlset");
  });
});
