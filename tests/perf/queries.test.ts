/**
 * Database work per page. Every SQL statement the embedded database runs for a
 * request is counted at the driver (node:sqlite's StatementSync, which Kysely's SQLite
 * dialect goes through), with the production build served in this process:
 *
 *   - a page served from the page cache runs no query at all;
 *   - a cold render of every page type runs a small, fixed number of queries;
 *   - no N+1: a list costs the same number of queries for 1 item as for 12, and
 *     one detail costs the same as another.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { StatementSync } from "node:sqlite";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { parseConfig } from "../../server/config.ts";
import { createLogger } from "../../server/logger.ts";
import { withPageCache } from "../../server/page-cache/index.ts";
import { createServices, type Services } from "../../server/services.ts";
import { buildDirFor, ensureBuild, root } from "../support/server.ts";

const BUILD_DIR = path.join(root, process.env.PERF_BUILD_DIR ?? buildDirFor("/"));
/**
 * Upper bound for one cold page render: site settings, categories, the media map
 * and the page's own data, where an overview page may show one short list per
 * category (six industries: a count and a page each). A loader that queried per
 * item would exceed it on any list.
 */
const MAX_QUERIES_PER_PAGE = 16;

let queries = 0;
// Only statements a request runs count: a background job (the analytics rollup every minute, the
// outboxes, the schedules) runs its own queries whenever its timer fires, whichever page is measured.
const inRequest = new AsyncLocalStorage<true>();
const statement = StatementSync.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
for (const method of ["all", "get", "run", "iterate"]) {
  const original = statement[method]!;
  statement[method] = function counted(this: unknown, ...args: unknown[]) {
    if (inRequest.getStore()) queries++;
    return original.apply(this, args);
  };
}

let services: Services;
let server: http.Server;
let origin = "";
let dataDir = "";
const visitor = { cookie: `XSRF-TOKEN=${"q".repeat(43)}` };
const pages: Array<[string, string]> = [];

async function fetchPage(p: string, headers: Record<string, string> = visitor): Promise<number> {
  const res = await fetch(origin + p, { headers, redirect: "manual" });
  await res.arrayBuffer();
  return res.status;
}

/** Queries run by `action`, with every content result and cached page dropped first. */
async function coldQueries(action: () => Promise<unknown>): Promise<number> {
  services.changes.publish();
  queries = 0;
  await inRequest.run(true, action);
  return queries;
}

beforeAll(async () => {
  ensureBuild(BUILD_DIR);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-queries-"));
  const config = parseConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SITE_URL: "http://127.0.0.1:4899",
    PORT: "0",
  });
  const logger = createLogger(config);
  // No content-version poll: its one query a second would count against whichever page is measured.
  services = await createServices(config, logger, { media: false, contentPollMs: 0 });
  const build = (await import(pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href)) as ServerBuild;
  const app = createApp({ config, logger, services, build, clientDir: path.join(BUILD_DIR, "client") });
  const handler = withPageCache(app);
  server = http.createServer((req, res) => inRequest.run(true, () => handler(req, res)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const c = services.content;
  const first = async <T extends { items: Array<{ id: number }> }>(list: Promise<T>) => (await list).items[0]!.id;
  pages.push(
    ["desktop home", "/"],
    ["news", "/news"],
    ["news list", "/news/2"],
    ["news detail", `/detail/${await first(c.listNews({ pageSize: 1 }))}`],
    ["case list", "/cases_list/manufacturing"],
    ["case detail", `/cases/${await first(c.listCases({ pageSize: 1 }))}`],
    ["solutions", "/solution"],
    ["solution list", "/solution_list/manufacturing"],
    ["solution detail", `/solution/${await first(c.listSolutions({ pageSize: 1 }))}`],
    ["videos", "/videos"],
    ["video list", "/videos/webinars"],
    ["Q&A list", "/qas/billing"],
    ["Q&A detail", `/qa/${await first(c.listQas({ pageSize: 1 }))}`],
    ["help", "/help"],
    ["price", "/price"],
    ["promotion", "/promotion"],
    ["service", "/service"],
    ["partner", "/partner"],
    ["static page", "/about"],
    ["product page", "/oa"],
    ["mobile home", "/mobile"],
    ["mobile news", "/mobile/news/company"],
    ["mobile detail", `/mobile/detail/${await first(c.listNews({ pageSize: 1 }))}`],
    ["mobile cases", "/mobile/cases"],
    ["mobile case detail", `/mobile/cases/${await first(c.listCases({ pageSize: 1 }))}`],
    ["mobile help", "/mobile/help"],
    ["mobile partner", "/mobile/partner"],
  );
}, 300_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await services?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("what a render leaves behind", () => {
  it("no timer per finished render (a pending timer keeps the whole render in memory)", async () => {
    // Long timers (the render's abort deadline is several seconds) still pending after the renders.
    const pending = new Set<unknown>();
    const realSet = globalThis.setTimeout;
    const realClear = globalThis.clearTimeout;
    globalThis.setTimeout = ((fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const timer = realSet(() => {
        pending.delete(timer);
        fn(...args);
      }, ms);
      if ((ms ?? 0) >= 1000) pending.add(timer);
      return timer;
    }) as typeof setTimeout;
    globalThis.clearTimeout = ((timer: Parameters<typeof clearTimeout>[0]) => {
      pending.delete(timer);
      realClear(timer);
    }) as typeof clearTimeout;
    try {
      for (let i = 0; i < 20; i++) {
        services.changes.publish(); // a content change: drops the cached page too, so every request renders
        expect(await fetchPage(i % 2 ? "/about" : "/")).toBe(200);
      }
    } finally {
      globalThis.setTimeout = realSet;
      globalThis.clearTimeout = realClear;
    }
    expect(pending.size).toBeLessThan(5);
  });
});

describe("queries per page", () => {
  it("a query no request runs (a background job's) is not counted", async () => {
    services.changes.publish();
    queries = 0;
    await services.content.listNews({ pageSize: 1 });
    expect(queries).toBe(0);
    expect(await coldQueries(() => services.content.listNews({ pageSize: 1 }))).toBeGreaterThan(0);
  });

  it("every page type answers 200", async () => {
    const statuses = await Promise.all(pages.map(async ([name, p]) => `${name} ${p} ${await fetchPage(p)}`));
    expect(statuses.filter((s) => !s.endsWith(" 200"))).toEqual([]);
  });

  it("a cached page runs no query, on the fast path and through Express", async () => {
    const counts: string[] = [];
    for (const [name, p] of pages) {
      await fetchPage(p); // stores it
      queries = 0;
      await fetchPage(p); // fast path: returning visitor
      await fetchPage(p, {}); // Express path: a first visit gets its XSRF cookie
      await fetchPage(p, { "accept-encoding": "br", ...visitor });
      if (queries !== 0) counts.push(`${name}: ${queries}`);
    }
    expect(counts).toEqual([]);
  });

  it(`a cold render of each page type runs at most ${MAX_QUERIES_PER_PAGE} queries`, async () => {
    const counts: Record<string, number> = {};
    for (const [name, p] of pages) counts[name] = await coldQueries(() => fetchPage(p));
    const over = Object.entries(counts).filter(([, n]) => n > MAX_QUERIES_PER_PAGE);
    expect(over, JSON.stringify(counts)).toEqual([]);
    expect(Math.max(...Object.values(counts)), "the counter sees the renders").toBeGreaterThan(0);
  });
});

describe("no N+1 in the content service", () => {
  const lists = [
    ["news", (size: number) => services.content.listNews({ pageSize: size })],
    ["cases", (size: number) => services.content.listCases({ pageSize: size })],
    ["solutions", (size: number) => services.content.listSolutions({ pageSize: size })],
    ["videos", (size: number) => services.content.listVideos({ pageSize: size })],
    ["Q&A", (size: number) => services.content.listQas({ pageSize: size })],
    ["help articles", (size: number) => services.content.listHelpArticles({ pageSize: size })],
    ["partners", (size: number) => services.content.listPartners({ pageSize: size })],
  ] as const;

  it.each(lists)("a %s list costs the same for 1 item as for 12", async (_name, list) => {
    const one = await coldQueries(() => list(1));
    const twelve = await coldQueries(() => list(12));
    expect(one).toBeGreaterThan(0);
    expect(twelve).toBe(one);
  });

  const details = [
    ["news", () => services.content.listNews({ pageSize: 2 }), (id: number) => services.content.getNews(id)],
    ["case", () => services.content.listCases({ pageSize: 2 }), (id: number) => services.content.getCase(id)],
    [
      "solution",
      () => services.content.listSolutions({ pageSize: 2 }),
      (id: number) => services.content.getSolution(id),
    ],
    ["video", () => services.content.listVideos({ pageSize: 2 }), (id: number) => services.content.getVideo(id)],
    ["Q&A", () => services.content.listQas({ pageSize: 2 }), (id: number) => services.content.getQa(id)],
  ] as const;

  it.each(details)("one %s detail costs the same as another", async (_name, list, get) => {
    const [a, b] = (await list()).items;
    const first = await coldQueries(() => get(a!.id));
    const second = await coldQueries(() => get(b!.id));
    expect(first).toBeGreaterThan(0);
    expect(second).toBe(first);
  });
});
