import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE } from "../../app/lib/content-types.ts";
import { UNPUBLISHED } from "../../db/seed/build.ts";
import { BACKENDS, createTestServices, type TestServices } from "../content/test-databases.ts";
import { endpoints } from "./endpoints.ts";
import { createApiRouter } from "./router.ts";

const PORTS = { sqlite: 4111, postgres: 4112 } as const;
const BASE = "/site/";

describe.each(BACKENDS)("JSON API on %s", (backend) => {
  let s: TestServices;
  let server: Server;
  let api: string;
  let doc: { paths: Record<string, { get: { responses: Record<string, { content?: { "application/json": { schema: { $ref: string } } } }> } }>; components: { schemas: Record<string, unknown> }; servers: Array<{ url: string }> };
  let validate: (ref: string, value: unknown) => string | null;

  beforeAll(async () => {
    s = await createTestServices(backend, "api", { basePath: BASE });
    const app = express();
    app.set("query parser", "simple");
    app.use(`${BASE}api/v1`, createApiRouter(s));
    server = await new Promise<Server>((resolve) => {
      const srv = app.listen(PORTS[backend], "127.0.0.1", () => resolve(srv));
    });
    api = `http://127.0.0.1:${(server.address() as AddressInfo).port}${BASE}api/v1`;
    doc = (await (await fetch(`${api}/openapi.json`)).json()) as typeof doc;
    const ajv = new Ajv2020({ strict: false, allErrors: false });
    addFormats(ajv);
    ajv.addSchema({ $id: "api", components: doc.components }, "api");
    validate = (ref, value) => {
      const check = ajv.getSchema(`api${ref}`);
      if (!check) return `no schema ${ref}`;
      return check(value) ? null : ajv.errorsText(check.errors);
    };
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await s?.dispose();
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(api + path, { headers });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as unknown) : null };
  };

  it("publishes an OpenAPI 3.1 document covering every endpoint", () => {
    expect((doc as unknown as { openapi: string }).openapi).toBe("3.1.0");
    expect(doc.servers[0]!.url).toBe(`${BASE}api/v1`);
    for (const e of endpoints) expect(doc.paths[e.path.replace(/:(\w+)/g, "{$1}")]).toBeDefined();
    expect(Object.keys(doc.paths)).toHaveLength(endpoints.length);
  });

  it("answers every endpoint with a body that matches the document", async () => {
    // Real ids for the detail endpoints: the first item of each list.
    const firstId: Record<string, number> = {
      "/news/{id}": ((await get("/news")).body as { items: Array<{ id: number }> }).items[0]!.id,
      "/cases/{id}": 1,
      "/solutions/{id}": 1,
      "/videos/{id}": 1,
      "/qas/{id}": 1,
      "/help/articles/{id}": 1,
      "/promotions/{id}": 1,
    };
    const variants: Record<string, string[]> = {
      "/news": ["", "?type=events", "?page=2&pageSize=5", `?pageSize=${MAX_PAGE_SIZE}`],
      "/cases": ["", "?type=logistics"],
      "/solutions": ["", "?type=finance&pageSize=1&page=2"],
      "/videos": ["", "?type=tutorials"],
      "/qas": ["", "?type=security&page=2"],
      "/help/articles": ["", "?category=1", "?category=6"],
      "/partners": ["", "?tier=gold"],
    };
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      const concrete = path.includes("{id}") ? path.replace("{id}", String(firstId[path])) : path;
      for (const suffix of variants[path] ?? [""]) {
        const res = await get(concrete + suffix);
        expect(res.status, concrete + suffix).toBe(200);
        const ref = item.get.responses["200"]!.content!["application/json"].schema.$ref;
        expect(validate(ref, res.body), `${concrete}${suffix}`).toBeNull();
        checked++;
      }
      if (item.get.responses["404"]) {
        const missing = path.includes("{id}") ? path.replace("{id}", "2000000000") : `${path}?page=100000`;
        const res = await get(missing);
        expect(res.status, missing).toBe(404);
        expect(validate("#/components/schemas/Error", res.body)).toBeNull();
      }
    }
    expect(checked).toBeGreaterThan(endpoints.length);
  });

  it("sends ETag and Cache-Control, and 304 for a current copy", async () => {
    const first = await get("/news?type=product");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const again = await get("/news?type=product", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect((await get("/news?type=product", { "if-none-match": 'W/"other"' })).status).toBe(200);
    expect((await get("/news?type=events")).headers.get("etag")).not.toBe(etag);
  });

  it("rejects malformed parameters with 400 and a JSON error", async () => {
    for (const path of ["/news?page=0", "/news?page=-1", "/news?page=01", "/news?page=abc", `/news?pageSize=${MAX_PAGE_SIZE + 1}`, "/news?type=tech", "/news/abc", "/news/1.5", "/cases/-3", "/news?page=1&page=2", "/partners?tier=platinum", "/help/articles?category=x"]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect((res.body as { error: { code: string } }).error.code).toBe("invalid_parameter");
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
    }
  });

  it("answers 404 for unknown ids, unpublished items, pages past the end and unknown paths", async () => {
    for (const path of ["/news/999999", `/news/${UNPUBLISHED.news[0]}`, `/cases/${UNPUBLISHED.cases[0]}`, `/qas/${UNPUBLISHED.qas[0]}`, `/promotions/${UNPUBLISHED.promotions[0]}`, "/news?page=999", "/nothing-here", "/news/1/more"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect((res.body as { error: { code: string } }).error.code).toBe("not_found");
    }
    const post = await fetch(`${api}/news`, { method: "POST" });
    expect(post.status).toBe(405);
  });

  it("never answers 500 to malformed parameters on any endpoint (property)", async () => {
    const bad = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom("0", "-1", "01", "1.5", "1e3", "abc", "", " 1", "99999999999", "%00", "NaN", "Infinity", "0x10", "💥", "../1"),
      fc.integer({ min: -1_000_000, max: 10_000_000_000 }).map(String),
    );
    const withParams = endpoints.filter((e) => e.hasId || e.query);
    await fc.assert(
      // An empty id would address the list itself ("/news/"), so ids are never empty.
      fc.asyncProperty(fc.constantFrom(...withParams.map((e) => e.path)), bad, bad.filter((v) => v !== ""), fc.constantFrom("type", "page", "pageSize", "tier", "category"), async (path0, value, id, param) => {
        const endpoint = withParams.find((e) => e.path === path0)!;
        const path = endpoint.path.replace(":id", encodeURIComponent(id));
        const query = endpoint.query ? `?${param}=${encodeURIComponent(value)}` : "";
        const res = await fetch(api + path + query);
        const body = (await res.json()) as { error?: { code: string; message: string } };
        expect([200, 400, 404]).toContain(res.status);
        if (res.status !== 200) {
          expect(body.error?.code).toMatch(/^(invalid_parameter|not_found)$/);
          expect(body.error?.message).not.toMatch(/select |sqlite|postgres|\bat .*\.ts/i);
        }
        // A value the schema cannot accept never yields 200.
        if (endpoint.hasId && !/^[1-9]\d*$/.test(id)) expect(res.status).toBe(400);
      }),
      { numRuns: 150 },
    );
  });

  it("never exposes unpublished items in any answer", async () => {
    const bodies: string[] = [];
    for (const e of endpoints.filter((x) => !x.hasId)) {
      if (e.paged) {
        for (let page = 1; ; page++) {
          const res = await get(`${e.path}?page=${page}&pageSize=${MAX_PAGE_SIZE}`);
          bodies.push(JSON.stringify(res.body));
          if (page >= (res.body as { totalPages: number }).totalPages) break;
        }
      } else bodies.push(JSON.stringify((await get(e.path)).body));
    }
    const all = bodies.join("\n");
    for (const marker of ["(draft)", "(pending)", "Internal preview banner", "Partner launch bundle", "Draft answer"]) expect(all).not.toContain(marker);
  });
});
