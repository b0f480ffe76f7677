/**
 * The admin API's `locale=<tag>` on item endpoints (decision 0105): a configured non-default
 * locale opens and saves the item's translation, with where it stands; a malformed tag, one
 * the site lacks, and a shared field in a translation are refused with 400.
 */
import type http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff } from "../../tests/support/accounts.ts";
import { listenWithoutPages } from "../../tests/support/api.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { buildTranslations } from "../../db/seed/build-translations.ts";

/** A news item the seed leaves untranslated (it publishes its Chinese whatever LOCALES says). */
const ID = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16].find(
  (id) => !buildTranslations().some((t) => t.type === "news" && t.id === id),
)!;

describe("the admin API in another locale", () => {
  let s: TestServices;
  let server: http.Server;
  let api: string;
  let token: string;

  beforeAll(async () => {
    s = await createTestServices("sqlite", "locale-api", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
      env: { LOCALES: "en,zh-Hans" },
    });
    const listening = await listenWithoutPages(s);
    server = listening.server;
    api = `${listening.origin}/api/v1/admin`;
    const made = await makeStaff(s, "locale-editor@example.com", "editor", false);
    const user = (await accountsOf(s).currentUser(adminRequest(made.jar)))!;
    token = (await accountsOf(s).createAutomationToken(user, { name: "tests" }, { ip: "", userAgent: "" })).token;
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await s?.dispose();
  });

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(api + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes
    return { status: res.status, etag: res.headers.get("etag"), body: (await res.json()) as Record<string, any> };
  }

  it("opens, saves and publishes the translation, leaving the default's document as it was", async () => {
    const en = await call("GET", `/news/${ID}`);
    const zh = await call("GET", `/news/${ID}?locale=zh-Hans`);
    expect(zh.status).toBe(200);
    expect(zh.body.translation).toMatchObject({ locale: "zh-Hans", live: false, outdated: false });
    // Nothing translated yet: the translation is no more published than it is written.
    expect(zh.body.status).toBe("draft");
    expect(zh.body.translation.source.title).toBe(en.body.document.title);
    const saved = await call("PATCH", `/news/${ID}?locale=zh-Hans`, { title: "第二篇新闻" }, { "if-match": zh.etag! });
    expect(saved.status).toBe(200);
    expect(saved.body.document).toEqual({ title: "第二篇新闻" });
    const live = await call("POST", `/news/${ID}/publish?locale=zh-Hans`, undefined, { "if-match": saved.etag! });
    expect(live.status).toBe(200);
    expect(live.body.translation).toMatchObject({ live: true, outdated: false });
    expect((await call("GET", `/news/${ID}`)).body.document).toEqual(en.body.document);
  });

  it("refuses a malformed or unconfigured locale, and a shared field in a translation, with 400", async () => {
    for (const tag of ["de", "not a tag", "zh-Hans,en"]) {
      const refused = await call("GET", `/news/${ID}?locale=${encodeURIComponent(tag)}`);
      expect(refused.status, tag).toBe(400);
    }
    const zh = await call("GET", `/news/${ID}?locale=zh-Hans`);
    const shared = await call("PATCH", `/news/${ID}?locale=zh-Hans`, { coverKey: "news-1" }, { "if-match": zh.etag! });
    expect(shared.status).toBe(400);
    expect(shared.body.error.fields).toHaveProperty("coverKey");
    // The default locale named as such is the default's document.
    expect((await call("GET", `/news/${ID}?locale=en`)).body.translation).toBeUndefined();
  });

  it("checks a translation's lists with the type's schema: 400 naming the field, 412 on a stale version", async () => {
    const events = await call("GET", "/events?status=published");
    const event = events.body.items[0].id as number;
    const zh = await call("GET", `/events/${event}?locale=zh-Hans`);
    const agenda = zh.body.translation.source.agenda as Array<{ time: string; title: string; speakers: string[] }>;
    for (const [body, field] of [
      [{ agenda: "not a list" }, "agenda"],
      [{ agenda: [{ ...agenda[0], time: "9am" }] }, "agenda.0.time"],
      [{ speakers: [{ name: 42 }] }, "speakers.0.name"],
    ] as const) {
      const refused = await call("PATCH", `/events/${event}?locale=zh-Hans`, body, { "if-match": zh.etag! });
      expect(refused.status, field).toBe(400);
      expect(refused.body.error.fields, field).toHaveProperty([field]);
    }
    const translated = agenda.map((a) => ({ ...a, title: `${a.title}（中文）` }));
    const saved = await call(
      "PATCH",
      `/events/${event}?locale=zh-Hans`,
      { agenda: translated },
      { "if-match": zh.etag! },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.document).toEqual({ agenda: translated });
    const stale = await call("PATCH", `/events/${event}?locale=zh-Hans`, { agenda }, { "if-match": zh.etag! });
    expect(stale.status).toBe(412);
  });

  it("makes share links of a translation that open its Chinese page, listed and revoked in its locale", async () => {
    const made = await call("POST", `/news/${ID}/preview-links?locale=zh-Hans`, {});
    expect(made.status).toBe(201);
    const zhLinks = await call("GET", `/news/${ID}/preview-links?locale=zh-Hans`);
    expect(zhLinks.body.links.map((l: { id: number }) => l.id)).toContain(made.body.id);
    const enLinks = await call("GET", `/news/${ID}/preview-links`);
    expect(enLinks.body.links.map((l: { id: number }) => l.id)).not.toContain(made.body.id);
    expect((await call("GET", `/news/${ID}?locale=zh-Hans`)).body.previews.desktop).toBe(
      `/preview/draft/news/${ID}?locale=zh-Hans`,
    );
    const wrongLocale = await fetch(`${api}/news/${ID}/preview-links/${made.body.id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(wrongLocale.status).toBe(404);
    const revoked = await fetch(`${api}/news/${ID}/preview-links/${made.body.id}?locale=zh-Hans`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(204);
  });
});
