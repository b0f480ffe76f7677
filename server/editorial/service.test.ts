/**
 * The editorial workflow through its service, on SQLite and PostgreSQL: every
 * content type's seeded item opens, saves a draft that visitors do not see, and
 * publishes; stale writes answer "stale" with who and when; authors cannot
 * publish; revisions, trash, 410s, redirects, schedules and preview links.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_TYPES, type ContentType } from "../../app/kernel/editorial-schemas.ts";
import { readContentVersion } from "../../db/content-version.ts";
import { FAST_SCRYPT, makeStaff } from "../../tests/support/accounts.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import type { Role, StaffUser } from "../../app/kernel/services/accounts.ts";
import { TYPES } from "./registry.ts";
import { EditorialError, type Caller } from "../../app/kernel/services/editorial.ts";

const caller = (role: Role, id = `${role}-1`): Caller => ({
  user: {
    id,
    email: `${id}@example.com`,
    name: role,
    role,
    sessionId: "s",
    tokenId: null,
    twoFactorEnabled: true,
    twoFactorEnrolmentRequired: false,
  } satisfies StaffUser,
  client: { ip: "203.0.113.9", userAgent: "vitest" },
});

async function refusal(work: Promise<unknown>): Promise<EditorialError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof EditorialError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe.each(BACKENDS)("editorial service on %s", (backend) => {
  let s: TestServices;
  const editor = caller("editor");
  const author = caller("author");
  const firstId: Partial<Record<ContentType, number>> = {};

  beforeAll(async () => {
    s = await createTestServices(backend, "editorial", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
    });
    for (const type of CONTENT_TYPES) {
      const list = await s.editorial.list(editor, type, { status: "published", sort: "id" });
      firstId[type] = list.items[0]!.id;
    }
  }, 60_000);
  afterAll(async () => s?.dispose());

  for (const type of CONTENT_TYPES)
    it(`${type}: a seeded item opens, a draft stays off the site until it is published`, async () => {
      const info = TYPES[type];
      const id = firstId[type]!;
      const item = await s.editorial.get(editor, type, id);
      expect(item.status).toBe("published");
      expect(item.version).toBe(1);
      const key = "title" in item.document ? "title" : "name" in item.document ? "name" : "siteName";
      const column = info.titleColumn;
      const live = async () =>
        (
          (await s.db.kysely
            .selectFrom(info.table)
            .select(column as never)
            .where("id", "=", id)
            .executeTakeFirstOrThrow()) as Record<string, string>
        )[column];
      const before = await live();
      const changed = { ...item.document, [key]: `${before} (revised)` };
      const saved = await s.editorial.saveDraft(editor, type, id, item.version, changed);
      expect(saved.version).toBe(2);
      expect(saved.hasDraft).toBe(true);
      expect(await live()).toBe(before);
      const version = (await readContentVersion(s.db.kysely)).version;
      const published = await s.editorial.publish(editor, type, id, saved.version);
      expect(published.status).toBe("published");
      expect(published.hasDraft).toBe(false);
      expect(await live()).toBe(`${before} (revised)`);
      const bumped = await readContentVersion(s.db.kysely);
      expect(bumped.version).toBe(version + 1);
      // A live item edited in place: exactly the pages that show it; a block its page's, the settings every page.
      expect(bumped.types).toEqual(
        info.table === "blocks"
          ? [`blocks:list:${info.scope.page}`]
          : info.singleton
            ? ["site"]
            : [`${info.table}:${id}`],
      );
    });

  it("refuses a stale or missing version, naming who changed the item and when", async () => {
    const id = firstId.news!;
    const item = await s.editorial.get(editor, "news", id);
    const other = caller("admin", "admin-2");
    await s.editorial.saveDraft(other, "news", id, item.version, { ...item.document, summary: "Theirs" });
    const stale = await refusal(s.editorial.saveDraft(editor, "news", id, item.version, item.document));
    expect(stale.code).toBe("stale");
    expect(stale.current).toMatchObject({ version: item.version + 1, changedBy: { email: "admin-2@example.com" } });
    expect(Date.now() - Date.parse(stale.current!.changedAt)).toBeLessThan(60_000);
    expect((await refusal(s.editorial.saveDraft(editor, "news", id, null, item.document))).code).toBe(
      "precondition_required",
    );
    // A draft may lack fields (draft-rule.test.ts), but what it holds is checked.
    const invalid = await refusal(
      s.editorial.saveDraft(editor, "news", id, item.version + 1, { title: "x".repeat(201) }),
    );
    expect(invalid.code).toBe("invalid");
    expect(invalid.fields).toMatchObject({ title: "At most 200 characters" });
  });

  it("lets an author write and submit their own draft, mails editors, and refuses publishing", async () => {
    await makeStaff(s, "reviewer@example.com", "editor", false);
    const base = (await s.editorial.get(editor, "news", firstId.news!)).document;
    const created = await s.editorial.createDraft(author, "news", { ...base, title: "An author's first draft" });
    expect(created.status).toBe("draft");
    expect(created.published).toBeNull();
    const saved = await s.editorial.saveDraft(author, "news", created.id, created.version, {
      ...base,
      title: "An author's second draft",
    });
    const submitted = await s.editorial.submitForReview(author, "news", created.id, saved.version);
    expect(submitted.status).toBe("in_review");
    expect(submitted.submittedBy?.email).toBe(author.user.email);
    const outbox = path.join(s.dataDir, "outbox");
    const mails = readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), "utf8"));
    expect(mails.some((m) => m.includes("reviewer@example.com") && m.includes("An author's second draft"))).toBe(true);
    expect((await refusal(s.editorial.publish(author, "news", created.id))).code).toBe("forbidden");
    const seeded = await s.editorial.get(author, "news", firstId.news!);
    expect(
      (await refusal(s.editorial.saveDraft(author, "news", seeded.id, seeded.version, seeded.document))).code,
    ).toBe("forbidden");
    // Nothing public: the new item's row is not published.
    expect(await s.content.getNews(created.id)).toBeNull();
    const live = await s.editorial.publish(editor, "news", created.id);
    expect(live.status).toBe("published");
    s.content.invalidate();
    expect((await s.content.getNews(created.id))?.title).toBe("An author's second draft");
  });

  it("keeps every save as a revision with a field diff, and restores an old one as a new draft", async () => {
    const id = firstId.qas!;
    const revisions = await s.editorial.revisions(editor, "qas", id);
    // Newest first; numbers run on across the item's locales (decision 0105), so the seeded
    // Chinese translation's revision may sit between the two.
    const numbers = revisions.map((r) => r.number);
    expect(numbers).toHaveLength(2);
    expect(numbers[0]).toBeGreaterThan(numbers[1]!);
    expect(revisions[0]!.changed).toEqual(["title"]);
    expect(revisions.every((r) => r.published)).toBe(true);
    const diff = await s.editorial.diff(editor, "qas", id, revisions[0]!.id);
    expect(diff.fields).toHaveLength(1);
    expect(diff.fields[0]!.parts?.some((p) => p.added && p.value.includes("revised"))).toBe(true);
    const restored = await s.editorial.restoreRevision(editor, "qas", id, revisions[1]!.id);
    expect(restored.hasDraft).toBe(true);
    expect((restored.draft as { title: string }).title).not.toContain("(revised)");
    const after = (await s.editorial.revisions(editor, "qas", id)).map((r) => r.number);
    expect(after.slice(1)).toEqual(numbers);
    expect(after[0]).toBeGreaterThan(numbers[0]!);
    expect((await refusal(s.editorial.restoreRevision(editor, "qas", id, 999_999))).code).toBe("not_found");
  });

  it("answers 410 for a taken-down item until it is published again; deletion goes to a restorable trash", async () => {
    const id = firstId.solutions!;
    const urls = (await s.editorial.get(editor, "solutions", id)).urls!;
    await s.editorial.unpublish(editor, "solutions", id);
    expect(await s.editorial.resolvePath(urls.desktop)).toMatchObject({ status: 410, to: null });
    expect(await s.editorial.resolvePath(urls.mobile!)).toMatchObject({ status: 410 });
    s.content.invalidate();
    expect(await s.content.getSolution(id)).toBeNull();
    await s.editorial.publish(editor, "solutions", id);
    expect(await s.editorial.resolvePath(urls.desktop)).toBeNull();

    await s.editorial.remove(editor, "solutions", id);
    expect(await s.editorial.resolvePath(urls.desktop)).toMatchObject({ status: 410 });
    expect(await s.editorial.get(editor, "solutions", id)).toMatchObject({
      status: "trashed",
      deletedAt: expect.any(String),
    });
    expect((await refusal(s.editorial.publish(editor, "solutions", id))).code).toBe("not_found");
    const trash = await s.editorial.list(editor, "solutions", { status: "trashed" });
    expect(trash.items.map((i) => i.id)).toEqual([id]);
    const back = await s.editorial.restoreFromTrash(editor, "solutions", id);
    expect(back.status).toBe("unpublished");
    expect(await s.editorial.purgeTrash(new Date(Date.now() + 31 * 86_400_000))).toBe(0);
    await s.editorial.remove(editor, "solutions", id);
    expect(await s.editorial.purgeTrash(new Date(Date.now() + 31 * 86_400_000))).toBe(1);
    expect((await refusal(s.editorial.get(editor, "solutions", id))).code).toBe("not_found");
  });

  it("lets editors redirect an old URL before rendering", async () => {
    const saved = await s.editorial.saveRedirect(editor, { from: "/old-offer", to: "/promotion", status: 301 });
    expect(await s.editorial.resolvePath("/old-offer/")).toMatchObject({ to: "/promotion", status: 301 });
    expect((await refusal(s.editorial.saveRedirect(author, { from: "/x", to: "/y", status: 302 }))).code).toBe(
      "forbidden",
    );
    await s.editorial.deleteRedirect(editor, saved.id);
    expect(await s.editorial.resolvePath("/old-offer")).toBeNull();
  });

  it("runs a due schedule once, publishing the draft it was given", async () => {
    const id = firstId.promotions!;
    const item = await s.editorial.get(editor, "promotions", id);
    const saved = await s.editorial.saveDraft(editor, "promotions", id, item.version, {
      ...item.document,
      offer: "Half price this week",
    });
    const at = new Date(Date.now() + 60_000).toISOString();
    const scheduled = await s.editorial.schedule(editor, "promotions", id, "publish", at);
    expect((await s.editorial.get(editor, "promotions", id)).scheduled.map((x) => x.id)).toEqual([scheduled.id]);
    expect(await s.editorial.runDueSchedules()).toBe(0);
    // Edits after scheduling stay a draft: the schedule publishes what it was given.
    await s.editorial.saveDraft(editor, "promotions", id, saved.version + 0, { ...item.document, offer: "Later idea" });
    expect(await s.editorial.runDueSchedules(new Date(Date.now() + 120_000))).toBe(1);
    expect(await s.editorial.runDueSchedules(new Date(Date.now() + 120_000))).toBe(0);
    const row = await s.db.kysely
      .selectFrom("promotions")
      .select("offer")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.offer).toBe("Half price this week");
    const after = await s.editorial.get(editor, "promotions", id);
    expect(after.scheduled).toEqual([]);
    expect((after.draft as { offer: string }).offer).toBe("Later idea");
  });

  it("opens a draft by preview link until it expires or is revoked", async () => {
    // An author may share only their own drafts (preview-amplifier.test.ts); this seeded item is nobody's.
    const id = firstId.news!;
    const link = await s.editorial.createPreviewLink(editor, "news", id, 2);
    expect(link.url).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/);
    expect(link.mobileUrl).toBe(`${link.url}/mobile`);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(2 * 86_400_000);
    const token = link.url.split("/").pop()!;
    const grant = await s.editorial.openPreview(token);
    expect(grant).toMatchObject({ type: "news", id });
    expect(await s.editorial.openPreview(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toBeNull();
    await s.editorial.revokePreviewLink(editor, "news", id, link.id);
    expect(await s.editorial.openPreview(token)).toBe("gone");
    expect((await s.editorial.previewLinks(editor, "news", id))[0]?.revokedAt).not.toBeNull();
  });

  it("shows an active share link's address again, keeps no token in the database, and none once revoked", async () => {
    const id = firstId.news!;
    const link = await s.editorial.createPreviewLink(editor, "news", id, 3);
    const listed = (await s.editorial.previewLinks(editor, "news", id)).find((l) => l.id === link.id);
    expect(listed).toMatchObject({ url: link.url, mobileUrl: link.mobileUrl, revokedAt: null });
    const token = link.url.split("/").pop()!;
    const row = await s.db.kysely
      .selectFrom("preview_links")
      .selectAll()
      .where("id", "=", link.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(token);
    await s.editorial.revokePreviewLink(editor, "news", id, link.id);
    const revoked = (await s.editorial.previewLinks(editor, "news", id)).find((l) => l.id === link.id);
    expect(revoked).toMatchObject({ url: "", mobileUrl: null });
  });

  it("lists with search, filters, sort and paging, and records every write in the audit trail", async () => {
    const page = await s.editorial.list(editor, "news", { q: "revised", pageSize: 5 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((i) => i.title.toLowerCase().includes("revised"))).toBe(true);
    const byTitle = await s.editorial.list(editor, "news", { sort: "title", pageSize: 100 });
    const titles = byTitle.items.map((i) => i.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    const events = await s.audit.list({ targetType: "news", page: 1, pageSize: 200 });
    const actions = new Set(events.entries.map((e) => e.action));
    for (const a of ["content.draft-saved", "content.published", "content.created", "content.submitted"])
      expect(actions).toContain(a);
    expect((await refusal(s.editorial.list(caller("sales"), "news", {}))).code).toBe("forbidden");
  });
});
