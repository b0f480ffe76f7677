/**
 * Assigning a lead mails the assignee, through the site's mail service to a real
 * SMTP receiver: once per new assignee, never to the one who assigned it to
 * themselves, and without the person's details (the mail says where to read them).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lead } from "../../app/kernel/lead-schema.ts";
import type { StaffUser } from "../../app/kernel/services/accounts.ts";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff } from "../../tests/support/accounts.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { validLead } from "../../tests/support/leads.ts";
import { startSmtp, type SmtpReceiver } from "../../tests/support/receivers.ts";
import { insertLead } from "./store.ts";

describe("assigning a lead", () => {
  let smtp: SmtpReceiver;
  let s: TestServices;
  let admin: StaffUser;
  let sales: StaffUser;
  let leadId: number;
  const client = { ip: "", userAgent: "" };

  beforeAll(async () => {
    smtp = await startSmtp();
    s = await createTestServices("sqlite", "assign-mail", {
      seed: false,
      scrypt: FAST_SCRYPT,
      leadJobs: false,
      env: { SMTP_URL: smtp.url, SITE_URL: "https://www.brightlane.example" },
    });
    const user = async (email: string, role: "admin" | "sales") =>
      (await accountsOf(s).currentUser(adminRequest((await makeStaff(s, email, role, false)).jar)))!;
    admin = await user("admin@example.com", "admin");
    sales = await user("sam@example.com", "sales");
    const stored = await insertLead(
      s.db.kysely,
      validLead({ email: "ada@one.example", name: "Ada Lovelace" }) as unknown as Lead,
      {
        idempotencyKey: null,
        formNonce: "n-1",
        requestHash: "h",
        source: "form",
        locale: "en",
        userAgent: "t",
        ipHash: "ip",
      },
    );
    leadId = (stored as { id: number }).id;
  }, 60_000);
  afterAll(async () => {
    await s?.dispose();
    await smtp?.close();
  });

  const toSam = () => smtp.mails.filter((m) => m.to.includes("sam@example.com"));

  it("mails the new assignee a link to the lead, once, and not its personal details", async () => {
    const inbox = s.leadsAdmin.inbox;
    await inbox.update(admin, leadId, { assigneeId: sales.id }, undefined, client);
    await expect.poll(() => toSam().length, { timeout: 10_000 }).toBe(1);
    const { mail } = toSam()[0]!;
    expect(mail.subject).toMatch(/assigned to you/i);
    expect(mail.text).toContain(`https://www.brightlane.example/admin/leads/${leadId}`);
    expect(mail.text).not.toContain("ada@one.example");
    expect(mail.text).not.toContain("Lovelace");
    // A status change or a note keeps the assignee: no second mail.
    await inbox.update(admin, leadId, { status: "contacted", note: "Called." }, undefined, client);
    await inbox.update(admin, leadId, { assigneeId: sales.id }, undefined, client);
    await new Promise((r) => setTimeout(r, 300));
    expect(toSam()).toHaveLength(1);
  });

  it("does not mail someone who takes a lead themselves", async () => {
    const before = smtp.mails.length;
    await s.leadsAdmin.inbox.update(admin, leadId, { assigneeId: admin.id }, undefined, client);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.length).toBe(before);
  });

  it("lists the new leads assigned to someone for their dashboard, and only those", async () => {
    const inbox = s.leadsAdmin.inbox;
    const stored = await insertLead(
      s.db.kysely,
      validLead({ email: "grace@two.example", name: "Grace Hopper", company: "Two Ltd" }) as unknown as Lead,
      {
        idempotencyKey: null,
        formNonce: "n-2",
        requestHash: "h2",
        source: "form",
        locale: "en",
        userAgent: "t",
        ipHash: "ip",
      },
    );
    const id = (stored as { id: number }).id;
    expect((await inbox.assignedNew(sales)).map((l) => l.id)).not.toContain(id);
    await inbox.update(admin, id, { assigneeId: sales.id }, undefined, client);
    expect(await inbox.assignedNew(sales)).toEqual([expect.objectContaining({ id, company: "Two Ltd" })]);
    expect((await inbox.assignedNew(admin)).map((l) => l.id)).not.toContain(id);
    // Contacted, it is no longer new: the dashboard stops asking for it.
    await inbox.update(sales, id, { status: "contacted" }, undefined, client);
    expect((await inbox.assignedNew(sales)).map((l) => l.id)).not.toContain(id);
  });
});
