/**
 * Rich text is sanitised when written: a legacy `{ html }` body reaches the stored
 * revision (what the admin editor loads) through the kernel's one allow-list, on
 * every write path: a new draft and a saved draft (admin form and admin API call
 * these) and validDocument, which the seed and imports go through.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAST_SCRYPT } from "../../tests/support/accounts.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import type { StaffUser } from "../../app/kernel/services/accounts.ts";
import { checkRows } from "./import.ts";
import { TYPES } from "./registry.ts";
import type { Caller } from "../../app/kernel/services/editorial.ts";
import { validDocument } from "./workflow.ts";

const HOSTILE =
  '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror="alert(2)">' +
  '<a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe></p>';
const CLEAN = "<p>Hi<a>x</a></p>";

const editor: Caller = {
  user: {
    id: "editor-1",
    email: "editor-1@example.com",
    name: "editor",
    role: "editor",
    sessionId: "s",
    tokenId: null,
    twoFactorEnabled: true,
    twoFactorEnrolmentRequired: false,
  } satisfies StaffUser,
  client: { ip: "203.0.113.9", userAgent: "vitest" },
};

describe("rich text sanitised on write", () => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices("sqlite", "sanitise-on-write", { scrypt: FAST_SCRYPT, jobIntervalMs: 0 });
  }, 60_000);
  afterAll(async () => s?.dispose());

  const storedRevisions = async (id: number) =>
    (
      await s.db.kysely
        .selectFrom("editorial_revisions")
        .select("document")
        .where("type", "=", "news")
        .where("item_id", "=", id)
        .execute()
    ).map((r) => String(r.document));

  it("validDocument, the seed's and imports' way in, cleans a legacy body", async () => {
    const first = (await s.editorial.list(editor, "news", { status: "published", sort: "id" })).items[0]!;
    const item = await s.editorial.get(editor, "news", first.id);
    const document = validDocument(TYPES.news, { ...item.document, body: { html: HOSTILE } });
    expect((document as { body: unknown }).body).toEqual({ html: CLEAN });
  });

  it("checks the seed's rows through the same path: the revision it will write holds the clean body", async () => {
    const first = (await s.editorial.list(editor, "news", { status: "published", sort: "id" })).items[0]!;
    const row = await s.db.kysely.selectFrom("news").selectAll().where("id", "=", first.id).executeTakeFirstOrThrow();
    const checked = checkRows({ news: [{ ...row, body_html: HOSTILE }] }).get("news")!;
    expect((checked.items[0]!.document as { body: unknown }).body).toEqual({ html: CLEAN });
    expect(checked.written[0]!.body_html).toBe(CLEAN);
  });

  it("stores a new draft's and a saved draft's legacy body sanitised, as the editor then loads it", async () => {
    const first = (await s.editorial.list(editor, "news", { status: "published", sort: "id" })).items[0]!;
    const item = await s.editorial.get(editor, "news", first.id);
    const saved = await s.editorial.saveDraft(editor, "news", item.id, item.version, {
      ...item.document,
      body: { html: HOSTILE },
    });
    expect((saved.document as { body: unknown }).body).toEqual({ html: CLEAN });
    const created = await s.editorial.createDraft(editor, "news", { ...item.document, body: { html: HOSTILE } });
    expect((created.document as { body: unknown }).body).toEqual({ html: CLEAN });
    for (const id of [item.id, created.id])
      for (const stored of await storedRevisions(id))
        expect(stored).not.toMatch(/script|onerror|onclick|javascript|iframe/);
  });
});
