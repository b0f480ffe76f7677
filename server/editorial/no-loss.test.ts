/**
 * Saves that change nothing write nothing: an autosave that fires after a publish,
 * or a second click on Save draft, adds no revision, bumps no version and leaves no
 * draft that "differs from what is live".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAST_SCRYPT } from "../../tests/support/accounts.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import type { StaffUser } from "../../app/kernel/services/accounts.ts";
import type { Caller } from "../../app/kernel/services/editorial.ts";

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

describe.each(BACKENDS)("saves without a change on %s", (backend) => {
  let s: TestServices;
  let id: number;

  beforeAll(async () => {
    s = await createTestServices(backend, "noloss", { scrypt: FAST_SCRYPT, jobIntervalMs: 0, auditRetention: false });
    id = (await s.editorial.list(editor, "news", { status: "published", sort: "id" })).items[0]!.id;
  }, 60_000);
  afterAll(async () => s?.dispose());

  it("an unchanged save of a published item leaves no draft and no revision", async () => {
    const item = await s.editorial.get(editor, "news", id);
    const before = (await s.editorial.revisions(editor, "news", id)).length;
    const saved = await s.editorial.saveDraft(editor, "news", id, item.version, item.document);
    expect(saved.hasDraft).toBe(false);
    expect(saved.version).toBe(item.version);
    expect(await s.editorial.revisions(editor, "news", id)).toHaveLength(before);
  });

  it("an autosave of what was just published writes no duplicate draft", async () => {
    const item = await s.editorial.get(editor, "news", id);
    const document = { ...item.document, title: `${item.title} (new)` };
    const saved = await s.editorial.saveDraft(editor, "news", id, item.version, document);
    const published = await s.editorial.publish(editor, "news", id, saved.version);
    const count = (await s.editorial.revisions(editor, "news", id)).length;
    // The timer of the form, still based on the version of the save before the publish.
    const late = await s.editorial.saveDraft(editor, "news", id, published.version, document);
    expect(late.hasDraft).toBe(false);
    expect(late.status).toBe("published");
    expect(await s.editorial.revisions(editor, "news", id)).toHaveLength(count);
    // A second identical save of a draft adds nothing either.
    const draft = await s.editorial.saveDraft(editor, "news", id, late.version, { ...document, summary: "Changed" });
    const again = await s.editorial.saveDraft(editor, "news", id, draft.version, { ...document, summary: "Changed" });
    expect(again.version).toBe(draft.version);
    expect(await s.editorial.revisions(editor, "news", id)).toHaveLength(count + 1);
  });
});
