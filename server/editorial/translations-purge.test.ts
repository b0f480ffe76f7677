/**
 * A publication of one locale purges that locale's pages alone (decision 0105): behind the
 * page cache, an article's page in each locale and a page of another article; the Chinese
 * publication drops the Chinese page of the article only, the English one drops both of its
 * pages, and a page reads its locale's words after the drop.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAST_SCRYPT } from "../../tests/support/accounts.ts";
import { cachedSite, EDITOR } from "../../tests/support/cached-site.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { parseLocales } from "../locales.ts";
import type { SiteLocale } from "../../app/kernel/locales.ts";

const ZH_EDITOR = { ...EDITOR, locale: "zh-Hans" };

describe.each(BACKENDS)("purging per locale on %s", (backend) => {
  let s: TestServices;
  let site: Awaited<ReturnType<typeof cachedSite>>;
  let id: number;
  let other: number;

  beforeAll(async () => {
    s = await createTestServices(backend, "locale-purge", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
      env: { LOCALES: "en,zh-Hans" },
    });
    const items = (await s.editorial.list(EDITOR, "news", { status: "published", sort: "id" })).items;
    [id, other] = [items[2]!.id, items[3]!.id];
    site = await cachedSite(
      s,
      {
        "/article": (x) => x.content.getNews(id),
        "/zh/article": (x) => x.content.getNews(id),
        "/zh/other": (x) => x.content.getNews(other),
      },
      parseLocales("en,zh-Hans") as SiteLocale[],
    );
  }, 60_000);
  afterAll(async () => {
    await site?.close();
    await s?.dispose();
  });

  const warm = async () => {
    for (const path of site.paths) await site.get(path);
    for (const path of site.paths) expect(await site.hitOrMiss(path)).toBe("hit");
  };
  const waitForDrop = async (before: number) => {
    const deadline = performance.now() + 3000;
    while (site.cache.stats().invalidations === before && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
  };
  const dropped = async () =>
    (await Promise.all(site.paths.map(async (p) => [p, await site.hitOrMiss(p)] as const)))
      .filter(([, state]) => state === "miss")
      .map(([p]) => p);

  it("drops the Chinese page of the article alone when its translation is published", async () => {
    await warm();
    const before = site.cache.stats().invalidations;
    const opened = await s.editorial.get(ZH_EDITOR, "news", id);
    const item = await s.editorial.saveDraft(ZH_EDITOR, "news", id, opened.version, { title: "翻译后的标题" });
    await s.editorial.publish(ZH_EDITOR, "news", id, item.version);
    await waitForDrop(before);
    expect(await dropped()).toEqual(["/zh/article"]);
    expect((await site.get("/zh/article")).body).toContain("翻译后的标题");
    expect((await site.get("/article")).body).not.toContain("翻译后的标题");
  });

  it("drops the article's pages in every locale when the default locale publishes it", async () => {
    await warm();
    const before = site.cache.stats().invalidations;
    const item = await s.editorial.get(EDITOR, "news", id);
    const draft = await s.editorial.saveDraft(EDITOR, "news", id, item.version, { ...item.document, author: "Ada" });
    await s.editorial.publish(EDITOR, "news", id, draft.version);
    await waitForDrop(before);
    expect(await dropped()).toEqual(["/article", "/zh/article"]);
    // The shared field changed under the translation, which keeps its words.
    const zh = (await site.get("/zh/article")).body;
    expect(zh).toContain("翻译后的标题");
    expect(zh).toContain("Ada");
  });
});
