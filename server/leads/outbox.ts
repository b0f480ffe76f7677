/**
 * The worker that delivers lead notifications from the outbox (decision 0031): a
 * mail to the recipients set in the admin (LEADS_NOTIFY_TO by default) and, when a
 * webhook is set, a signed JSON POST. Each process runs one loop, every
 * OUTBOX_POLL_MS and at once after a lead is stored here; rows are claimed in
 * ./outbox-store.ts, so on PostgreSQL any number of instances drain the same
 * queue and each row is sent by one of them.
 */
import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { admin } from "../../app/kernel/admin-links.ts";
import { languageLabel } from "../../app/kernel/language-names.ts";
import type { DialectKind } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import type { MailService } from "../../app/kernel/services/accounts.ts";
import type { Config } from "../config.ts";
import { outboundFetch, OutboundError, outboundPolicy } from "../outbound/index.ts";
import type { NotifySettings, NotifySettingsStore } from "./notify-settings.ts";
import { claimDue, markFailed, markSent, type LeadNotice, type OutboxChannel, type OutboxRow } from "./outbox-store.ts";

export const SIGNATURE_HEADER = "X-Vitrine-Signature";
const WEBHOOK_TIMEOUT_MS = 10_000;
const BATCH = 20;

/** `sha256=<hex HMAC-SHA256 of the raw body>`, as GitHub and Stripe sign theirs. */
export function signature(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

export function recipientsOf(settings: NotifySettings, config: Pick<Config, "LEADS_NOTIFY_TO">): string[] {
  if (settings.recipients) return settings.recipients;
  return config.LEADS_NOTIFY_TO.split(",")
    .map((a) => a.trim())
    .filter(Boolean);
}

/** The channels a new lead queues under these settings. */
export function channelsFor(settings: NotifySettings, config: Pick<Config, "LEADS_NOTIFY_TO">): OutboxChannel[] {
  const out: OutboxChannel[] = [];
  if (recipientsOf(settings, config).length) out.push("mail");
  if (settings.webhookUrl) out.push("webhook");
  return out;
}

interface WorkerDeps {
  db: () => Kysely<DB>;
  kind: DialectKind;
  config: Pick<
    Config,
    "LEADS_NOTIFY_TO" | "OUTBOX_POLL_MS" | "SITE_URL" | "BASE_PATH" | "OUTBOUND_ALLOW_HTTP" | "OUTBOUND_ALLOW_HOSTS"
  >;
  mail: MailService;
  settings: NotifySettingsStore;
  logger: Logger;
}

export interface OutboxWorker {
  /** Starts polling (no-op when OUTBOX_POLL_MS is 0). */
  start(): void;
  /** Runs a pass soon, as after a lead was stored by this process. */
  kick(): void;
  /** Sends everything due now; resolves with how many rows were sent. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

function mailOf(notice: LeadNotice, link: string): { subject: string; text: string } {
  const l = notice.lead;
  const lines = [
    `A new lead arrived on ${l.createdAt}.`,
    "",
    `Name: ${l.name}`,
    `Email: ${l.email}`,
    `Phone: ${l.phone}`,
    `Company: ${l.company}`,
    `Job title: ${l.jobTitle}`,
    `Company size: ${l.companySize}`,
    `Product: ${l.product}`,
    `Region: ${l.region ?? "—"}`,
    `Message: ${l.message ?? "—"}`,
    // Notices queued before pages (or locales) were kept have none.
    `Source page: ${l.sourcePage ?? "—"}`,
    // Which language the visitor used: the locale of the page the lead was sent from.
    `Language: ${l.locale ? languageLabel(l.locale) : "—"}`,
    "",
    `Open it in the inbox: ${link}`,
  ];
  return { subject: `New lead #${l.id}: ${l.name} (${l.company})`, text: lines.join("\n") };
}

export function createOutboxWorker(deps: WorkerDeps): OutboxWorker {
  const { config, logger } = deps;
  let timer: NodeJS.Timeout | undefined;
  let soon: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;
  const host = new URL(config.SITE_URL).hostname || "localhost";

  async function deliver(row: OutboxRow, settings: NotifySettings): Promise<void> {
    const notice = JSON.parse(row.payload) as LeadNotice;
    if (row.channel === "mail") {
      const to = recipientsOf(settings, config);
      if (!to.length) throw new Error("No recipients are set for lead notifications.");
      const link = new URL(`${config.BASE_PATH}${admin.lead(row.leadId).slice(1)}`, config.SITE_URL).toString();
      await deps.mail.send({
        to: to.join(", "),
        ...mailOf(notice, link),
        messageId: `<lead-${row.leadId}.n${row.id}@${host}>`,
      });
      return;
    }
    if (!settings.webhookUrl) throw new Error("No webhook address is set.");
    const body = JSON.stringify({ ...notice, deliveryId: String(row.id) });
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "user-agent": "Vitrine-Webhook/1",
      "x-vitrine-delivery": String(row.id),
    };
    if (settings.webhookSecret) headers[SIGNATURE_HEADER.toLowerCase()] = signature(body, settings.webhookSecret);
    const res = await outboundFetch(
      settings.webhookUrl,
      { method: "POST", headers, body, timeoutMs: WEBHOOK_TIMEOUT_MS },
      { policy: outboundPolicy(config) },
    );
    if (res.status < 200 || res.status > 299) throw new OutboundError(`the webhook answered ${res.status}`);
  }

  async function pass(): Promise<number> {
    let sent = 0;
    while (!stopped) {
      const rows = await claimDue(deps.db(), deps.kind, BATCH);
      if (!rows.length) break;
      const settings = await deps.settings.read();
      for (const row of rows) {
        try {
          await deliver(row, settings);
          await markSent(deps.db(), row.id);
          sent++;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          // The back office sees the generic sentence; what happened goes to the log only.
          const detail = error instanceof OutboundError ? error.detail : message;
          const outcome = await markFailed(deps.db(), row, message);
          logger.warn(
            { outbox: row.id, lead: row.leadId, channel: row.channel, outcome, err: detail },
            "lead notification failed",
          );
        }
      }
    }
    if (sent) logger.info({ sent }, "lead notifications sent");
    return sent;
  }

  function drain(): Promise<number> {
    // One pass at a time in a process; a pass asked for meanwhile follows it.
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(pass);
    running = next;
    return next;
  }

  const tick = () =>
    void drain().catch((error: unknown) => logger.warn({ err: error }, "lead notification pass failed; it runs again"));

  return {
    start() {
      if (config.OUTBOX_POLL_MS <= 0 || timer) return;
      timer = setInterval(tick, config.OUTBOX_POLL_MS).unref();
      soon = setTimeout(tick, 100).unref();
    },
    kick() {
      if (config.OUTBOX_POLL_MS <= 0 || stopped) return;
      clearTimeout(soon);
      soon = setTimeout(tick, 20).unref();
    },
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(soon);
      await running?.catch(() => {});
    },
  };
}
