/**
 * The pieces of single pages edited like any item, on SQLite and PostgreSQL: site
 * settings, home page blocks, the pricing FAQ and help topics reach visitors only
 * when published, through the content service; the site settings cannot be taken
 * down; a help topic holding articles cannot go to the trash. Also the admin list's
 * search and title order, and the seed's check of every row it writes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentOf } from "../../app/kernel/editorial-schemas.ts";
import { FAST_SCRYPT } from "../../tests/support/accounts.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { EditorialError, type Caller } from "../../app/kernel/services/editorial.ts";

const editor: Caller = {
  user: {
    id: "editor-1",
    email: "editor-1@example.com",
    name: "Editor",
    role: "editor",
    sessionId: "s",
    tokenId: null,
    twoFactorEnabled: true,
    twoFactorEnrolmentRequired: false,
  },
  client: { ip: "203.0.113.9", userAgent: "vitest" },
};

async function refusal(work: Promise<unknown>): Promise<EditorialError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof EditorialError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe.each(BACKENDS)("single-page content on %s", (backend) => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices(backend, "editorial-pages", { scrypt: FAST_SCRYPT, jobIntervalMs: 0 });
  }, 60_000);
  afterAll(async () => s?.dispose());

  /** Edits the item's document, saves a draft and publishes it; returns what the site showed in between. */
  async function revise<T extends "site-settings" | "home-blocks" | "price-faq" | "help-categories">(
    type: T,
    id: number,
    change: (doc: DocumentOf[T]) => DocumentOf[T],
  ): Promise<void> {
    const item = await s.editorial.get(editor, type, id);
    const saved = await s.editorial.saveDraft(editor, type, id, item.version, change(item.document as DocumentOf[T]));
    await s.editorial.publish(editor, type, id, saved.version);
  }

  it("publishes the site settings to every page, and never takes them down", async () => {
    const before = await s.content.getSiteSettings();
    const { items } = await s.editorial.list(editor, "site-settings", {});
    expect(items).toHaveLength(1);
    const item = await s.editorial.get(editor, "site-settings", items[0]!.id);
    expect(item.document).toMatchObject({ siteName: before.siteName, contact: before.contact });
    // A draft leaves the site as it was.
    await s.editorial.saveDraft(editor, "site-settings", item.id, item.version, {
      ...item.document,
      contact: { ...before.contact, phone: "+44 20 7946 0000" },
    });
    expect((await s.content.getSiteSettings()).contact.phone).toBe(before.contact.phone);
    await s.editorial.publish(editor, "site-settings", item.id);
    expect((await s.content.getSiteSettings()).contact.phone).toBe("+44 20 7946 0000");
    for (const work of [
      s.editorial.unpublish(editor, "site-settings", item.id),
      s.editorial.remove(editor, "site-settings", item.id),
      s.editorial.createDraft(editor, "site-settings", item.document),
      s.editorial.schedule(editor, "site-settings", item.id, "unpublish", "2030-01-01T00:00:00Z"),
    ])
      expect((await refusal(work)).code).toBe("conflict");
    const bad = await refusal(
      s.editorial.saveDraft(editor, "site-settings", item.id, null, { ...item.document, navigation: [] }),
    );
    expect(bad.code).toBe("precondition_required");
  });

  it("shows a published home banner and pricing answer, and hides an unpublished one", async () => {
    const home = await s.content.getHomePage();
    const banner = home.banners[0]!;
    await revise("home-blocks", banner.id, (d) => ({ ...d, title: "A banner edited in the back office" }));
    expect((await s.content.getHomePage()).banners[0]!.title).toBe("A banner edited in the back office");
    const figures = await s.editorial.list(editor, "home-blocks", { category: "figure" });
    expect(figures.total).toBe(home.figures.length);

    const faq = await s.editorial.list(editor, "price-faq", { sort: "id" });
    expect(faq.total).toBe((await s.content.getPricePage()).faq.length);
    const first = faq.items[0]!;
    await revise("price-faq", first.id, (d) => ({ ...d, title: "Is there a free trial, really?" }));
    expect((await s.content.getPricePage()).faq[0]!.question).toBe("Is there a free trial, really?");
    await s.editorial.unpublish(editor, "price-faq", first.id);
    expect((await s.content.getPricePage()).faq.map((q) => q.question)).not.toContain("Is there a free trial, really?");
    // A pricing answer is not a home block, whatever its id.
    expect((await refusal(s.editorial.get(editor, "home-blocks", first.id))).code).toBe("not_found");
  });

  it("adds a help topic under a top-level one, and keeps a topic holding articles out of the trash", async () => {
    const tree = (await s.content.getHelpHome()).categories;
    const top = tree[0]!;
    const created = await s.editorial.createDraft(editor, "help-categories", {
      parentId: top.id,
      slug: "back-office-topic",
      title: "A topic from the back office",
      description: "Made by an editor.",
      position: 99,
    });
    const titles = async () =>
      (await s.content.getHelpHome()).categories.flatMap((c) => c.children.map((child) => child.title));
    expect(await titles()).not.toContain("A topic from the back office");
    await s.editorial.publish(editor, "help-categories", created.id);
    expect(await titles()).toContain("A topic from the back office");
    const taken = await refusal(
      s.editorial.createDraft(editor, "help-categories", { ...created.document, title: "Same slug" }),
    );
    expect(taken.fields).toMatchObject({ slug: expect.any(String) });

    const busy = await refusal(s.editorial.remove(editor, "help-categories", top.children[0]!.id));
    expect(busy.code).toBe("conflict");
    // Unpublishing a top-level topic hides its sub-topics with it.
    const child = top.children[0]!;
    await s.editorial.unpublish(editor, "help-categories", top.id);
    const hidden = await s.content.getHelpHome();
    expect(hidden.categories.map((c) => c.id)).not.toContain(child.id);
    expect(await s.content.listHelpArticles({ categoryId: child.id })).toBeNull();
    await s.editorial.publish(editor, "help-categories", top.id);
    await s.editorial.remove(editor, "help-categories", created.id);
    expect(await titles()).not.toContain("A topic from the back office");
  });

  it("searches live and draft titles and summaries, and orders titles the same on both databases", async () => {
    const news = await s.editorial.list(editor, "news", { sort: "id", pageSize: 2 });
    const item = await s.editorial.get(editor, "news", news.items[1]!.id);
    const summary = (item.document as DocumentOf["news"]).summary;
    await s.editorial.saveDraft(editor, "news", item.id, item.version, {
      ...item.document,
      title: "Zebra_crossing 100%",
    });
    const found = await s.editorial.list(editor, "news", { q: "zebra_crossing 100%" });
    expect(found.items.map((i) => i.id)).toEqual([item.id]);
    // LIKE wildcards in the words are plain characters.
    expect((await s.editorial.list(editor, "news", { q: "zebra%crossing" })).total).toBe(0);
    const bySummary = await s.editorial.list(editor, "news", { q: summary.slice(5, 25) });
    expect(bySummary.items.map((i) => i.id)).toContain(item.id);

    const sorted = await s.editorial.list(editor, "news", { sort: "title", pageSize: 100 });
    const keys = sorted.items.map((i) => i.title.toLowerCase());
    expect(keys).toEqual([...keys].sort());
    expect(sorted.total).toBeGreaterThan(50);
  });
});
