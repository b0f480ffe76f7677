/**
 * Content per locale (decision 0105) on both databases: a locale's publication leaves the
 * other locale's live words unchanged and purges its own pages only; a page in a locale
 * shows its words over the shared fields and the default's where it has none; a translation
 * whose source is published again is marked outdated.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAST_SCRYPT } from "../../tests/support/accounts.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import type { Role, StaffUser } from "../../app/kernel/services/accounts.ts";
import { EditorialError, type Caller } from "../../app/kernel/services/editorial.ts";
import { tagsOfChange } from "../../app/kernel/change-tags.ts";
import { readContentVersion } from "../../db/content-version.ts";
import { withContentScope } from "../content/scope.ts";
import { translationGaps } from "./translations.ts";
import { buildTranslations } from "../../db/seed/build-translations.ts";

const caller = (role: Role, locale?: string): Caller => ({
  user: {
    id: `${role}-1`,
    email: `${role}-1@example.com`,
    name: role,
    role,
    sessionId: "s",
    tokenId: null,
    twoFactorEnabled: true,
    twoFactorEnrolmentRequired: false,
  } satisfies StaffUser,
  client: { ip: "203.0.113.9", userAgent: "vitest" },
  ...(locale ? { locale } : {}),
});

const editor = caller("editor");
const zhEditor = caller("editor", "zh-Hans");
const ZH = { tag: "zh-Hans", chain: ["zh-Hans"], source: "en" };
const seeded = buildTranslations();

describe.each(BACKENDS)("content per locale on %s", (backend) => {
  let s: TestServices;
  let id: number;
  /** The article as a reader in `locale` sees it, through the content service. */
  const read = (locale?: typeof ZH) =>
    withContentScope({ deps: new Set(), ...(locale ? { locale } : {}) }, () => s.content.getNews(id));

  beforeAll(async () => {
    s = await createTestServices(backend, "locale-content", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
      env: { LOCALES: "en,zh-Hans", DEMO_CONTENT: "on" },
    });
    // An article the seed leaves untranslated, so its Chinese page starts as the fallback.
    const translated = new Set(seeded.filter((t) => t.type === "news").map((t) => t.id));
    const published = (await s.editorial.list(editor, "news", { status: "published", sort: "id" })).items;
    id = published.find((item) => !translated.has(item.id))!.id;
  }, 120_000);
  afterAll(async () => s?.dispose());

  it("shows the seed's translation over the shared fields, and the default's words where it has none", async () => {
    const en = await withContentScope({ deps: new Set() }, () => s.content.getNews(1));
    const zh = await withContentScope({ deps: new Set(), locale: ZH }, () => s.content.getNews(1));
    const words = seeded.find((t) => t.type === "news" && t.id === 1)!.fields;
    expect(zh!.title).toBe(words.title);
    expect(en!.title).not.toBe(zh!.title);
    expect(zh!.bodyHtml).not.toBe(en!.bodyHtml);
    // Shared: the cover's pictures and the date; its description is words, so translated.
    expect({ ...zh!.cover, alt: "" }).toEqual({ ...en!.cover, alt: "" });
    expect(zh!.cover!.alt).toBe(words.coverAlt);
    expect(zh!.publishedAt).toBe(en!.publishedAt);
    // An item without a translation falls back whole (its neighbours may be translated).
    const [fallback, source] = [await read(ZH), await read()];
    for (const key of ["title", "summary", "bodyHtml", "cover", "tags"] as const)
      expect(fallback![key]).toEqual(source![key]);
  });

  it("publishes a translation without touching the default's live words, and the other way round", async () => {
    const enBefore = await read();
    const draft = await s.editorial.get(zhEditor, "news", id);
    expect(draft.translation).toMatchObject({ locale: "zh-Hans", live: false, outdated: false });
    expect(draft.translation!.source.title).toBe(enBefore!.title);
    const saved = await s.editorial.saveDraft(zhEditor, "news", id, draft.version, { title: "中文标题" });
    // A draft is no one's live text.
    expect((await read(ZH))!.title).toBe(enBefore!.title);
    const version = (await readContentVersion(s.db.kysely)).version;
    await s.editorial.publish(zhEditor, "news", id, saved.version);
    const change = await readContentVersion(s.db.kysely);
    expect(change.version).toBe(version + 1);
    // The purge names the Chinese pages alone.
    expect(change.types).toEqual([`zh-Hans/news:${id}`]);
    expect([...tagsOfChange(change.types)!]).toEqual([`zh-Hans/news:${id}`]);
    s.content.invalidate();
    expect((await read(ZH))!.title).toBe("中文标题");
    // A field the translation leaves out keeps the default's words.
    expect((await read(ZH))!.bodyHtml).toBe(enBefore!.bodyHtml);
    expect(await read()).toEqual(enBefore);

    // An English draft and its publication leave the Chinese words live as they were.
    const en = await s.editorial.get(editor, "news", id);
    const enDraft = await s.editorial.saveDraft(editor, "news", id, en.version, {
      ...en.document,
      title: "English again",
    });
    expect((await read())!.title).toBe(enBefore!.title);
    await s.editorial.publish(editor, "news", id, enDraft.version);
    s.content.invalidate();
    expect((await read())!.title).toBe("English again");
    expect((await read(ZH))!.title).toBe("中文标题");
  });

  it("marks the translation outdated once its source is published again, and lists it", async () => {
    const item = await s.editorial.get(zhEditor, "news", id);
    expect(item.translation).toMatchObject({ live: true, outdated: true });
    // With what changed in the source since: the title alone.
    expect(item.translation!.sourceChanges).toMatchObject([{ field: "title", after: "English again" }]);
    const gaps = (await translationGaps(s.db.kysely, "zh-Hans")).find((g) => g.type === "news")!;
    expect(gaps.outdated.map((o) => o.id)).toContain(id);
    expect(gaps.missing.map((o) => o.id)).not.toContain(id);
    expect(gaps.missing.map((o) => o.id)).not.toContain(1);
    // Translated again from the new source: no longer outdated.
    const again = await s.editorial.saveDraft(zhEditor, "news", id, item.version, { title: "新的中文标题" });
    await s.editorial.publish(zhEditor, "news", id, again.version);
    expect((await s.editorial.get(zhEditor, "news", id)).translation!.outdated).toBe(false);
  });

  it("keeps each locale's revisions apart, and takes a translation down to its fallback", async () => {
    const zhRevisions = await s.editorial.revisions(zhEditor, "news", id);
    const enRevisions = await s.editorial.revisions(editor, "news", id);
    expect(zhRevisions).toHaveLength(2);
    expect(enRevisions.map((r) => r.id)).not.toContain(zhRevisions[0]!.id);
    const item = await s.editorial.get(zhEditor, "news", id);
    await s.editorial.unpublish(zhEditor, "news", id, item.version);
    s.content.invalidate();
    expect((await read(ZH))!.title).toBe("English again");
    expect((await read())!.title).toBe("English again");
  });

  it("refuses shared fields in a translation and a locale the site lacks", async () => {
    const item = await s.editorial.get(zhEditor, "news", id);
    const refusal = await s.editorial
      .saveDraft(zhEditor, "news", id, item.version, { title: "标题", coverKey: "news-1" })
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(EditorialError);
    expect((refusal as EditorialError).fields).toHaveProperty("coverKey");
    const unknown = await s.editorial.get(caller("editor", "de"), "news", id).catch((e: unknown) => e);
    expect((unknown as EditorialError).code).toBe("invalid");
  });

  it("lists a translation waiting for review on a reviewer's dashboard, in its language", async () => {
    const item = await s.editorial.get(zhEditor, "news", id);
    const saved = await s.editorial.saveDraft(zhEditor, "news", id, item.version, { title: "待审的标题" });
    await s.editorial.submitForReview(zhEditor, "news", id, saved.version);
    const reviewer = caller("admin");
    const { waiting } = await s.editorial.worklist(reviewer);
    expect(waiting.filter((w) => w.type === "news" && w.id === id)).toEqual([
      expect.objectContaining({ title: "待审的标题", status: "in_review", locale: "zh-Hans", by: zhEditor.user.email }),
    ]);
    // The submitter's own work is no one else's to wait for, in any language.
    expect((await s.editorial.worklist(zhEditor)).waiting.some((w) => w.id === id && w.type === "news")).toBe(false);
  });
});
