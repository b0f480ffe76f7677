/**
 * The preview of a translation (decision 0117): the editor's preview of a Chinese draft and
 * a share link made in Chinese open the item's Chinese page on each skin, the translated
 * draft's words over the live item, under the preview banner; the English preview, the
 * live words and the English links stay as they were. The renderer is a stand-in that
 * says what it was asked to render; the middleware and the service are the real ones.
 */
import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAST_SCRYPT, makeStaff, type StaffSession } from "../../tests/support/accounts.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { buildTranslations } from "../../db/seed/build-translations.ts";
import { desktop, mobile } from "../../app/kernel/links.ts";
import type { PreviewRow } from "../content/scope.ts";
import type { RenderedPage } from "./preview-load.ts";
import { previewPages } from "./preview-page.ts";
import type { Caller } from "../../app/kernel/services/editorial.ts";

/** A news item the seed leaves untranslated. */
const ID = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16].find(
  (id) => !buildTranslations().some((t) => t.type === "news" && t.id === id),
)!;

describe("the preview of a translation", () => {
  let s: TestServices;
  let server: http.Server;
  let origin: string;
  let staff: StaffSession;
  let en: Caller;
  let zh: Caller;
  const rendered: Array<{ path: string; preview: PreviewRow | undefined }> = [];
  const fakeRenderer = {
    async render(req: express.Request, _res: unknown, preview?: PreviewRow): Promise<RenderedPage> {
      rendered.push({ path: req.path, preview });
      const html = `<html><head></head><body><h1 data-path="${req.path}">${String(preview?.row.title)}</h1></body></html>`;
      return { status: 200, headers: new Headers({ "content-type": "text/html" }), body: Buffer.from(html) };
    },
    send(res: express.Response, page: RenderedPage) {
      res.status(page.status).type("html").send(page.html);
    },
  };

  beforeAll(async () => {
    s = await createTestServices("sqlite", "translation-preview", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
      env: { LOCALES: "en,zh-Hans" },
    });
    staff = await makeStaff(s, "preview-translator@example.com", "editor");
    const user = (await s.accounts.currentUser(
      new Request("http://localhost/", { headers: { cookie: staff.jar.header() } }),
    ))!;
    en = { user, client: { ip: "203.0.113.9", userAgent: "vitest" } };
    zh = { ...en, locale: "zh-Hans" };
    const english = await s.editorial.get(en, "news", ID);
    await s.editorial.saveDraft(en, "news", ID, english.version, { ...english.document, title: "English draft" });
    const chinese = await s.editorial.get(zh, "news", ID);
    await s.editorial.saveDraft(zh, "news", ID, chinese.version, { title: "中文草稿", tags: ["新闻"] });
    const app = express();
    app.use(previewPages(s.config, s, () => fakeRenderer as never));
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    await s?.dispose();
  });

  const open = async (path: string) => {
    rendered.length = 0;
    const res = await fetch(origin + path, { headers: { cookie: staff.jar.header() } });
    return { status: res.status, html: await res.text(), rendered: rendered[0] };
  };

  it("opens the editor's preview of the Chinese draft on the Chinese page of each skin", async () => {
    const item = await s.editorial.get(zh, "news", ID);
    expect(item.previews).toEqual({
      desktop: `/preview/draft/news/${ID}?locale=zh-Hans`,
      mobile: `/preview/draft/news/${ID}/mobile?locale=zh-Hans`,
    });
    const live = await s.db.kysely.selectFrom("news").selectAll().where("id", "=", ID).executeTakeFirstOrThrow();
    for (const [path, page] of [
      [item.previews.desktop, `/zh${desktop.article(ID)}`],
      [item.previews.mobile!, `/zh${mobile.article(ID)}`],
    ] as const) {
      const answer = await open(path);
      expect(answer.status, path).toBe(200);
      expect(answer.rendered?.path).toBe(page);
      // The draft's words over the live row: its shared columns (the cover) and the English words
      // it leaves untranslated are the live ones.
      expect(answer.rendered?.preview?.row).toMatchObject({
        title: "中文草稿",
        tags: JSON.stringify(["新闻"]),
        cover_key: live.cover_key,
        summary: live.summary,
      });
      expect(answer.html).toContain(`<h1 data-path="${page}">中文草稿</h1>`);
      expect(answer.html).toMatch(/Preview<\/strong> of the 简体中文 draft revision \d+/);
    }
    // The English preview is the English draft's, at the English page.
    const english = await open(`/preview/draft/news/${ID}`);
    expect(english.rendered?.path).toBe(desktop.article(ID));
    expect(english.rendered?.preview?.row.title).toBe("English draft");
    // A locale the site lacks opens nothing.
    expect((await open(`/preview/draft/news/${ID}?locale=de`)).status).toBe(404);
    // Nothing went live: the item has no Chinese words on the site yet.
    const liveWords = await s.db.kysely
      .selectFrom("live_translations")
      .select("item_id")
      .where("type", "=", "news")
      .where("item_id", "=", ID)
      .execute();
    expect(liveWords).toEqual([]);
  });

  it("shares a Chinese draft with a link that carries its locale, listed and revoked in that locale alone", async () => {
    const link = await s.editorial.createPreviewLink(zh, "news", ID);
    expect(link.mobileUrl).toBe(`${link.url}/mobile`);
    // The same page as the editor's preview of that revision (rendered once for both).
    const desktopPage = await open(new URL(link.url).pathname);
    expect(desktopPage.status).toBe(200);
    expect(desktopPage.html).toContain(`<h1 data-path="/zh${desktop.article(ID)}">中文草稿</h1>`);
    expect((await open(new URL(link.mobileUrl!).pathname)).html).toContain(`data-path="/zh${mobile.article(ID)}"`);

    expect((await s.editorial.previewLinks(zh, "news", ID)).map((l) => l.id)).toEqual([link.id]);
    expect((await s.editorial.previewLinks(en, "news", ID)).map((l) => l.id)).not.toContain(link.id);
    const englishLink = await s.editorial.createPreviewLink(en, "news", ID);
    expect((await open(new URL(englishLink.url).pathname)).html).toContain(
      `<h1 data-path="${desktop.article(ID)}">English draft</h1>`,
    );
    // A link is revoked in the locale it was made in.
    await expect(s.editorial.revokePreviewLink(en, "news", ID, link.id)).rejects.toMatchObject({ code: "not_found" });
    await s.editorial.revokePreviewLink(zh, "news", ID, link.id);
    expect((await open(new URL(link.url).pathname)).status).toBe(410);
  });
});
