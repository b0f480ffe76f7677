/**
 * A draft may be incomplete; publishing checks completeness. For every content type,
 * on SQLite and PostgreSQL: a new item (or the singleton's draft) saved with its
 * required text, images and lists emptied is kept as typed and stays off the site;
 * publishing it is refused with a message per missing field and changes nothing live;
 * filled in again, it publishes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_TYPES, DOCUMENT_SCHEMAS, type ContentType } from "../../app/kernel/editorial-schemas.ts";
import { readContentVersion } from "../../db/content-version.ts";
import { FAST_SCRYPT } from "../../tests/support/accounts.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import type { Role, StaffUser } from "../../app/kernel/services/accounts.ts";
import { TYPES } from "./registry.ts";
import { EditorialError, type Caller } from "../../app/kernel/services/editorial.ts";

const caller = (role: Role): Caller => ({
  user: {
    id: `${role}-draft`,
    email: `${role}-draft@example.com`,
    name: role,
    role,
    sessionId: "s",
    tokenId: null,
    twoFactorEnabled: true,
    twoFactorEnrolmentRequired: false,
  } satisfies StaffUser,
  client: { ip: "203.0.113.9", userAgent: "vitest" },
});

/** The document with every field publishing needs but a draft may lack left empty. */
function emptied(type: ContentType, document: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...document };
  const emptiedKeys: string[] = [];
  const shape = (
    DOCUMENT_SCHEMAS[type] as unknown as { shape: Record<string, { safeParse: (v: unknown) => { success: boolean } }> }
  ).shape;
  for (const [key, field] of Object.entries(shape)) {
    if (/Id$/.test(key)) continue;
    const value = document[key];
    const blank = typeof value === "string" ? "" : Array.isArray(value) ? [] : undefined;
    if (blank === undefined || field.safeParse(blank).success) continue;
    out[key] = blank;
    emptiedKeys.push(key);
  }
  return { document: out, emptiedKeys };
}

async function refusal(work: Promise<unknown>): Promise<EditorialError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof EditorialError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe.each(BACKENDS)("drafts may be incomplete on %s", (backend) => {
  let s: TestServices;
  const author = caller("author");
  const editor = caller("editor");

  beforeAll(async () => {
    s = await createTestServices(backend, "drafts", { scrypt: FAST_SCRYPT, jobIntervalMs: 0, auditRetention: false });
  }, 60_000);
  afterAll(async () => s?.dispose());

  for (const type of CONTENT_TYPES)
    it(`${type}: an incomplete draft is saved as typed; publishing names what is missing`, async () => {
      const [seeded] = (await s.editorial.list(editor, type, { status: "published", sort: "id" })).items;
      const full = (await s.editorial.get(editor, type, seeded!.id)).document as Record<string, unknown>;
      const { document, emptiedKeys } = emptied(type, full);
      expect(emptiedKeys.length).toBeGreaterThan(0);
      // Slugs and page paths are unique: the copy gets its own.
      if ("slug" in full) full.slug = `draft-${type}`;
      if ("path" in full) full.path = `draft-${type}`;
      // A page's empty address is the home page's, which the schema accepts: the draft leaves it out.
      if ("path" in document) delete document.path;

      const singleton = TYPES[type].singleton;
      // A second item as empty: blank unique columns (slugs) do not collide.
      if (!singleton) await s.editorial.createDraft(author, type, document);
      const item = singleton
        ? await s.editorial.saveDraft(editor, type, seeded!.id, seeded!.version, document)
        : await s.editorial.createDraft(author, type, document);
      expect(item.draft ?? item.document).not.toHaveProperty(emptiedKeys[0]!);
      const liveBefore = (await readContentVersion(s.db.kysely)).version;

      const refused = await refusal(s.editorial.publish(editor, type, item.id, item.version));
      expect(refused.code).toBe("invalid");
      expect(refused.message).toMatch(/^Not published: fill in /);
      for (const key of emptiedKeys) expect(refused.fields?.[key]).toMatch(/^(Required|Choose an image)$/);
      expect((await readContentVersion(s.db.kysely)).version).toBe(liveBefore);
      const after = await s.editorial.get(editor, type, item.id);
      expect(after.status).toBe(singleton ? "published" : "draft");

      const saved = await s.editorial.saveDraft(editor, type, item.id, after.version, full);
      const live = await s.editorial.publish(editor, type, item.id, saved.version);
      expect(live.status).toBe("published");
    });

  it("a first news draft needs no cover, author or summary", async () => {
    const item = await s.editorial.createDraft(author, "news", { type: "company", title: "First draft" });
    expect(item.status).toBe("draft");
    expect(item.document).toEqual({ type: "company", title: "First draft" });
    const again = await s.editorial.saveDraft(author, "news", item.id, item.version, {
      type: "company",
      title: "First draft",
      coverKey: "",
      tags: ["Launch"],
    });
    expect(again.document).toEqual({ type: "company", title: "First draft", tags: ["Launch"] });
  });

  it("what a draft does hold is checked as strictly as when published", async () => {
    const refused = await refusal(
      s.editorial.createDraft(author, "news", { type: "company", title: "x".repeat(201), tags: ["y".repeat(61)] }),
    );
    expect(refused.code).toBe("invalid");
    expect(refused.fields).toEqual({ title: "At most 200 characters", "tags.0": expect.any(String) });
    expect((await refusal(s.editorial.createDraft(author, "news", { title: "a", colour: "red" }))).fields).toEqual({
      document: "Unknown field: colour",
    });
  });

  it("tells an author which items they may edit: their own drafts, not a colleague's", async () => {
    const mine = await s.editorial.createDraft(author, "news", { type: "company", title: "Mine" });
    const theirs = await s.editorial.createDraft(editor, "news", { type: "company", title: "Theirs" });
    expect(mine.mayEdit).toBe(true);
    expect((await s.editorial.get(author, "news", theirs.id)).mayEdit).toBe(false);
    expect((await s.editorial.get(editor, "news", mine.id)).mayEdit).toBe(true);
    const [seeded] = (await s.editorial.list(editor, "news", { status: "published", sort: "id" })).items;
    expect((await s.editorial.get(author, "news", seeded!.id)).mayEdit).toBe(false);
    expect((await refusal(s.editorial.saveDraft(author, "news", theirs.id, theirs.version, {}))).code).toBe(
      "forbidden",
    );
  });
});
