/**
 * Everything the back office does with leads, made once per process: the inbox,
 * erasure and retention, the notification settings, the outbox worker and its
 * dead letters, and the dashboard's figures. Reached as `services.leadsAdmin`.
 */
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { DialectKind } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import type { AuditService, ClientInfo, MailService, StaffUser } from "../../app/kernel/services/accounts.ts";
import type { Config } from "../config.ts";
import { outboxDir } from "../mail/service.ts";
import { checkOutboundUrl, outboundPolicy } from "../outbound/index.ts";
import { createErasure } from "./erasure.ts";
import { allow, LeadsError } from "./errors.ts";
import { createInbox } from "./inbox.ts";
import { createNotifySettings, notifySettingsInput, type NotifySettings } from "./notify-settings.ts";
import { channelsFor, createOutboxWorker, recipientsOf } from "./outbox.ts";
import { listDead, outboxCounts, resend } from "./outbox-store.ts";
import { leadStats } from "./stats.ts";
import type { NotifySettingsView } from "../../app/kernel/services/lead-inbox.ts";
export type { NotifySettingsView };

export interface LeadsBackOfficeDeps {
  config: Config;
  db: () => Kysely<DB>;
  kind: DialectKind;
  audit: AuditService;
  mail: MailService;
  logger: Logger;
}

export function createLeadsBackOffice(deps: LeadsBackOfficeDeps) {
  const settings = createNotifySettings(deps.db);
  const inbox = createInbox(deps);
  const erasure = createErasure({ ...deps, settings, mailCopies: outboxDir(deps.config) });
  const worker = createOutboxWorker({ ...deps, settings });

  const view = (s: NotifySettings): NotifySettingsView => {
    const { webhookSecret, ...rest } = s;
    return {
      ...rest,
      webhookSecretSet: webhookSecret !== "",
      defaultRecipients: recipientsOf({ ...s, recipients: null }, deps.config),
    };
  };

  return {
    inbox,
    erasure,
    worker,
    /** The channels a lead stored now queues (server/leads/service.ts). */
    channels: async () => channelsFor(await settings.read(), deps.config),
    stats: (user: StaffUser) => leadStats(deps.db(), deps.kind, user),

    async notifySettings(user: StaffUser): Promise<NotifySettingsView> {
      allow(user, "notifications.manage");
      return view(await settings.read());
    },

    /** Saves the settings; a blank `webhookSecret` keeps the one set, `clearSecret` removes it. */
    async updateNotifySettings(
      user: StaffUser,
      input: Omit<NotifySettings, "webhookSecret"> & { webhookSecret: string; clearSecret?: boolean },
      client: ClientInfo,
    ): Promise<NotifySettingsView> {
      allow(user, "notifications.manage");
      const before = await settings.read();
      const next = {
        recipients: input.recipients,
        webhookUrl: input.webhookUrl,
        webhookSecret: input.clearSecret ? "" : input.webhookSecret || before.webhookSecret,
        retentionMonths: input.retentionMonths,
      };
      const parsed = notifySettingsInput.safeParse(next);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
        throw new LeadsError(400, "Some fields need your attention.", fields);
      }
      // Checked when saved and again on every delivery (server/outbound).
      const destination = parsed.data.webhookUrl
        ? await checkOutboundUrl(parsed.data.webhookUrl, { policy: outboundPolicy(deps.config) })
        : { ok: true };
      if ("reason" in destination)
        throw new LeadsError(400, "Some fields need your attention.", { webhookUrl: destination.reason });
      await settings.write(parsed.data);
      // The trail shows what changed; the secret only as set or not.
      await deps.audit.record({
        actor: { id: user.id, email: user.email },
        ip: client.ip,
        action: "settings.changed",
        targetType: "settings",
        targetId: "lead-notifications",
        before: view(before),
        after: view(parsed.data),
      });
      return view(parsed.data);
    },

    async deadLetters(user: StaffUser) {
      allow(user, "notifications.manage");
      return { dead: await listDead(deps.db()), counts: await outboxCounts(deps.db()) };
    },

    async resend(user: StaffUser, id: number, client: ClientInfo): Promise<void> {
      allow(user, "notifications.manage");
      if (!(await resend(deps.db(), id)))
        throw new LeadsError(404, "No such dead letter (it may have been sent already).");
      await deps.audit.record({
        actor: { id: user.id, email: user.email },
        ip: client.ip,
        action: "notification.resent",
        targetType: "notification",
        targetId: String(id),
      });
      worker.kick();
    },

    start(options: { retention: boolean }) {
      worker.start();
      if (options.retention) erasure.startRetention();
    },

    async stop() {
      erasure.stop();
      await worker.stop();
    },
  };
}

export type LeadsBackOffice = ReturnType<typeof createLeadsBackOffice>;
