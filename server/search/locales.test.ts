/**
 * The site search per locale (decision 0109) on both databases: a Chinese query finds the
 * items translated into Chinese in zh-Hans and nothing in English; an English typo is still
 * corrected; an item without a translation is found in zh-Hans by its English words and
 * marked as a fallback; a translation's publication makes its words findable in its locale
 * alone. Lists read in zh-Hans mark their untranslated items the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAST_SCRYPT } from "../../tests/support/accounts.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import type { StaffUser } from "../../app/kernel/services/accounts.ts";
import type { Caller } from "../../app/kernel/services/editorial.ts";
import { buildTranslations } from "../../db/seed/build-translations.ts";
import type { SearchSection } from "../../app/kernel/search-types.ts";
import { withContentScope } from "../content/scope.ts";

const ZH = { tag: "zh-Hans", chain: ["zh-Hans"], source: "en" };

const zhEditor: Caller = {
  user: {
    id: "editor-1",
    email: "editor-1@example.com",
    name: "editor",
    role: "editor",
    sessionId: "s",
    tokenId: null,
    twoFactorEnabled: true,
    twoFactorEnrolmentRequired: false,
  } satisfies StaffUser,
  client: { ip: "203.0.113.9", userAgent: "vitest" },
  locale: "zh-Hans",
};
const seeded = buildTranslations();
const translatedNews = new Set(seeded.filter((t) => t.type === "news").map((t) => t.id));
/** The seed's Chinese news whose words hold 审批 (approval). */
const approvalNews = seeded
  .filter((t) => t.type === "news" && JSON.stringify(t.fields).includes("审批"))
  .map((t) => t.id);

describe.each(BACKENDS)("the site search per locale on %s", (backend) => {
  let s: TestServices;
  const hits = async (q: string, locale: string, section: SearchSection = "news") =>
    (await s.search.search({ q, locale, section, pageSize: 50 })).groups.flatMap((g) => g.items);

  beforeAll(async () => {
    s = await createTestServices(backend, "search-locales", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
      env: { LOCALES: "en,zh-Hans", DEMO_CONTENT: "on" },
    });
    await s.search.refresh();
  }, 120_000);
  afterAll(async () => s?.dispose());

  it.each(["审批", "审批流程"])("finds the Chinese approval articles for %s in zh-Hans, none in en", async (q) => {
    const zh = await hits(q, "zh-Hans");
    expect(zh.length).toBeGreaterThan(0);
    for (const hit of zh) {
      expect(approvalNews).toContain(hit.id);
      expect(hit.fallback).toBeUndefined();
    }
    expect(zh.map((h) => h.id)).toContain(2); // 审批流程已经离不开邮件？…
    expect(await hits(q, "en")).toEqual([]);
  });

  it("keeps the English typo tolerance, and answers in English words in English", async () => {
    const result = await s.search.search({ q: "aproval", locale: "en", section: "news" });
    expect(result.correction).toBe("approval");
    expect(result.locale).toBe("en");
    const found = result.groups.flatMap((g) => g.items);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((h) => h.fallback === undefined)).toBe(true);
  });

  it("finds an untranslated item in zh-Hans by its English words, marked as a fallback", async () => {
    const published = (await s.editorial.list(zhEditor, "news", { status: "published", sort: "id" })).items;
    const untranslated = published.find((item) => !translatedNews.has(item.id))!;
    const word = untranslated.title.split(/\W+/).find((w) => w.length > 6)!;
    const zh = await hits(word, "zh-Hans");
    const hit = zh.find((h) => h.id === untranslated.id);
    expect(hit).toMatchObject({ fallback: true });
    // A translated item in the same answer is not marked.
    const translated = await hits("审批", "zh-Hans");
    expect(translated.some((h) => h.fallback)).toBe(false);
    // In English nothing is a fallback.
    expect((await hits(word, "en")).find((h) => h.id === untranslated.id)?.fallback).toBeUndefined();
  });

  it("makes a translation's new words findable in its locale alone once published", async () => {
    const published = (await s.editorial.list(zhEditor, "news", { status: "published", sort: "id" })).items;
    const id = published.filter((item) => !translatedNews.has(item.id)).at(-1)!.id;
    expect(await hits("鲸鱼审计", "zh-Hans")).toEqual([]);
    const item = await s.editorial.get(zhEditor, "news", id);
    const saved = await s.editorial.saveDraft(zhEditor, "news", id, item.version, { title: "鲸鱼审计的新做法" });
    // A draft is not searched.
    expect(await hits("鲸鱼审计", "zh-Hans")).toEqual([]);
    await s.editorial.publish(zhEditor, "news", id, saved.version);
    const zh = await hits("鲸鱼审计", "zh-Hans");
    expect(zh.map((h) => h.id)).toEqual([id]);
    expect(zh[0]!.fallback).toBeUndefined();
    expect(zh[0]!.titleParts.map((p) => p.text).join("")).toBe("鲸鱼审计的新做法");
    expect(await hits("鲸鱼审计", "en")).toEqual([]);
    // Withdrawn, the item is the fallback again.
    await s.editorial.unpublish(zhEditor, "news", id);
    expect(await hits("鲸鱼审计", "zh-Hans")).toEqual([]);
  });

  it("marks the untranslated items of a list read in zh-Hans, and none in English", async () => {
    const list = (locale?: typeof ZH) =>
      withContentScope({ deps: new Set(), ...(locale ? { locale } : {}) }, () => s.content.listNews({ pageSize: 50 }));
    const zh = (await list(ZH)).items;
    const translatedIds = new Set(seeded.filter((t) => t.type === "news").map((t) => t.id));
    expect(zh.some((n) => translatedIds.has(n.id))).toBe(true);
    for (const item of zh) expect(item.fallback, `news ${item.id}`).toBe(translatedIds.has(item.id) ? undefined : true);
    expect((await list()).items.every((n) => n.fallback === undefined)).toBe(true);
    const help = await withContentScope({ deps: new Set(), locale: ZH }, () =>
      s.content.listHelpArticles({ pageSize: 50 }),
    );
    const translatedHelp = new Set(seeded.filter((t) => t.type === "help-articles").map((t) => t.id));
    for (const item of help!.items) expect(item.fallback).toBe(translatedHelp.has(item.id) ? undefined : true);
  });
});
