/**
 * Review as a workflow, on SQLite and PostgreSQL (the comment counts and the
 * worklists are SQL of their own): who may decide, comment and resolve; the
 * states an item goes through; the mails its author gets; the audit entries; and
 * the 400, 403, 404, 409 and 412 answers to bad or stale requests.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff } from "../../tests/support/accounts.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { startSmtp, type SmtpReceiver } from "../../tests/support/receivers.ts";
import type { Role } from "../../app/kernel/services/accounts.ts";
import { EditorialError, type Caller } from "../../app/kernel/services/editorial.ts";

async function refusal(work: Promise<unknown>): Promise<EditorialError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof EditorialError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

const faq = (title: string) => ({
  title,
  body: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Yes, monthly." }] }] },
  position: 1,
});

describe.each(BACKENDS)("review on %s", (backend) => {
  let smtp: SmtpReceiver;
  let s: TestServices;
  const who: Record<string, Caller> = {};

  beforeAll(async () => {
    smtp = await startSmtp();
    s = await createTestServices(backend, "review", {
      seed: false,
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      leadJobs: false,
      auditRetention: false,
      env: { SMTP_URL: smtp.url, SITE_URL: "https://www.brightlane.example" },
    });
    const people: Array<[string, Role]> = [
      ["ana", "author"],
      ["otto", "author"],
      ["eve", "editor"],
      ["ed", "editor"],
      ["sal", "sales"],
    ];
    for (const [name, role] of people) {
      const session = await makeStaff(s, `${name}@example.com`, role, false);
      const user = (await accountsOf(s).currentUser(adminRequest(session.jar)))!;
      who[name] = { user, client: { ip: "203.0.113.7", userAgent: "vitest" } };
    }
  }, 60_000);
  afterAll(async () => {
    await s?.dispose();
    await smtp?.close();
  });

  const mailsTo = (name: string) => smtp.mails.filter((m) => m.to.includes(`${name}@example.com`));
  const audit = async (id: number) =>
    (
      await s.db.kysely
        .selectFrom("audit_log")
        .select("action")
        .where("target_type", "=", "price-faq")
        .where("target_id", "=", String(id))
        .orderBy("id")
        .execute()
    ).map((r) => r.action);

  it("takes an item from submission through changes, fixes and approval to publication", async () => {
    const e = s.editorial;
    const { ana, eve, ed } = who as Record<string, Caller>;
    const created = await e.createDraft(ana!, "price-faq", faq("Can I pay montly?"));
    const id = created.id;
    let item = await e.submitForReview(ana!, "price-faq", id, created.version);
    expect(item.status).toBe("in_review");
    expect((await e.worklist(eve!)).waiting.map((w) => w.id)).toContain(id);
    expect((await e.worklist(ana!)).waiting).toEqual([]);

    // A request for changes says what: no comment, or a field the item does not have, is a 400.
    const bare = await refusal(e.review(eve!, "price-faq", id, item.version, { decision: "changes", comment: " " }));
    expect([bare.code, bare.fields]).toEqual(["invalid", { comment: "Write a comment." }]);
    const nowhere = await refusal(
      e.review(eve!, "price-faq", id, item.version, { decision: "changes", comment: "x", field: "summary" }),
    );
    expect(nowhere.fields).toHaveProperty("field");
    // A decision on a version someone has since changed is refused, naming the version now stored.
    const stale = await refusal(
      e.review(eve!, "price-faq", id, item.version - 1, { decision: "approve", comment: "" }),
    );
    expect([stale.code, stale.current?.version]).toEqual(["stale", item.version]);

    item = await e.review(eve!, "price-faq", id, item.version, {
      decision: "changes",
      comment: "Spelling: monthly.",
      field: "title",
    });
    expect(item.status).toBe("draft");
    expect(item.submittedBy).toBeNull();
    let review = await e.reviewOf(ana!, "price-faq", id);
    expect(review.state).toBe("changes");
    expect(review.reviewedBy).toBe("eve@example.com");
    expect(review.comments).toMatchObject([
      { field: "title", body: "Spelling: monthly.", decision: "changes", resolved: false, version: 1 },
    ]);
    expect(review.may).toEqual({ review: false, comment: true, resolve: true });
    await expect.poll(() => mailsTo("ana").length, { timeout: 10_000 }).toBe(1);
    expect(mailsTo("ana")[0]!.mail.subject).toBe("Changes requested: Can I pay montly?");
    expect(mailsTo("ana")[0]!.mail.text).toContain(`https://www.brightlane.example/admin/content/price-faq/${id}`);
    const sentBack = (await e.worklist(ana!)).sentBack;
    expect(sentBack).toMatchObject([{ id, reviewState: "changes", by: "eve@example.com", openComments: 1 }]);
    expect((await e.worklist(eve!)).waiting.map((w) => w.id)).not.toContain(id);
    // Sent back, the item is no longer waiting: a second decision is a conflict.
    expect((await refusal(e.review(ed!, "price-faq", id, null, { decision: "approve", comment: "" }))).code).toBe(
      "conflict",
    );

    // The author fixes the field, resolves the comment (a stale resolve is a 412) and submits again.
    const comment = review.comments[0]!;
    const fixed = await e.saveDraft(ana!, "price-faq", id, item.version, faq("Can I pay monthly?"));
    const staleResolve = await refusal(e.resolveComment(ana!, "price-faq", id, comment.id, true, comment.version + 1));
    expect([staleResolve.code, staleResolve.current?.version]).toEqual(["stale", 1]);
    const resolved = await e.resolveComment(ana!, "price-faq", id, comment.id, true, comment.version);
    expect([resolved.resolved, resolved.version, resolved.resolvedBy]).toEqual([true, 2, "ana@example.com"]);
    const reopened = await e.resolveComment(eve!, "price-faq", id, comment.id, false, 2);
    expect([reopened.resolved, reopened.version]).toEqual([false, 3]);
    await e.resolveComment(ana!, "price-faq", id, comment.id, true, 3);
    expect((await e.worklist(ana!)).sentBack[0]!.openComments).toBe(0);
    item = await e.submitForReview(ana!, "price-faq", id, fixed.version);
    review = await e.reviewOf(eve!, "price-faq", id);
    expect([item.status, review.state, review.may.review]).toEqual(["in_review", null, true]);
    expect((await e.worklist(ana!)).sentBack).toEqual([]);

    item = await e.review(ed!, "price-faq", id, item.version, { decision: "approve", comment: "Good to go." });
    expect(item.status).toBe("in_review");
    expect((await e.reviewOf(ana!, "price-faq", id)).state).toBe("approved");
    await expect.poll(() => mailsTo("ana").length, { timeout: 10_000 }).toBe(2);
    expect(mailsTo("ana")[1]!.mail.subject).toBe("Approved: Can I pay monthly?");

    item = await e.publish(ed!, "price-faq", id, item.version);
    expect(item.status).toBe("published");
    expect((await e.reviewOf(ana!, "price-faq", id)).state).toBeNull();
    await expect.poll(() => mailsTo("ana").length, { timeout: 10_000 }).toBe(3);
    expect(mailsTo("ana")[2]!.mail.subject).toBe("Published: Can I pay monthly?");

    expect(await audit(id)).toEqual([
      "content.created",
      "content.submitted",
      "content.changes-requested",
      "content.draft-saved",
      "content.comment-resolved",
      "content.comment-reopened",
      "content.comment-resolved",
      "content.submitted",
      "content.approved",
      "content.published",
    ]);
  });

  it("lets only reviewers decide, never on their own submission, and comments only where one may edit", async () => {
    const e = s.editorial;
    const { ana, otto, eve, ed, sal } = who as Record<string, Caller>;
    const mine = await e.createDraft(eve!, "price-faq", faq("Is there a yearly plan?"));
    const submitted = await e.submitForReview(eve!, "price-faq", mine.id, mine.version);
    const own = await refusal(
      e.review(eve!, "price-faq", mine.id, submitted.version, { decision: "approve", comment: "" }),
    );
    expect(own.code).toBe("forbidden");
    expect((await e.worklist(eve!)).waiting.map((w) => w.id)).not.toContain(mine.id);
    expect((await e.worklist(ed!)).waiting.map((w) => w.id)).toContain(mine.id);
    expect((await refusal(e.review(ana!, "price-faq", mine.id, null, { decision: "approve", comment: "" }))).code).toBe(
      "forbidden",
    );
    const before = mailsTo("eve").length;
    await e.review(ed!, "price-faq", mine.id, null, { decision: "approve", comment: "" });
    // No comment with an approval stores none; the author approved by someone else is mailed.
    expect((await e.reviewOf(eve!, "price-faq", mine.id)).comments).toEqual([]);
    await expect.poll(() => mailsTo("eve").length, { timeout: 10_000 }).toBe(before + 1);

    const anas = await e.createDraft(ana!, "price-faq", faq("Do you invoice?"));
    // Another author may neither comment on nor resolve comments of ana's draft; sales may not even read it.
    expect((await refusal(e.addComment(otto!, "price-faq", anas.id, { body: "Hm." }))).code).toBe("forbidden");
    expect((await refusal(e.addComment(sal!, "price-faq", anas.id, { body: "Hm." }))).code).toBe("forbidden");
    const note = await e.addComment(eve!, "price-faq", anas.id, { body: "Mention VAT.", field: "body" });
    expect(note).toMatchObject({
      field: "body",
      decision: null,
      resolved: false,
      createdBy: { email: "eve@example.com" },
    });
    const general = await e.addComment(ana!, "price-faq", anas.id, { body: "Will do." });
    expect(general.field).toBeNull();
    expect((await refusal(e.resolveComment(otto!, "price-faq", anas.id, note.id, true, 1))).code).toBe("forbidden");
    // Unknown comments and items are 404s; a comment of another item is unknown on this one.
    expect((await refusal(e.resolveComment(ana!, "price-faq", anas.id, 999_999, true, null))).code).toBe("not_found");
    expect((await refusal(e.resolveComment(ed!, "price-faq", mine.id, note.id, true, null))).code).toBe("not_found");
    expect((await refusal(e.addComment(eve!, "price-faq", 999_999, { body: "x" }))).code).toBe("not_found");
    expect((await refusal(e.reviewOf(eve!, "price-faq", 999_999))).code).toBe("not_found");
    const long = await refusal(e.addComment(eve!, "price-faq", anas.id, { body: "x".repeat(4001) }));
    expect(long.fields).toHaveProperty("comment");
    expect((await e.reviewOf(ana!, "price-faq", anas.id)).comments.map((c) => c.body)).toEqual([
      "Mention VAT.",
      "Will do.",
    ]);
    // A scheduled publication mails the author as one made by hand does.
    const submittedAnas = await e.submitForReview(ana!, "price-faq", anas.id, null);
    await e.schedule(ed!, "price-faq", anas.id, "publish", new Date(Date.now() + 60_000).toISOString());
    expect(await e.runDueSchedules(new Date(Date.now() + 120_000))).toBe(1);
    expect((await e.get(ana!, "price-faq", anas.id)).status).toBe("published");
    expect(submittedAnas.status).toBe("in_review");
    await expect
      .poll(() => mailsTo("ana").filter((m) => m.mail.subject === "Published: Do you invoice?").length, {
        timeout: 10_000,
      })
      .toBe(1);
    // A sent-back draft that is discarded leaves the author's list: nothing waits for changes.
    const live = await e.createDraft(ana!, "price-faq", faq("Is there a free trial?"));
    const published = await e.publish(ed!, "price-faq", live.id);
    const redraft = await e.saveDraft(
      ana!,
      "price-faq",
      live.id,
      published.version,
      faq("Is there a free trial month?"),
    );
    const again = await e.submitForReview(ana!, "price-faq", live.id, redraft.version);
    const back = await e.review(eve!, "price-faq", live.id, again.version, { decision: "changes", comment: "Which?" });
    expect(back.status).toBe("published");
    expect((await e.worklist(ana!)).sentBack.map((w) => w.id)).toContain(live.id);
    await e.discardDraft(ana!, "price-faq", live.id, back.version);
    expect((await e.worklist(ana!)).sentBack.map((w) => w.id)).not.toContain(live.id);

    // Publishing one's own item mails no one.
    const count = mailsTo("ana").length;
    const direct = await e.createDraft(eve!, "price-faq", faq("Is support included?"));
    await e.publish(eve!, "price-faq", direct.id, direct.version);
    expect(mailsTo("eve").filter((m) => m.mail.subject?.startsWith("Published")).length).toBe(0);
    expect(mailsTo("ana").length).toBe(count);
  });
});
