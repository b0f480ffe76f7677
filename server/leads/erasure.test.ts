/**
 * Erasure and retention on both databases: kept mail copies that name the person
 * are deleted with their leads' personal fields; the retention setting erases
 * leads older than N months by the job's own code; and the dashboard's figures
 * still count the anonymised rows.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import type { Lead } from "../../app/kernel/lead-schema.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { validLead } from "../../tests/support/leads.ts";
import type { StaffUser } from "../../app/kernel/services/accounts.ts";
import { monthsAgo } from "./erasure.ts";
import { createNotifySettings } from "./notify-settings.ts";
import { DASHBOARD_DAYS } from "./stats.ts";
import { insertLead } from "./store.ts";

const admin: StaffUser = {
  id: "u-admin",
  email: "admin@example.com",
  name: "Admin",
  role: "admin",
  sessionId: null,
  tokenId: null,
  twoFactorEnabled: true,
  twoFactorEnrolmentRequired: false,
};
const client = { ip: "203.0.113.9", userAgent: "vitest" };
const DAY = 86_400_000;

describe.each(BACKENDS)("erasure and retention on %s", (backend) => {
  let s: TestServices;
  let n = 0;
  const store = async (email: string, daysAgo: number, product = "pm") =>
    insertLead(s.db.kysely, validLead({ email, product }) as unknown as Lead, {
      idempotencyKey: null,
      formNonce: `e-${++n}`,
      requestHash: "h",
      source: "form",
      locale: "en",
      userAgent: "vitest",
      ipHash: "ip",
      createdAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
      channels: await s.leadsAdmin.channels(),
    });
  const mailCopies = () => {
    try {
      return readdirSync(path.join(s.dataDir, "outbox"));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    // No SMTP_URL: notifications are kept as .eml files under DATA_DIR/outbox/.
    s = await createTestServices(backend, "erasure", {
      seed: false,
      leadJobs: false,
      env: { LEADS_NOTIFY_TO: "sales@brightlane.example" },
    });
  });
  afterAll(() => s?.dispose());

  it("deletes the kept mail copies that name the person", async () => {
    await store("keep@me.example", 2);
    await store("Erase.Me@gone.example", 3);
    await s.leadsAdmin.worker.drain();
    expect(mailCopies()).toHaveLength(2);
    const result = await s.leadsAdmin.erasure.eraseEmail(admin, "erase.me@GONE.example", client);
    expect(result).toEqual({ leads: 1, notifications: 1, files: 1 });
    expect(mailCopies()).toHaveLength(1);
    const sales = { ...admin, role: "sales" as const };
    await expect(s.leadsAdmin.erasure.eraseEmail(sales, "keep@me.example", client)).rejects.toThrow(/role/);
  });

  it("erases leads older than the retention setting, daily, and counts them still", async () => {
    await store("old@past.example", 400, "oa");
    await store("recent@now.example", 20, "oa");
    await createNotifySettings(() => s.db.kysely).write({
      recipients: null,
      webhookUrl: "",
      webhookSecret: "",
      retentionMonths: 12,
    });
    // The settings are cached for a few seconds: the job reads a fresh store once they have passed
    // (the clock moved on, rather than waited for).
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    vi.setSystemTime(Date.now() + 5100);
    const result = await s.leadsAdmin.erasure.purgeExpired();
    expect(result.leads).toBe(1);
    const rows = await s.db.kysely.selectFrom("leads").select(["email", "erased_at"]).orderBy("id").execute();
    expect(rows.map((r) => r.email)).toEqual(["keep@me.example", "", "", "recent@now.example"]);
    expect(await s.leadsAdmin.erasure.purgeExpired()).toMatchObject({ leads: 0 });
    const entries = await s.audit.list({ action: "lead.retention-erased" });
    expect(entries.total).toBe(1);
    expect(JSON.stringify(entries.entries)).not.toContain("old@past.example");

    const stats = await s.leadsAdmin.stats(admin);
    expect(stats.perDay).toHaveLength(DASHBOARD_DAYS);
    expect(stats.perDay.reduce((sum, d) => sum + d.count, 0)).toBe(3); // the 400-day-old one is outside
    expect(stats.total).toBe(4);
    expect(stats.byProduct).toEqual([
      { product: "oa", count: 2 },
      { product: "pm", count: 2 },
    ]);
    expect(stats.byStatus).toEqual([{ status: "new", count: 4 }]);
  }, 20_000);

  it("counts months on the calendar", () => {
    expect(monthsAgo(new Date("2026-11-23T10:00:00Z"), 12).toISOString()).toBe("2025-11-23T10:00:00.000Z");
    expect(monthsAgo(new Date("2026-03-15T00:00:00Z"), 2).toISOString()).toBe("2026-01-15T00:00:00.000Z");
  });
});
