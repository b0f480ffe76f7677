/**
 * The notification outbox against a real SMTP server and a real HTTP receiver: a
 * stored lead queues its notifications in its own transaction; the worker sends a
 * mail and a signed webhook; failures back off, give up after 24 hours and can be
 * sent again; and on PostgreSQL two instances draining one queue at the same time
 * send each notification exactly once.
 */
import { createHmac } from "node:crypto";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lead } from "../../app/kernel/lead-schema.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { validLead } from "../../tests/support/leads.ts";
import {
  RECEIVER_ENV,
  startSmtp,
  startWebhook,
  type SmtpReceiver,
  type WebhookReceiver,
} from "../../tests/support/receivers.ts";
import { parseConfig } from "../config.ts";
import { UNREACHABLE } from "../outbound/index.ts";
import { createServices } from "../services.ts";
import { createNotifySettings } from "./notify-settings.ts";
import { backoffMs, claimDue, markFailed, RETRY_WINDOW_MS } from "./outbox-store.ts";
import { insertLead } from "./store.ts";

const SECRET = "whsec-test-0123456789";
let smtp: SmtpReceiver;
let hook: WebhookReceiver;
beforeAll(async () => {
  smtp = await startSmtp();
  hook = await startWebhook();
});
afterAll(async () => {
  await smtp?.close();
  await hook?.close();
});

let nonce = 0;
function store(s: TestServices, email: string) {
  return s.leadsAdmin.channels().then((channels) =>
    insertLead(s.db.kysely, validLead({ email, name: `Person ${email}` }) as unknown as Lead, {
      idempotencyKey: null,
      formNonce: `nonce-${process.pid}-${++nonce}-${email}`,
      requestHash: "h",
      source: "api",
      locale: "zh-Hans",
      sourcePage: "/price",
      userAgent: "vitest",
      ipHash: "ip",
      channels,
    }),
  );
}

const mailsFor = (email: string) => smtp.mails.filter((m) => m.mail.text?.includes(email));
const callsFor = (email: string) => hook.calls.filter((c) => c.body.includes(email));

describe.each(BACKENDS)("lead notifications on %s", (backend) => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices(backend, "outbox", {
      seed: false,
      leadJobs: false,
      env: {
        ...RECEIVER_ENV,
        SMTP_URL: smtp.url,
        LEADS_NOTIFY_TO: "sales@brightlane.example, boss@brightlane.example",
      },
    });
    await createNotifySettings(() => s.db.kysely).write({
      recipients: null,
      webhookUrl: hook.url,
      webhookSecret: SECRET,
      retentionMonths: 0,
    });
  });
  afterAll(() => s?.dispose());

  it("mails LEADS_NOTIFY_TO and posts a signed webhook for a stored lead, once", async () => {
    const email = `first-${backend}@notify.example`;
    const stored = await store(s, email);
    expect(stored.outcome).toBe("created");
    const queued = await s.db.kysely.selectFrom("lead_outbox").selectAll().execute();
    expect(queued.map((r) => r.channel).sort()).toEqual(["mail", "webhook"]);

    expect(await s.leadsAdmin.worker.drain()).toBe(2);
    expect(await s.leadsAdmin.worker.drain()).toBe(0);
    const [mail] = mailsFor(email);
    expect(mailsFor(email)).toHaveLength(1);
    expect(mail!.to.sort()).toEqual(["boss@brightlane.example", "sales@brightlane.example"]);
    expect(mail!.mail.subject).toContain(`Person ${email}`);
    expect(mail!.mail.text).toContain(`/admin/leads/${(stored as { id: number }).id}`);
    expect(mail!.mail.text).toContain("Source page: /price");
    // The language the visitor used, named in English for staff, with the tag the inbox filters by.
    expect(mail!.mail.text).toContain("Language: Chinese (Simplified) — zh-Hans");

    const [call] = callsFor(email);
    expect(callsFor(email)).toHaveLength(1);
    expect(call!.headers["content-type"]).toBe("application/json");
    const expected = `sha256=${createHmac("sha256", SECRET).update(call!.body).digest("hex")}`;
    expect(call!.headers["x-vitrine-signature"]).toBe(expected);
    const body = JSON.parse(call!.body) as { event: string; lead: { email: string; id: number } };
    expect(body.event).toBe("lead.created");
    expect(body.lead).toMatchObject({ email, sourcePage: "/price", locale: "zh-Hans" });
  });

  it("retries a failing webhook with growing waits, gives up after 24 hours, and sends a dead letter again", async () => {
    hook.status = 503;
    const email = `retry-${backend}@notify.example`;
    try {
      await store(s, email);
      await s.leadsAdmin.worker.drain();
      expect(callsFor(email)).toHaveLength(1);
      const row = await s.db.kysely
        .selectFrom("lead_outbox")
        .selectAll()
        .where("channel", "=", "webhook")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(row.sent_at).toBeNull();
      expect(row.dead_at).toBeNull();
      // The status stays in the log: the back office is told only that it could not be reached.
      expect(row.last_error).toBe(UNREACHABLE);
      expect(Number(row.attempts)).toBe(1);
      expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + backoffMs(1) - 5000);
      expect(backoffMs(2)).toBe(2 * backoffMs(1));
      expect(backoffMs(40)).toBe(3_600_000);

      // A day later the next failure is the last: the row becomes a dead letter.
      const later = new Date(Date.now() + RETRY_WINDOW_MS);
      const [claimed] = await claimDue(s.db.kysely, s.db.kind, 10, later);
      expect(claimed?.id).toBe(Number(row.id));
      expect(await markFailed(s.db.kysely, claimed!, "The webhook answered 503.", later)).toBe("dead");
      const admin = { id: "x", email: "admin@example.com", name: "", role: "admin" } as never;
      const { dead } = await s.leadsAdmin.deadLetters(admin);
      expect(dead.map((d) => d.id)).toContain(Number(row.id));

      hook.status = 200;
      await s.leadsAdmin.resend(admin, Number(row.id), { ip: "", userAgent: "" });
      await s.leadsAdmin.worker.drain();
      expect(callsFor(email)).toHaveLength(2);
      const after = await s.db.kysely
        .selectFrom("lead_outbox")
        .select(["sent_at", "dead_at"])
        .where("id", "=", row.id)
        .executeTakeFirstOrThrow();
      expect(after.sent_at).not.toBeNull();
      expect(after.dead_at).toBeNull();
      await expect(s.leadsAdmin.resend(admin, Number(row.id), { ip: "", userAgent: "" })).rejects.toThrow(/No such/);
      // The mail went out once all along.
      expect(mailsFor(email)).toHaveLength(1);
    } finally {
      hook.status = 200;
    }
  });

  it("queues nothing when no recipient and no webhook is set", async () => {
    const bare = await createTestServices(backend, "outbox-none", { seed: false, leadJobs: false });
    try {
      expect(await bare.leadsAdmin.channels()).toEqual([]);
      expect((await store(bare, `none-${backend}@notify.example`)).outcome).toBe("created");
      expect(await bare.db.kysely.selectFrom("lead_outbox").selectAll().execute()).toEqual([]);
    } finally {
      await bare.dispose();
    }
  });
});

describe("two instances on PostgreSQL", () => {
  it("send each notification exactly once while draining the same queue at the same time", async () => {
    const env = { ...RECEIVER_ENV, SMTP_URL: smtp.url, LEADS_NOTIFY_TO: "sales@brightlane.example" };
    const a = await createTestServices("postgres", "outbox-two", { seed: false, leadJobs: false, env });
    const b = await createServices(
      parseConfig({ ...env, NODE_ENV: "test", DATA_DIR: a.dataDir, DATABASE_URL: a.config.DATABASE_URL }),
      pino({ level: "silent" }),
      { seed: false, media: false, leadJobs: false },
    );
    try {
      await createNotifySettings(() => a.db.kysely).write({
        recipients: null,
        webhookUrl: hook.url,
        webhookSecret: SECRET,
        retentionMonths: 0,
      });
      const N = 30;
      for (let i = 0; i < N; i++) await store(a, `pair-${i}@twin.example`);
      const started = performance.now();
      const sent = await Promise.all([
        a.leadsAdmin.worker.drain(),
        b.leadsAdmin.worker.drain(),
        a.leadsAdmin.worker.drain(),
        b.leadsAdmin.worker.drain(),
      ]);
      const ms = performance.now() - started;
      expect(sent.reduce((x, y) => x + y, 0)).toBe(2 * N);
      // Both instances took part.
      expect(sent[0]! + sent[2]!).toBeGreaterThan(0);
      expect(sent[1]! + sent[3]!).toBeGreaterThan(0);
      for (let i = 0; i < N; i++) {
        expect(mailsFor(`pair-${i}@twin.example`), `mail ${i}`).toHaveLength(1);
        expect(callsFor(`pair-${i}@twin.example`), `webhook ${i}`).toHaveLength(1);
      }
      console.info(
        `[postgres] ${2 * N} notifications by two instances in ${Math.round(ms)} ms, split ${sent.join("/")}`,
      );
    } finally {
      await b.close();
      await a.dispose();
    }
  });
});
