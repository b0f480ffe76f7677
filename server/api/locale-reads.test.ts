/**
 * The public read API in another locale (decision 0116), with LOCALES=en,zh-Hans and the
 * seed's Chinese translations: `locale=zh-Hans` answers with the locale's words and marks
 * the list items that fall back to English, as the locale's pages do, and the CDN may purge
 * the answer with the locale's pages; without it the answer is the default's; a locale the
 * site lacks is a 400.
 */
import type http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenWithoutPages } from "../../tests/support/api.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { buildTranslations } from "../../db/seed/build-translations.ts";
import { edgeTag } from "../cdn/headers.ts";
import type { Page } from "../../app/kernel/content-schemas.ts";
import type { NewsDetail, NewsSummary } from "../../app/kernel/collections/news.answers.ts";

const translated = new Map(
  buildTranslations()
    .filter((t) => t.type === "news")
    .map((t) => [t.id, t.fields]),
);

describe("the public API with a locale", () => {
  let s: TestServices;
  let server: http.Server;
  let api: string;

  beforeAll(async () => {
    s = await createTestServices("sqlite", "locale-reads", {
      jobIntervalMs: 0,
      auditRetention: false,
      env: { LOCALES: "en,zh-Hans", CDN_TAG_HEADER: "Cache-Tag" },
    });
    const listening = await listenWithoutPages(s);
    server = listening.server;
    api = `${listening.origin}/api/v1`;
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await s?.dispose();
  });

  const get = async <T>(path: string) => {
    const res = await fetch(api + path);
    return { status: res.status, tags: res.headers.get("cache-tag") ?? "", body: (await res.json()) as T };
  };

  it("lists in the locale's words, marking the items still in English", async () => {
    const zh = await get<Page<NewsSummary>>("/news?pageSize=50&locale=zh-Hans");
    const en = await get<Page<NewsSummary>>("/news?pageSize=50");
    expect(zh.status).toBe(200);
    expect(zh.body.items.map((n) => n.id)).toEqual(en.body.items.map((n) => n.id));
    const [words, fallbacks] = [
      zh.body.items.filter((n) => translated.has(n.id)),
      zh.body.items.filter((n) => !translated.has(n.id)),
    ];
    expect(words.length).toBeGreaterThan(0);
    expect(fallbacks.length).toBeGreaterThan(0);
    for (const n of words) {
      expect(n.title).toBe(translated.get(n.id)!.title);
      expect(n.fallback).toBeUndefined();
    }
    for (const n of fallbacks) expect(n.fallback).toBe(true);
    // The default's answer is as before: its words, no marks.
    for (const n of en.body.items) {
      expect(n.fallback).toBeUndefined();
      if (translated.has(n.id)) expect(n.title).not.toBe(translated.get(n.id)!.title);
    }
    // A change of the Chinese words purges the Chinese answer.
    expect(zh.tags.split(",")).toContain(edgeTag("zh-Hans/news:list"));
    expect(en.tags.split(",")).not.toContain(edgeTag("zh-Hans/news:list"));
    expect(zh.tags.split(",")).not.toContain(edgeTag("lang:en"));
  });

  it("gives a detail in the locale's words, with the English default", async () => {
    const [id] = translated.keys();
    const zh = await get<NewsDetail>(`/news/${id}?locale=zh-Hans`);
    expect(zh.body.title).toBe(translated.get(id!)!.title);
    expect((await get<NewsDetail>(`/news/${id}?locale=en`)).body.title).not.toBe(zh.body.title);
  });

  it("refuses a locale the site does not have", async () => {
    const answer = await get<{ error: { code: string; message: string } }>("/news?locale=de");
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ code: "invalid_parameter", message: "locale must be one of: en, zh-Hans" });
    expect((await get("/site?locale=fr")).status).toBe(400);
  });
});
