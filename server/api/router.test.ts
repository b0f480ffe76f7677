import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE } from "../../app/kernel/content-constants.ts";
import { UNPUBLISHED } from "../../db/seed/build.ts";
import { createTestServices, HTTP_BACKENDS, type TestServices } from "../../tests/support/databases.ts";
import { createLeadsRouter } from "../leads/router.ts";
import { methodGuard } from "../methods.ts";
import { createSearchRouter } from "../search/router.ts";
import { searchFor } from "../search/service.ts";
import { newXsrfToken } from "../xsrf.ts";
import { endpoints } from "./endpoints.ts";
import { createApiRouter } from "./router.ts";

const BASE = "/site/";

describe.each(HTTP_BACKENDS)("JSON API on %s", (backend) => {
  let s: TestServices;
  let server: Server;
  let api: string;
  type Operation = {
    responses: Record<string, { content?: { "application/json": { schema: { $ref: string } } } }>;
    requestBody?: { content: { "application/json": { schema: { $ref: string } } } };
  };
  let doc: {
    paths: Record<string, { get?: Operation; post?: Operation }>;
    components: { schemas: Record<string, unknown> };
    servers: Array<{ url: string }>;
  };
  let validate: (ref: string, value: unknown) => string | null;

  beforeAll(async () => {
    s = await createTestServices(backend, "api", { basePath: BASE });
    const app = express();
    app.set("query parser", "simple");
    // Mounted as server/app.ts mounts them, so every path of the document can be asked.
    app.use(methodGuard(s.config));
    app.use(`${BASE}api/v1/search`, createSearchRouter(searchFor(s)));
    app.use(`${BASE}api/v1`, createLeadsRouter(s), createApiRouter(s));
    server = await new Promise<Server>((resolve) => {
      const srv = app.listen(0, "127.0.0.1", () => resolve(srv));
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
    for (const e of endpoints) expect(doc.paths[e.path.replace(/:(\w+)/g, "{$1}")]?.get).toBeDefined();
    // Search and the lead form, served by their own routers.
    expect(Object.keys(doc.paths["/search"]!)).toEqual(["get"]);
    expect(Object.keys(doc.paths["/leads/form"]!)).toEqual(["get"]);
    expect(Object.keys(doc.paths["/leads"]!)).toEqual(["post"]);
    // The admin API, checked against the document in server/api/admin-router.test.ts.
    for (const path of ["/admin/me", "/admin/users", "/admin/audit"])
      expect(Object.keys(doc.paths[path]!)).toEqual(["get"]);
    // The editorial endpoints, checked against the document in server/api/admin-content-router.test.ts
    // (17) and server/api/admin-review-router.test.ts (4: review, comments, resolve, reopen).
    const editorial = (p: string) => p.startsWith("/admin/{type}") || p.startsWith("/admin/redirects");
    expect(Object.keys(doc.paths).filter(editorial)).toHaveLength(21);
    // The leads inbox, checked in server/api/admin-leads-router.test.ts.
    expect(Object.keys(doc.paths["/admin/leads"]!)).toEqual(["get"]);
    expect(Object.keys(doc.paths["/admin/leads/{id}"]!)).toEqual(["get", "patch"]);
    expect(Object.keys(doc.paths["/admin/leads/erase"]!)).toEqual(["post"]);
    // The media library, checked in server/api/admin-media-router.test.ts.
    expect(Object.keys(doc.paths).filter((p) => p.startsWith("/admin/media"))).toHaveLength(3);
    // Analytics, checked in server/analytics/admin-api.test.ts.
    expect(Object.keys(doc.paths["/admin/analytics"]!)).toEqual(["get"]);
    expect(Object.keys(doc.paths).filter((p) => !editorial(p))).toHaveLength(endpoints.length + 13);
    const lead = doc.paths["/leads"]!.post!;
    expect(lead.requestBody!.content["application/json"].schema.$ref).toBe("#/components/schemas/LeadSubmission");
    expect(Object.keys(lead.responses).sort()).toEqual(["201", "400", "403", "411", "413", "415", "422", "429", "503"]);
    expect(Object.keys(doc.paths["/search"]!.get!.responses).sort()).toEqual(["200", "304", "400", "429"]);
    // Search states the same page-size bound as every other list.
    const searchParams = (
      doc.paths["/search"]!.get as unknown as { parameters: Array<{ name: string; description: string }> }
    ).parameters;
    expect(searchParams.find((p) => p.name === "pageSize")?.description).toContain(`1 to ${MAX_PAGE_SIZE}`);
    // Every error answer is documented with the one error schema.
    for (const item of Object.values(doc.paths)) {
      for (const operation of Object.values(item)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          // Two answers extend the error object: a stale editorial write (412) adds the item's
          // current version, an image still in use (409) the list of its uses.
          const extended: Record<string, string> = { "412": "StaleWrite", "409": "MediaInUse" };
          if (Number(status) >= 400)
            expect(
              ["Error", extended[status]].filter(Boolean).map((s) => `#/components/schemas/${s}`),
              status,
            ).toContain(response.content?.["application/json"].schema.$ref);
        }
      }
    }
  });

  it("describes the lead body with the rules of the lead schema", () => {
    const lead = doc.components.schemas.LeadSubmission as {
      required: string[];
      additionalProperties: boolean;
      properties: Record<string, { type?: string; maxLength?: number; const?: unknown; description?: string }>;
    };
    expect(lead.additionalProperties).toBe(false);
    expect(lead.required).toEqual(
      expect.arrayContaining([
        "name",
        "email",
        "phone",
        "company",
        "jobTitle",
        "companySize",
        "product",
        "consent",
        "formToken",
      ]),
    );
    expect(lead.required).not.toContain("region");
    expect(lead.required).not.toContain("sourcePage");
    expect(lead.properties.sourcePage).toMatchObject({ type: "string" });
    expect(lead.properties.sourcePage!.description).toMatch(/path .*\/price/);
    expect(lead.properties.name).toMatchObject({ type: "string", maxLength: 100 });
    expect(lead.properties.consent).toMatchObject({ const: true });
    expect(lead.properties.product!.description).toMatch(/options\.products/);
    expect(lead.properties.phone!.description).toMatch(/\+44 20 7946 0958/);
  });

  it("is a consistent document: every schema compiles and every reference resolves", () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema({ $id: "doc", components: doc.components }, "doc");
    for (const id of Object.keys(doc.components.schemas))
      expect(ajv.getSchema(`doc#/components/schemas/${id}`), id).toBeDefined();
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(endpoints.length);
    for (const r of new Set(refs))
      expect(doc.components.schemas, r).toHaveProperty(r.slice('"$ref":"#/components/schemas/'.length, -1));
  });

  it("answers every endpoint with a body that matches the document", async () => {
    // Real ids for the detail endpoints: the first item of each list.
    const firstId: Record<string, number> = {
      "/news/{id}": ((await get("/news")).body as { items: Array<{ id: number }> }).items[0]!.id,
      "/cases/{id}": 1,
      "/solutions/{id}": 1,
      "/videos/{id}": 1,
      "/qas/{id}": 1,
      "/company-events/{id}": 1,
      "/help/articles/{id}": 1,
      "/promotions/{id}": 1,
    };
    const variants: Record<string, string[]> = {
      "/search": [
        "",
        "?q=",
        "?q=brightlane",
        "?q=cold%20chain&section=cases",
        "?q=brightlane&section=news&page=2",
        `?q=${encodeURIComponent('"NEAR( *')}`,
      ],
      "/news": ["", "?type=events", "?page=2&pageSize=5", `?pageSize=${MAX_PAGE_SIZE}`],
      "/cases": ["", "?type=logistics"],
      "/solutions": ["", "?type=finance&pageSize=1&page=2"],
      "/videos": ["", "?type=tutorials"],
      "/qas": ["", "?type=security&page=2"],
      "/company-events": ["", "?when=past", "?type=webinar&when=upcoming", "?when=past&pageSize=2&page=2"],
      "/help/articles": ["", "?category=1", "?category=6"],
      "/partners": ["", "?tier=gold"],
    };
    let checked = 0;
    for (const [path, { get: item }] of Object.entries(doc.paths)) {
      if (!item) continue; // POST /leads: see the next test
      if (path.startsWith("/admin/")) continue; // needs credentials: server/api/admin-router.test.ts
      const concrete = path.includes("{id}") ? path.replace("{id}", String(firstId[path])) : path;
      for (const suffix of variants[path] ?? [""]) {
        const res = await get(concrete + suffix);
        expect(res.status, concrete + suffix).toBe(200);
        const ref = item.responses["200"]!.content!["application/json"].schema.$ref;
        expect(validate(ref, res.body), `${concrete}${suffix}`).toBeNull();
        checked++;
      }
      if (item.responses["404"]) {
        const missing = path.includes("{id}") ? path.replace("{id}", "2000000000") : `${path}?page=100000`;
        const res = await get(missing);
        expect(res.status, missing).toBe(404);
        expect(validate("#/components/schemas/Error", res.body)).toBeNull();
      }
    }
    expect(checked).toBeGreaterThan(endpoints.length + 2);
    expect((await get("/search?q=brightlane")).body).toMatchObject({ total: expect.any(Number) });
    expect(((await get("/search?q=brightlane")).body as { total: number }).total).toBeGreaterThan(0);
  });

  it("answers search and the lead form's refusals with the documented error schema", async () => {
    for (const path of [
      "/search?q=a&q=b",
      "/search?section=bogus",
      "/search?page=0",
      "/search?pageSize=100000",
      `/search?q=cloud&section=news&pageSize=${MAX_PAGE_SIZE + 1}`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(validate("#/components/schemas/Error", res.body), path).toBeNull();
    }
    const token = newXsrfToken();
    const post = async (headers: Record<string, string>, body: string) => {
      const res = await fetch(`${api}/leads`, {
        method: "POST",
        headers: {
          cookie: `XSRF-TOKEN=${token}`,
          "x-xsrf-token": token,
          "content-type": "application/json",
          ...headers,
        },
        body,
      });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const answers = [
      [403, await post({ "x-xsrf-token": "" }, "{}")],
      [415, await post({ "content-type": "text/plain" }, "{}")],
      [400, await post({}, "{not json")],
      [400, await post({}, JSON.stringify({ name: "A", consent: false }))],
    ] as const;
    for (const [status, res] of answers) {
      expect(res.status).toBe(status);
      expect(validate("#/components/schemas/Error", res.body), JSON.stringify(res.body)).toBeNull();
    }
    expect(answers[3][1].body).toMatchObject({
      error: { code: "validation", fields: { name: expect.any(String), consent: expect.any(String) } },
    });
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
    for (const path of [
      "/news?page=0",
      "/news?page=-1",
      "/news?page=01",
      "/news?page=abc",
      `/news?pageSize=${MAX_PAGE_SIZE + 1}`,
      "/news?type=tech",
      "/news/abc",
      "/news/1.5",
      "/cases/-3",
      "/news?page=1&page=2",
      "/partners?tier=platinum",
      "/help/articles?category=x",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect((res.body as { error: { code: string } }).error.code).toBe("invalid_parameter");
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
    }
  });

  it("answers 404 for unknown ids, unpublished items, pages past the end and unknown paths", async () => {
    for (const path of [
      "/news/999999",
      `/news/${UNPUBLISHED.news[0]}`,
      `/cases/${UNPUBLISHED.cases[0]}`,
      `/qas/${UNPUBLISHED.qas[0]}`,
      `/promotions/${UNPUBLISHED.promotions[0]}`,
      "/news?page=999",
      "/nothing-here",
      "/news/1/more",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect((res.body as { error: { code: string } }).error.code).toBe("not_found");
    }
    const post = await fetch(`${api}/news`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  it("never answers 500 to malformed parameters on any endpoint (property)", async () => {
    const bad = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        "0",
        "-1",
        "01",
        "1.5",
        "1e3",
        "abc",
        "",
        " 1",
        "99999999999",
        "%00",
        "NaN",
        "Infinity",
        "0x10",
        "💥",
        "../1",
      ),
      fc.integer({ min: -1_000_000, max: 10_000_000_000 }).map(String),
    );
    const withParams = endpoints.filter((e) => e.hasId || e.query);
    await fc.assert(
      // An empty id would address the list itself ("/news/"), and so would "." once the URL
      // is normalised ("/news/." is "/news/"), so ids are never empty or dot segments.
      fc.asyncProperty(
        fc.constantFrom(...withParams.map((e) => e.path)),
        bad,
        bad.filter((v) => v !== "" && v !== "." && v !== ".."),
        fc.constantFrom("type", "page", "pageSize", "tier", "category"),
        async (path0, value, id, param) => {
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
        },
      ),
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
    for (const marker of ["(draft)", "(pending)", "Internal preview banner", "Partner launch bundle", "Draft answer"])
      expect(all).not.toContain(marker);
  });
});
