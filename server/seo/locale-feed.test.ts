/**
 * Another locale's news feed in the language of the words it shows (decision 0110): with
 * LOCALES=en,zh-Hans and the seed's Chinese translations, an article translated into Chinese
 * is a Chinese item (its title the translation's, no language of its own beside the
 * channel's zh-Hans), one that falls back is an English item (dc:language en). The content
 * service names the same language for the pages' JSON-LD.
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTranslations } from "../../db/seed/build-translations.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { withContentScope } from "../content/scope.ts";
import { createSeoRouter } from "../seo.ts";
import { areaWords } from "../../app/kernel/ui-strings/catalog.ts";

interface FeedItem {
  title: string;
  link: string;
  "dc:language"?: string;
}

const ZH = { tag: "zh-Hans", chain: ["zh-Hans"], source: "en" };
const translated = new Map(
  buildTranslations()
    .filter((t) => t.type === "news")
    .map((t) => [t.id, t.fields]),
);

describe("the Chinese news feed", () => {
  let s: TestServices;
  let server: ReturnType<express.Express["listen"]>;
  let origin = "";

  beforeAll(async () => {
    s = await createTestServices("sqlite", "locale-feed", { env: { LOCALES: "en,zh-Hans", DEMO_CONTENT: "on" } });
    const app = express();
    app.use(createSeoRouter(s));
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", () => resolve());
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    server?.close();
    await s?.dispose();
  });

  const items = async (path: string) => {
    const text = await (await fetch(origin + path)).text();
    const rss = new XMLParser({ isArray: (name) => name === "item" }).parse(text) as {
      rss: { channel: { language: string; title: string; description: string; copyright: string; item: FeedItem[] } };
    };
    return rss.rss.channel;
  };
  const idOf = (item: FeedItem) => Number(/\/detail\/(\d+)$/.exec(item.link)![1]);

  it("gives a translated article in Chinese and an untranslated one in English, saying so", async () => {
    const channel = await items("/zh/feeds/news.xml");
    expect(channel.language).toBe("zh-Hans");
    const [zh, en] = [
      channel.item.filter((i) => translated.has(idOf(i))),
      channel.item.filter((i) => !translated.has(idOf(i))),
    ];
    expect(zh.length).toBeGreaterThan(0);
    expect(en.length).toBeGreaterThan(0);
    for (const item of zh) {
      expect(item.title).toBe(translated.get(idOf(item))!.title);
      expect(item["dc:language"]).toBeUndefined();
    }
    for (const item of en) expect(item["dc:language"]).toBe("en");
  });

  it("keeps the English feed in English", async () => {
    const channel = await items("/feeds/news.xml");
    expect(channel.language).toBe("en");
    for (const item of channel.item) {
      expect(item["dc:language"]).toBeUndefined();
      if (translated.has(idOf(item))) expect(item.title).not.toBe(translated.get(idOf(item))!.title);
    }
  });

  it("names each item's language to the pages of the locale, and none in the default locale", async () => {
    const untranslated = (await s.content.listNews({ page: 1, pageSize: 30 }))!.items.find(
      (n) => !translated.has(n.id),
    )!;
    const [first] = translated.keys();
    const inZh = (id: number) =>
      withContentScope({ deps: new Set(), locale: ZH }, () => s.content.languageOf("news", id));
    expect(await inZh(first!)).toBe("zh-Hans");
    expect(await inZh(untranslated.id)).toBe("en");
    expect(await s.content.languageOf("news", first!)).toBeUndefined();
  });

  it("names its channels and their owner in Chinese, as the Chinese pages do", async () => {
    const zh = areaWords("zh-Hans", "documents");
    const label = areaWords("zh-Hans", "labels").CATEGORY_LABELS.company;
    const year = String(new Date().getUTCFullYear());
    const all = await items("/zh/feeds/news.xml");
    expect(all.title).toBe(zh.newsFeedTitle);
    expect(all.description).toBe(zh.newsFeedDescription);
    expect(all.copyright).toBe(zh.feedCopyright.replace("{year}", year));
    const company = await items("/zh/feeds/news/company.xml");
    expect(company.title).toBe(zh.newsFeedTypeTitle.replace("{category}", label));
    expect(company.description).toBe(zh.newsFeedTypeDescription.replace("{category}", label));
    const events = await items("/zh/feeds/events.xml");
    expect(events.language).toBe("zh-Hans");
    expect(events.copyright).toBe(all.copyright);
    // None of the channel's words are the English ones.
    const en = await items("/feeds/news.xml");
    expect(en.title).toBe("Brightlane news");
    expect(en.copyright).toBe(`© ${year} Brightlane Software (a fictional company)`);
    for (const channel of [all, company, events])
      for (const text of [channel.title, channel.description, channel.copyright])
        expect(text).toMatch(/[\u4e00-\u9fff]/);
  });

  it("gives an article's author line in the locale's words, the English one untouched", async () => {
    const [first] = translated.keys();
    const zh = await withContentScope({ deps: new Set(), locale: ZH }, () => s.content.getNews(first!));
    const en = await s.content.getNews(first!);
    expect(zh!.author).toBe(translated.get(first!)!.author);
    expect(zh!.author).toMatch(/[\u4e00-\u9fff]/);
    expect(en!.author).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
