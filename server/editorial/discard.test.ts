/**
 * Discarding a draft: the item goes back to what is live, the live page does not
 * change, every revision stays in the history, and there is nothing to discard on an
 * item without a draft or one that was never published (that one goes to the trash).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAST_SCRYPT } from "../../tests/support/accounts.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import type { Role, StaffUser } from "../../app/kernel/services/accounts.ts";
import { EditorialError, type Caller } from "../../app/kernel/services/editorial.ts";

const caller = (role: Role): Caller => ({
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
});

const editor = caller("editor");

describe.each(BACKENDS)("discarding a draft on %s", (backend) => {
  let s: TestServices;
  let id: number;
  const liveTitle = async () =>
    (await s.db.kysely.selectFrom("news").select("title").where("id", "=", id).executeTakeFirstOrThrow()).title;

  beforeAll(async () => {
    s = await createTestServices(backend, "discard", { scrypt: FAST_SCRYPT, jobIntervalMs: 0, auditRetention: false });
    id = (await s.editorial.list(editor, "news", { status: "published", sort: "id" })).items[0]!.id;
  }, 60_000);
  afterAll(async () => s?.dispose());

  it("returns the item to what is live and keeps the revisions", async () => {
    const item = await s.editorial.get(editor, "news", id);
    const live = await liveTitle();
    const draft = await s.editorial.saveDraft(editor, "news", id, item.version, {
      ...item.document,
      title: `${item.title} (a draft to drop)`,
    });
    const submitted = await s.editorial.submitForReview(editor, "news", id, draft.version);
    expect(submitted.status).toBe("in_review");
    const revisions = await s.editorial.revisions(editor, "news", id);

    const discarded = await s.editorial.discardDraft(editor, "news", id, submitted.version);
    expect(discarded).toMatchObject({ hasDraft: false, status: "published", title: item.title });
    expect(discarded.version).toBeGreaterThan(submitted.version);
    expect(discarded.document).toEqual(item.document);
    expect(await liveTitle()).toBe(live);
    expect(await s.editorial.revisions(editor, "news", id)).toEqual(revisions);
    const audit = await s.audit.list({ action: "content.draft-discarded" });
    expect(audit.entries[0]).toMatchObject({ targetType: "news", targetId: String(id) });
  });

  it("refuses without a draft, on a stale version, for an author, and on an item never published", async () => {
    const item = await s.editorial.get(editor, "news", id);
    const refused = async (work: Promise<unknown>) => {
      try {
        await work;
      } catch (error) {
        if (error instanceof EditorialError) return error.code;
        throw error;
      }
      return "done";
    };
    expect(await refused(s.editorial.discardDraft(editor, "news", id, item.version))).toBe("conflict");
    const draft = await s.editorial.saveDraft(editor, "news", id, item.version, { ...item.document, summary: "x" });
    expect(await refused(s.editorial.discardDraft(editor, "news", id, item.version))).toBe("stale");
    expect(await refused(s.editorial.discardDraft(caller("author"), "news", id, draft.version))).toBe("forbidden");
    const fresh = await s.editorial.createDraft(editor, "news", { ...item.document, title: "Never live" });
    expect(await refused(s.editorial.discardDraft(editor, "news", fresh.id, fresh.version))).toBe("conflict");
  });
});
