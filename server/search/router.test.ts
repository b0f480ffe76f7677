import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyCounts } from "../../app/kernel/search-sections.ts";
import type { SearchResponse } from "../../app/kernel/search-types.ts";
import { createSearchRouter } from "./router.ts";
import type { SearchParams } from "../../app/kernel/services/index.ts";

const asked: SearchParams[] = [];
let server: Server;
let url: string;

beforeAll(async () => {
  const app = express();
  app.set("query parser", "simple"); // as in server/app.ts: a repeated parameter becomes an array
  app.use(
    "/api/v1/search",
    createSearchRouter({
      search: async (params) => {
        asked.push(params);
        const answer: SearchResponse = {
          query: String(params.q),
          locale: params.locale ?? "en",
          terms: [],
          section: params.section ?? null,
          page: params.page ?? 1,
          pageSize: 10,
          total: 0,
          totalPages: 0,
          counts: emptyCounts(),
          sections: [],
          groups: [],
        };
        return answer;
      },
    }),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/search`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("GET api/v1/search", () => {
  it("passes a query, a section and a page on", async () => {
    asked.length = 0;
    const res = await fetch(`${url}?q=cold%20chain&section=news&page=2`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(asked).toEqual([{ q: "cold chain", section: "news", page: 2 }]);
    expect(((await res.json()) as SearchResponse).query).toBe("cold chain");
  });

  it("passes a page size within the bound of every list on", async () => {
    asked.length = 0;
    const res = await fetch(`${url}?q=cloud&section=cases&pageSize=50`);
    expect(res.status).toBe(200);
    expect(asked).toEqual([{ q: "cloud", section: "cases", page: 1, pageSize: 50 }]);
  });

  it("answers any text, and no query at all, with 200", async () => {
    for (const query of ["", "?q=", `?q=${encodeURIComponent('" OR NEAR( *')}`])
      expect((await fetch(url + query)).status, query).toBe(200);
  });

  it.each([
    ["q=x&q=y", /^q must be given once/],
    ["q=x&section=news&section=cases", /^section must be one of/],
    ["q=x&page=1&page=2", /^page must be given once/],
    ["section=bogus", /^section must be one of: news, cases/],
    ["page=0", /^page must be a positive whole number/],
    ["page=01", /^page must be a positive whole number/],
    ["q=x&section=news&pageSize=100000", /^pageSize must be at most 50/],
    ["q=x&pageSize=0", /^pageSize must be a positive whole number/],
    ["q=x&pageSize=abc", /^pageSize must be a positive whole number/],
    ["q=x&pageSize=5&pageSize=6", /^pageSize/],
  ])("refuses %s with 400 and the API's error shape, and does not search", async (query, message) => {
    asked.length = 0;
    const res = await fetch(`${url}?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ error: { code: "invalid_parameter", message: expect.stringMatching(message) } });
    expect(asked).toEqual([]);
  });
});
