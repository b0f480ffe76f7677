/**
 * The site search per locale through the production build and the whole server
 * (LOCALES=en,zh-Hans, decision 0109): /zh/search finds the Chinese approval articles and
 * marks the results still in English on both skins; /search corrects an English typo and
 * shows no such mark; the search API answers in the locale it is asked for and refuses one
 * the site does not have.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchResponse } from "../../app/kernel/search-types.ts";
import { createApp } from "../../server/app.ts";
import { loadLocaleBuilds } from "../../server/locale-builds.ts";
import { createLogger } from "../../server/logger.ts";
import { createTestServices, type TestServices } from "../support/databases.ts";
import { buildDirFor, ensureBuild, root } from "../support/server.ts";
import { textRuns } from "../support/visible-text.ts";

describe("the site search with LOCALES=en,zh-Hans", () => {
  let services: TestServices;
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    ensureBuild("build");
    services = await createTestServices("sqlite", "search-locales-http", {
      jobIntervalMs: 0,
      auditRetention: false,
      env: { LOCALES: "en,zh-Hans", DEMO_CONTENT: "on", SITE_URL: "http://brightlane.test" },
    });
    const buildDir = path.join(root, buildDirFor("/"));
    const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
    const localeBuilds = await loadLocaleBuilds(buildDir, services.config.LOCALES);
    const app = createApp({
      config: services.config,
      logger: createLogger(services.config),
      services,
      build,
      localeBuilds,
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 600_000);
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await services?.dispose();
  });

  /** The page's text runs, and those of its results' language marks. */
  const page = async (p: string) => {
    const res = await fetch(origin + p);
    expect(res.status, p).toBe(200);
    const html = await res.text();
    const marks = [...html.matchAll(/<span class="fallback-mark">([^<]*)<\/span>/g)].map((m) => m[1]);
    return { runs: textRuns(html), marks };
  };
  const api = (query: string) => fetch(`${origin}/api/v1/search?${query}`);

  it.each(["/zh/search", "/zh/mobile/search"])("%s finds the Chinese approval articles for 审批流程", async (p) => {
    const { runs, marks } = await page(`${p}?q=${encodeURIComponent("审批流程")}&section=news`);
    expect(runs.join(" ")).toContain("离不开邮件");
    // Every hit is translated: none is marked as English.
    expect(marks).toEqual([]);
  });

  it.each(["/zh/search", "/zh/mobile/search"])("%s marks the results still in English", async (p) => {
    // "Brightlane" is in every item's words, translated or not.
    const { marks } = await page(`${p}?q=Brightlane&section=news`);
    expect(marks.length).toBeGreaterThan(0);
    expect(new Set(marks)).toEqual(new Set(["英文"]));
  });

  it.each(["/search", "/mobile/search"])("%s corrects an English typo and marks nothing", async (p) => {
    const { runs, marks } = await page(`${p}?q=aproval`);
    expect(runs.join(" ")).toMatch(/for “approval”/);
    expect(marks).toEqual([]);
  });

  it.each(["/zh/news/2", "/zh/mobile/news/company", "/zh/help/topic/1", "/zh/qas/getting-started"])(
    "%s marks its untranslated items, the English list none",
    async (p) => {
      const { marks } = await page(p);
      expect(marks.length).toBeGreaterThan(0);
      expect(new Set(marks)).toEqual(new Set(["英文"]));
      expect((await page(p.slice(3) || "/")).marks).toEqual([]);
    },
  );

  it("answers the API in the locale asked for, fallbacks marked", async () => {
    const zh = (await (
      await api(`q=${encodeURIComponent("审批")}&locale=zh-Hans&section=news`)
    ).json()) as SearchResponse;
    expect(zh.locale).toBe("zh-Hans");
    expect(zh.total).toBeGreaterThan(0);
    const en = (await (await api(`q=${encodeURIComponent("审批")}&section=news`)).json()) as SearchResponse;
    expect(en).toMatchObject({ locale: "en", total: 0 });
    const mixed = (await (await api("q=Brightlane&locale=zh-Hans&section=news&pageSize=50")).json()) as SearchResponse;
    const items = mixed.groups.flatMap((g) => g.items);
    expect(items.some((h) => h.fallback === true)).toBe(true);
    expect(items.some((h) => h.fallback === undefined)).toBe(true);
  });

  it("refuses a locale the site does not have", async () => {
    const res = await api("q=cloud&locale=fr");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "invalid_parameter" } });
  });
});
