/**
 * The sitemaps at ten thousand items: list pages are counted and dated by one
 * grouped query that agrees with reading every list and entry, and a section
 * split into files of a few URLs lists each of its URLs exactly once; after a
 * publish, only the items the change names are read again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEWS_TYPES, CASE_TYPES, QA_TYPES, SOLUTION_TYPES, VIDEO_TYPES } from "../../app/kernel/content-constants.ts";
import type { Page } from "../../app/kernel/content-schemas.ts";
import { newest } from "../content/kit.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { buildUrlset, fileUrl } from "./documents.ts";
import { sitemapParts, sitemapUrls } from "./sitemaps.ts";

const files = fileUrl("https://www.example.test");
const SECTIONS = ["pages", "news", "cases", "solutions", "videos", "qas", "help"];

describe("sitemap XML", () => {
  it("is well formed, escapes what it carries and keeps every URL with its alternate and clips", async () => {
    const urls = [
      { path: "/price", lastmod: "2026-01-02T03:04:05.000Z" },
      {
        path: "/videos/pm",
        videos: [
          {
            thumbnail: "https://x.test/p.jpg?a=1&b=2",
            title: 'Say "hi" & <bye>',
            description: "It's",
            contentUrl: "https://x.test/v.mp4",
            durationSeconds: 0.2,
            publishedAt: "2026-01-01T00:00:00.000Z",
          },
        ],
      },
    ];
    const xml = await buildUrlset(urls, (p) => `https://x.test${p}?a=1&b=<2>`);
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", htmlEntities: true }).parse(xml);
    const [news, video] = doc.urlset.url;
    expect(news.loc).toBe("https://x.test/price?a=1&b=<2>");
    expect(news.lastmod).toBe("2026-01-02T03:04:05.000Z");
    expect(news["xhtml:link"]["@href"]).toBe("https://x.test/mobile/price?a=1&b=<2>");
    expect(video["video:video"]["video:title"]).toBe('Say "hi" & <bye>');
    expect(video["video:video"]["video:thumbnail_loc"]).toBe("https://x.test/p.jpg?a=1&b=2");
    expect(video["video:video"]["video:duration"]).toBe(1);
    expect(doc.urlset["@xmlns:video"]).toBe("http://www.google.com/schemas/sitemap-video/1.1");
  });
});

describe.each(BACKENDS)("sitemaps on %s", (backend) => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices(backend, "sitemaps");
  });
  afterAll(() => s?.dispose());

  it("counts and dates each category's list pages as reading every list and entry does", async () => {
    const c = s.content;
    const collections = [
      ["news", NEWS_TYPES, (type: never) => c.listNews({ type })],
      ["cases", CASE_TYPES, (type: never) => c.listCases({ type })],
      ["solutions", SOLUTION_TYPES, (type: never) => c.listSolutions({ type })],
      ["videos", VIDEO_TYPES, (type: never) => c.listVideos({ type })],
      ["qas", QA_TYPES, (type: never) => c.listQas({ type })],
    ] as const;
    let compared = 0;
    for (const [section, types, list] of collections) {
      const entries = await c.listSitemapEntries(section);
      const dates = await c.getListDates(section);
      for (const type of types) {
        const first = (await list(type as never)) as Page<unknown>;
        const old = newest(entries.filter((e) => e.type === type).map((e) => e.updatedAt));
        expect(dates.get(type)?.count ?? 0, `${section} ${type}`).toBe(first.total);
        expect(dates.get(type)?.newest, `${section} ${type}`).toBe(old);
        if (old) compared++;
      }
    }
    expect(compared).toBeGreaterThan(10);
  });

  it("lists every URL of a section exactly once across files of at most seven URLs", async () => {
    const parts = await sitemapParts(s.content, files, 7);
    for (const section of SECTIONS) {
      const whole = (await sitemapUrls(s.content, section, 1, files, 1_000_000))!.map((u) => u.path);
      const names = parts.map((p) => p.name).filter((n) => n === section || n.startsWith(`${section}-`));
      expect(names.length, section).toBe(Math.max(1, Math.ceil(whole.length / 7)));
      const listed: string[] = [];
      for (let part = 1; part <= names.length; part++) {
        expect(names[part - 1]).toBe(part === 1 ? section : `${section}-${part}`);
        const urls = (await sitemapUrls(s.content, section, part, files, 7))!.map((u) => u.path);
        expect(urls.length).toBeGreaterThan(0);
        expect(urls.length).toBeLessThanOrEqual(7);
        listed.push(...urls);
      }
      expect(await sitemapUrls(s.content, section, names.length + 1, files, 7)).toBeNull();
      expect(new Set(listed).size, section).toBe(listed.length);
      expect(listed.sort(), section).toEqual([...whole].sort());
    }
    expect(parts.length).toBeGreaterThan(SECTIONS.length * 3);
  });

  it("counts and dates the list pages from the kept entries after a change naming one item", async () => {
    const entries = await s.content.listSitemapEntries("news");
    const item = entries.find((e) => e.type === "company")!;
    const before = await s.content.getListDates("news");
    const at = "2026-12-01T08:00:00.000Z";
    await s.db.kysely.updateTable("news").set({ type: "product", updated_at: at }).where("id", "=", item.id).execute();
    s.content.invalidate([`news:${item.id}`, "news:list"]);
    const after = await s.content.getListDates("news");
    expect(after.get("company")?.count).toBe(before.get("company")!.count - 1);
    expect(after.get("product")?.count).toBe((before.get("product")?.count ?? 0) + 1);
    expect(after.get("product")?.newest).toBe(at);
    expect((await s.content.listNews({ type: "product" })).total).toBe(after.get("product")?.count);
  });

  it("keeps the entries in id order as named changes unpublish an item and publish it again", async () => {
    const ids = async () => (await s.content.listSitemapEntries("cases")).map((e) => e.id);
    const before = await ids();
    const item = before[Math.floor(before.length / 2)]!;
    const publish = async (published: boolean) => {
      await s.db.kysely.updateTable("cases").set({ published }).where("id", "=", item).execute();
      s.content.invalidate([`cases:${item}`]);
    };
    await publish(false);
    const without = await ids();
    expect(without).toEqual(before.filter((id) => id !== item));
    await publish(true);
    expect(await ids()).toEqual(before);
    s.content.invalidate(undefined);
    expect(await ids()).toEqual(before);
  });

  it("reads again only the items a change names, and everything after a change naming none", async () => {
    const before = await s.content.listSitemapEntries("news");
    const [a, b] = [before[0]!, before[1]!];
    const at = "2026-11-20T10:00:00.000Z";
    await s.db.kysely.updateTable("news").set({ updated_at: at }).where("id", "in", [a.id, b.id]).execute();
    const dateOf = async (id: number) =>
      (await s.content.listSitemapEntries("news")).find((e) => e.id === id)?.updatedAt;

    s.content.invalidate([`news:${a.id}`, "news:list"]);
    expect(await dateOf(a.id)).toBe(at);
    // An edit no change announced (by hand in the database) waits for a change naming it.
    expect(await dateOf(b.id)).toBe(b.updatedAt);
    expect((await s.content.listSitemapEntries("news")).length).toBe(before.length);

    s.content.invalidate(undefined);
    expect(await dateOf(b.id)).toBe(at);
  });
});
