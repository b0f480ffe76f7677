/**
 * Outgoing mail (decision 0024): nodemailer over SMTP_URL, from MAIL_FROM. With no
 * SMTP_URL a single-machine install still works: each message is built by
 * nodemailer all the same (its stream transport) and written to DATA_DIR/outbox/
 * as an .eml file that any mail program opens, and logged.
 */
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { MailMessage, MailService } from "../../app/kernel/services/accounts.ts";
import type { Config } from "../config.ts";

export function outboxDir(config: Pick<Config, "DATA_DIR">): string {
  return path.join(config.DATA_DIR, "outbox");
}

export function createMailService(
  config: Pick<Config, "SMTP_URL" | "MAIL_FROM" | "DATA_DIR">,
  logger: Logger,
): MailService {
  let transport: Transporter | undefined;
  const smtp = config.SMTP_URL !== "";

  function transporter(): Transporter {
    transport ??= smtp
      ? nodemailer.createTransport(config.SMTP_URL, { from: config.MAIL_FROM })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    return transport;
  }

  return {
    async send(message: MailMessage) {
      const envelope = { from: config.MAIL_FROM, ...message };
      if (smtp) {
        const info = await transporter().sendMail(envelope);
        logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, "mail sent");
        return { messageId: String(info.messageId) };
      }
      const info = (await transporter().sendMail(envelope)) as { messageId: string; message: Buffer };
      const dir = outboxDir(config);
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`);
      await writeFile(file, info.message, { mode: 0o600 });
      logger.info(
        { to: message.to, subject: message.subject, text: message.text, file },
        "mail written to the outbox (SMTP_URL is not set)",
      );
      return { messageId: String(info.messageId), outboxFile: file };
    },
    async close() {
      transport?.close();
    },
  };
}
