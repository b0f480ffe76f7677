/**
 * Search and sharing per item, on SQLite and PostgreSQL: every type with a page of its
 * own keeps an SEO title, description, sharing image and noindex through a draft and a
 * publish; the public detail carries them (null when left empty: the page derives its
 * own); a noindex item leaves the sitemap and comes back when the flag is cleared; the
 * page's head uses them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEO_KEYS, type ContentType } from "../../app/kernel/editorial-schemas.ts";
import type { ItemSeo } from "../../app/kernel/content-schemas.ts";
import { pageMeta } from "../../app/lib/seo.ts";
import { FAST_SCRYPT } from "../../tests/support/accounts.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import type { StaffUser } from "../../app/kernel/services/accounts.ts";
import { sitemapPaths } from "../seo/sitemaps.ts";
import type { Caller } from "../../app/kernel/services/editorial.ts";
import { TYPES } from "./registry.ts";

const editor: Caller = {
  user: {
    id: "editor-seo",
    email: "editor-seo@example.com",
    name: "editor",
    role: "editor",
    sessionId: "s",
    tokenId: null,
    twoFactorEnabled: true,
    twoFactorEnrolmentRequired: false,
  } satisfies StaffUser,
  client: { ip: "203.0.113.9", userAgent: "vitest" },
};

const WITH_PAGES = ["news", "cases", "solutions", "qas", "help-articles"] as const satisfies readonly ContentType[];

describe.each(BACKENDS)("search and sharing per item on %s", (backend) => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices(backend, "itemseo", { scrypt: FAST_SCRYPT, jobIntervalMs: 0, auditRetention: false });
  }, 60_000);
  afterAll(async () => s?.dispose());

  const detail = async (type: (typeof WITH_PAGES)[number], id: number): Promise<{ seo: ItemSeo } | null> => {
    const c = s.content;
    if (type === "news") return c.getNews(id);
    if (type === "cases") return c.getCase(id);
    if (type === "solutions") return c.getSolution(id);
    if (type === "qas") return c.getQa(id);
    return c.getHelpArticle(id);
  };

  for (const type of WITH_PAGES)
    it(`${type}: the settings round-trip, reach the public detail, and noindex leaves the sitemap`, async () => {
      const [first] = (await s.editorial.list(editor, type, { status: "published", sort: "id" })).items;
      const item = await s.editorial.get(editor, type, first!.id);
      const before = await detail(type, item.id);
      expect(before?.seo).toEqual({ title: null, description: null, image: null, noindex: false });
      const paths = TYPES[type].urls!(item.id)!;
      expect((await sitemapPaths(s.content)).has(paths.desktop)).toBe(true);

      const cover = (item.document as { coverKey?: string | null }).coverKey ?? null;
      const seo = {
        seoTitle: `Own title of ${type}`,
        seoDescription: "What the search result says under the title, written for people searching.",
        seoImageKey: cover,
        noindex: true,
      };
      const saved = await s.editorial.saveDraft(editor, type, item.id, item.version, { ...item.document, ...seo });
      expect(saved.draft).toMatchObject(seo);
      const live = await s.editorial.publish(editor, type, item.id, saved.version);
      expect(live.published).toMatchObject(seo);
      await s.changes.check();

      const after = await detail(type, item.id);
      expect(after?.seo).toMatchObject({ title: seo.seoTitle, description: seo.seoDescription, noindex: true });
      if (cover) expect(after?.seo.image?.src).toContain(cover);
      expect((await sitemapPaths(s.content)).has(paths.desktop)).toBe(false);

      const cleared = Object.fromEntries(SEO_KEYS.map((k) => [k, k === "noindex" ? false : null]));
      const back = await s.editorial.saveDraft(editor, type, item.id, live.version, { ...live.document, ...cleared });
      await s.editorial.publish(editor, type, item.id, back.version);
      await s.changes.check();
      expect((await detail(type, item.id))?.seo).toEqual({
        title: null,
        description: null,
        image: null,
        noindex: false,
      });
      expect((await sitemapPaths(s.content)).has(paths.desktop)).toBe(true);
    });
});

describe("the page head with an item's own settings", () => {
  const args = {
    location: { pathname: "/detail/1" },
    matches: [{ id: "root", loaderData: { siteUrl: "https://example.com" } }],
  };
  const content = (tags: ReturnType<typeof pageMeta>, key: string, name: string) =>
    (tags.find((t) => (t as Record<string, string>)[key] === name) as { content?: string } | undefined)?.content;

  it("uses the SEO title whole, the description, the sharing image and noindex", () => {
    const image = {
      src: "/media/upload-3-960.jpg",
      width: 960,
      height: 540,
      alt: "A team",
      sources: [],
      widths: [960],
    };
    const tags = pageMeta(args, {
      title: "Derived",
      description: "Derived summary",
      image: "/media/cover.jpg",
      seo: { title: "Own title", description: "Own description", image, noindex: true },
    });
    expect(tags).toContainEqual({ title: "Own title" });
    expect(content(tags, "name", "description")).toBe("Own description");
    expect(content(tags, "property", "og:image")).toBe("https://example.com/media/upload-3-960.jpg");
    expect(content(tags, "name", "twitter:image")).toBe("https://example.com/media/upload-3-960.jpg");
    expect(content(tags, "name", "robots")).toBe("noindex");
  });

  it("derives everything as before when the settings are empty", () => {
    const tags = pageMeta(args, {
      title: "Derived",
      description: "Derived summary",
      image: "/media/cover.jpg",
      seo: { title: null, description: null, image: null, noindex: false },
    });
    expect(tags).toContainEqual({ title: "Derived | Brightlane" });
    expect(content(tags, "name", "description")).toBe("Derived summary");
    expect(content(tags, "property", "og:image")).toBe("https://example.com/media/cover.jpg");
    expect(content(tags, "name", "robots")).toBeUndefined();
  });
});
