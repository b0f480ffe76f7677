/**
 * Mail as it leaves the site: to a real SMTP server started here (smtp-server),
 * read back and parsed (mailparser); and to DATA_DIR/outbox/ when SMTP_URL is unset.
 */
import { readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDataDir } from "../../tests/support/databases.ts";
import { parseConfig } from "../config.ts";
import { createMailService, outboxDir } from "./service.ts";

const MESSAGE = {
  to: "Ada Lovelace <ada@example.com>",
  subject: "Your Brightlane account – set-up link",
  text: "Open https://www.example.com/admin/setup/abc to set your password.\nZoë says hello.",
};

describe("mail over SMTP", () => {
  const received: Array<{ from: string; to: string[]; user?: string; mail: ParsedMail }> = [];
  let smtp: SMTPServer;
  let port: number;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      onAuth(auth, _session, callback) {
        if (auth.username === "mailer" && auth.password === "s3cret pass") callback(null, { user: auth.username });
        else callback(new Error("Invalid username or password"));
      },
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
              user: session.user as string | undefined,
              mail,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it("sends through SMTP_URL with credentials, from MAIL_FROM", async () => {
    const config = parseConfig({
      DATA_DIR: tempDataDir("mail-smtp"),
      SMTP_URL: `smtp://mailer:${encodeURIComponent("s3cret pass")}@127.0.0.1:${port}`,
      MAIL_FROM: "Brightlane <no-reply@brightlane.example>",
    });
    const mail = createMailService(config, pino({ level: "silent" }));
    const sent = await mail.send(MESSAGE);
    await mail.close();
    expect(sent.outboxFile).toBeUndefined();
    expect(received).toHaveLength(1);
    const got = received[0]!;
    expect(got.user).toBe("mailer");
    expect(got.from).toBe("no-reply@brightlane.example");
    expect(got.to).toEqual(["ada@example.com"]);
    expect(got.mail.subject).toBe(MESSAGE.subject);
    expect(got.mail.text?.trim()).toBe(MESSAGE.text);
    expect(got.mail.from?.value).toEqual([{ name: "Brightlane", address: "no-reply@brightlane.example" }]);
    expect(got.mail.messageId).toBe(sent.messageId);
    expect(readdirSync(config.DATA_DIR)).not.toContain("outbox");
  });

  it("fails loudly when the SMTP server refuses the credentials", async () => {
    const config = parseConfig({
      DATA_DIR: tempDataDir("mail-bad"),
      SMTP_URL: `smtp://mailer:wrong@127.0.0.1:${port}`,
    });
    const mail = createMailService(config, pino({ level: "silent" }));
    await expect(mail.send(MESSAGE)).rejects.toThrow(/Invalid username or password|auth/i);
    await mail.close();
  });
});

describe("mail without SMTP_URL", () => {
  it("writes each message to DATA_DIR/outbox as an .eml file and logs it", async () => {
    const config = parseConfig({ DATA_DIR: tempDataDir("mail-outbox"), MAIL_FROM: "site@example.com" });
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    const mail = createMailService(config, logger);
    const first = await mail.send(MESSAGE);
    await mail.send({ ...MESSAGE, subject: "Second" });
    const files = readdirSync(outboxDir(config)).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(2);
    expect(first.outboxFile && path.dirname(first.outboxFile)).toBe(outboxDir(config));
    const parsed = await simpleParser(readFileSync(first.outboxFile!));
    expect(parsed.subject).toBe(MESSAGE.subject);
    expect(parsed.text?.trim()).toBe(MESSAGE.text);
    expect(parsed.to && "value" in parsed.to ? parsed.to.value : []).toEqual([
      { name: "Ada Lovelace", address: "ada@example.com" },
    ]);
    expect(parsed.from?.text).toBe("site@example.com");
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; subject?: string; text?: string });
    expect(logged.filter((l) => l.msg.startsWith("mail written to the outbox")).map((l) => l.subject)).toEqual([
      MESSAGE.subject,
      "Second",
    ]);
    expect(logged[0]!.text).toContain("/admin/setup/abc");
  });

  it("refuses SMTP_URL and MAIL_FROM values it cannot use, naming the variable", () => {
    expect(() => parseConfig({ SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL/);
    expect(() => parseConfig({ MAIL_FROM: "not an address" })).toThrow(/MAIL_FROM/);
    expect(() => parseConfig({ AUDIT_RETENTION_DAYS: "0" })).toThrow(/AUDIT_RETENTION_DAYS/);
    expect(() => parseConfig({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
    expect(parseConfig({}).AUDIT_RETENTION_DAYS).toBe(400);
  });
});
