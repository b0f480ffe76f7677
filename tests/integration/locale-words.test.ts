/**
 * Translated interface words (decision 0100), through the production build and the whole
 * server with LOCALES=en,zh-Hans,de: Chinese pages of both skins show no English interface
 * word whose Chinese one exists (their texts, still English content, aside), their lead forms
 * refuse an empty post in Chinese, and German, which has no messages file, keeps English words.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SOURCE, TRANSLATIONS, type Area } from "../../app/kernel/ui-strings/catalog.ts";
import { createApp } from "../../server/app.ts";
import { loadLocaleBuilds } from "../../server/locale-builds.ts";
import { createLogger } from "../../server/logger.ts";
import { contentText } from "../support/content-text.ts";
import { createTestServices, type TestServices } from "../support/databases.ts";
import { icuVariants } from "../support/icu-variants.ts";
import { buildDirFor, ensureBuild, root } from "../support/server.ts";
import { normal, textRuns } from "../support/visible-text.ts";

/** Every string of a value by key path, arrays' items included. */
function leaves(value: unknown, at: string): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  return Object.entries(value as object).flatMap(([k, v]) => leaves(v, `${at}.${k}`));
}

/**
 * The English interface words the Chinese translation gives otherwise: whole words, and each
 * fixed part of a template ("Page {page} of {pages}" -> "Page", "of") of two letters or more.
 */
function translatedEnglish(): Set<string> {
  const words = new Set<string>();
  for (const area of Object.keys(SOURCE) as Area[]) {
    const chinese = new Map(leaves(TRANSLATIONS["zh-Hans"]![area], area));
    for (const [key, english] of leaves({ ...SOURCE[area] }, area)) {
      if (chinese.get(key) === english) continue;
      for (const variant of icuVariants(english))
        for (const part of variant.split(/\{+\w+\}+/)) if (/[A-Za-z]{2}/.test(part)) words.add(normal(part));
    }
  }
  return words;
}

describe("with LOCALES=en,zh-Hans,de", () => {
  let services: TestServices;
  let server: http.Server;
  let origin: string;
  let content: string;
  // The switcher names each language in itself, in every locale.
  const languageNames: ReadonlySet<string> = new Set(Object.values(SOURCE.locales.languageNames));
  const english = new Set([...translatedEnglish()].filter((word) => !languageNames.has(word)));

  beforeAll(async () => {
    ensureBuild("build");
    services = await createTestServices("sqlite", "locale-words", {
      jobIntervalMs: 0,
      auditRetention: false,
      env: { LOCALES: "en,zh-Hans,de", SITE_URL: "http://brightlane.test" },
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
    const db = new DatabaseSync(path.join(services.dataDir, "vitrine.sqlite"), { readOnly: true });
    content = contentText(db);
    db.close();
  }, 600_000);
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await services?.dispose();
  });

  /** The runs of a page that are English interface words, a run that is also published content aside. */
  async function englishWords(page: string, init?: RequestInit): Promise<string[]> {
    const res = await fetch(origin + page, { redirect: "manual", ...init });
    expect(res.status, page).toBeLessThan(500);
    return textRuns(await res.text()).filter((run) => english.has(run) && !content.includes(`\u0000${run}\u0000`));
  }

  it.each([
    "/zh/",
    "/zh/mobile",
    "/zh/register",
    "/zh/mobile/register",
    "/zh/news",
    "/zh/mobile/news",
    "/zh/search?q=approval",
    "/zh/mobile/search?q=approval",
    "/zh/price",
    "/zh/mobile/price",
    "/zh/no-such-page",
    "/zh/mobile/no-such-page",
  ])("%s shows its interface in Chinese", async (page) => {
    expect(await englishWords(page)).toEqual([]);
  });

  it.each(["/zh/register", "/zh/mobile/register"])("%s refuses an empty post in Chinese", async (page) => {
    const res = await fetch(origin + page, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://brightlane.test" },
      body: "name=&email=",
    });
    const runs = textRuns(await res.text());
    expect(runs).toContain("请填写姓名。");
    expect(runs).toContain("请填写工作邮箱。");
    expect(runs.filter((run) => english.has(run) && !content.includes(`\u0000${run}\u0000`))).toEqual([]);
  });

  it("writes dates with the Chinese month table and pattern", async () => {
    const html = await (await fetch(`${origin}/zh/news`)).text();
    expect(html).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/);
    expect(await (await fetch(`${origin}/news`)).text()).toMatch(
      /\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
    );
  });

  it("keeps the English words in a locale without a messages file, and the default's pages unchanged", async () => {
    const de = textRuns(await (await fetch(`${origin}/de/news`)).text());
    expect(de).toContain("Skip to content");
    const en = textRuns(await (await fetch(`${origin}/news`)).text());
    expect(en).toContain("Skip to content");
    // Chinese only in the language switcher, which names each language in itself.
    expect(en.filter((run) => /\p{Script=Han}/u.test(run))).toEqual(["简体中文"]);
  });
});
