/**
 * The lead webhook cannot reach the inside: the settings refuse internal, plain
 * http, credentialed and odd-port addresses when saved, a stored one (saved before
 * these rules) is refused when delivering, and the error the back office shows is
 * the same generic sentence whatever happened.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lead } from "../../app/kernel/lead-schema.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { validLead } from "../../tests/support/leads.ts";
import { startWebhook, type WebhookReceiver } from "../../tests/support/receivers.ts";
import { UNREACHABLE } from "../outbound/index.ts";
import { LeadsError } from "./errors.ts";
import { createNotifySettings } from "./notify-settings.ts";
import { insertLead } from "./store.ts";

const admin = { id: "a", email: "admin@example.com", name: "", role: "admin" } as never;
const client = { ip: "203.0.113.5", userAgent: "vitest" };

describe("webhook destinations", () => {
  let s: TestServices;
  let hook: WebhookReceiver;
  beforeAll(async () => {
    hook = await startWebhook();
    s = await createTestServices("sqlite", "webhook-destinations", { seed: false, leadJobs: false });
  });
  afterAll(async () => {
    await s?.dispose();
    await hook?.close();
  });

  // First: the settings are read through a short cache, so the row written here must be the first one read.
  it("does not deliver to a stored internal address, and records only the generic error", async () => {
    await createNotifySettings(() => s.db.kysely).write({
      recipients: [],
      webhookUrl: hook.url, // http://127.0.0.1:<port>/hooks/leads
      webhookSecret: "",
      retentionMonths: 0,
    });
    await insertLead(s.db.kysely, validLead({ email: "inside@example.com" }) as unknown as Lead, {
      idempotencyKey: null,
      formNonce: "nonce-inside",
      requestHash: "h",
      source: "api",
      locale: "en",
      sourcePage: "/price",
      userAgent: "vitest",
      ipHash: "ip",
      channels: ["webhook"],
    });
    await s.leadsAdmin.worker.drain();
    expect(hook.calls).toHaveLength(0);
    const row = await s.db.kysely.selectFrom("lead_outbox").selectAll().executeTakeFirstOrThrow();
    expect(row.sent_at).toBeNull();
    expect(row.last_error).toBe(UNREACHABLE);
  });

  it.each([
    "http://169.254.169.254/latest/meta-data/iam/",
    "https://169.254.169.254/latest/meta-data/iam/",
    "https://metadata.google.internal/computeMetadata/v1/",
    "https://10.0.0.8/hook",
    "https://192.168.1.20/hook",
    "https://[::1]/hook",
    "https://[fd00::1]/hook",
    "https://[::ffff:127.0.0.1]/hook",
    "https://0.0.0.0/hook",
    "https://2130706433/hook",
    "https://127.1/hook",
    "https://user:pw@hooks.example.com/hook",
    "https://hooks.example.com:22/hook",
    "https://hooks.example.com:6379/hook",
  ])("refuses to save %s as the webhook, keeping the one set", async (webhookUrl) => {
    const error = await s.leadsAdmin
      .updateNotifySettings(admin, { recipients: null, webhookUrl, webhookSecret: "", retentionMonths: 0 }, client)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(LeadsError);
    expect((error as LeadsError).status).toBe(400);
    expect((error as LeadsError).fields?.webhookUrl).toBeTruthy();
    expect((await s.leadsAdmin.notifySettings(admin)).webhookUrl).toBe(hook.url);
  });
});
