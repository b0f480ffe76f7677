/**
 * Real receivers for the lead notifications: an SMTP server (smtp-server, parsed
 * with mailparser) and an HTTP server taking webhook POSTs, both on loopback
 * ports of their own, recording what arrives.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface SmtpReceiver {
  url: string;
  mails: Array<{ to: string[]; mail: ParsedMail }>;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<SmtpReceiver> {
  const mails: SmtpReceiver["mails"] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((r) => smtp.close(() => r())) };
}

/** The receivers listen on plain http at loopback: configuration that lets outbound requests reach them. */
export const RECEIVER_ENV = { OUTBOUND_ALLOW_HTTP: "true", OUTBOUND_ALLOW_HOSTS: "127.0.0.1" };

export interface WebhookReceiver {
  url: string;
  calls: Array<{ headers: http.IncomingHttpHeaders; body: string }>;
  /** The status the next calls get (200 unless a test says otherwise). */
  status: number;
  close(): Promise<void>;
}

export async function startWebhook(): Promise<WebhookReceiver> {
  const receiver = { calls: [], status: 200 } as unknown as WebhookReceiver;
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      receiver.calls.push({ headers: req.headers, body });
      res.writeHead(receiver.status, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`;
  receiver.close = () => new Promise((r) => server.close(() => r()));
  return receiver;
}

/** Waits until `check` holds, polling; throws after `ms`. */
export async function eventually(check: () => boolean, ms = 15_000, what = "the condition"): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
