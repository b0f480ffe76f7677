/**
 * `npm run admin` as an operator runs it (the real script on a SQLite file), and
 * its commands on PostgreSQL through the same entry point.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { accountsOf, adminRequest } from "../../tests/support/accounts.ts";
import { dropPostgresSchema, freshPostgresUrl, tempDataDir } from "../../tests/support/databases.ts";
import { parseConfig } from "../config.ts";
import { createServices } from "../services.ts";
import { runAdminCommand } from "./cli.ts";

const root = path.resolve(import.meta.dirname, "../..");

function admin(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync("npm", ["run", "--silent", "admin", "--", ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "silent", ...env },
    encoding: "utf8",
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

// Each command is a fresh process that opens and migrates the database: seconds apiece on a busy machine.
describe("npm run admin", { timeout: 120_000 }, () => {
  const dataDir = tempDataDir("cli");
  const env = { DATA_DIR: dataDir, SITE_URL: "https://www.example.com", BASE_PATH: "/site/" };

  it("lists its commands", () => {
    const help = admin(env, "help");
    expect(help.code).toBe(0);
    for (const command of [
      "create-user --email EMAIL --role ROLE",
      "create-token --email EMAIL --name NAME",
      "list-users",
      "help",
    ])
      expect(help.out).toContain(command);
    const none = admin(env);
    expect(none.code).toBe(2);
    expect(none.out).toContain("create-user");
  });

  it("creates the first admin with a single-use set-up link, and a personal API token", async () => {
    const created = admin(env, "create-user", "--email", "Owner@Example.com", "--role", "admin");
    expect(created.code).toBe(0);
    const link = /https:\/\/www\.example\.com\/site\/admin\/setup\/([\w-]{43})\n/.exec(created.out);
    expect(link, created.out).not.toBeNull();

    expect(admin(env, "create-user", "--email", "owner@example.com", "--role", "admin")).toMatchObject({
      code: 1,
      err: expect.stringMatching(/already has an account/),
    });
    expect(admin(env, "create-user", "--email", "x@example.com", "--role", "root")).toMatchObject({
      code: 2,
      err: expect.stringMatching(/--role must be one of admin, editor, author, sales/),
    });
    expect(admin(env, "create-user", "--email", "x@example.com")).toMatchObject({ code: 2 });
    expect(admin(env, "create-token", "--email", "nobody@example.com", "--name", "ci")).toMatchObject({
      code: 1,
      err: expect.stringMatching(/No active staff account/),
    });
    const tokenRun = admin(env, "create-token", "--email", "owner@example.com", "--name", "ci");
    expect(tokenRun.code).toBe(0);
    const token = /\n(vtr_[\w-]{43})\n/.exec(tokenRun.out)?.[1];
    expect(token, tokenRun.out).toBeDefined();
    expect(admin(env, "list-users").out).toBe("owner@example.com\tadmin\tinvited\n");

    // The server sees both, on the same DATA_DIR.
    const config = parseConfig({ ...env, LOG_LEVEL: "silent" });
    const services = await createServices(config, pino({ level: "silent" }), {
      seed: false,
      media: false,
      auditRetention: false,
    });
    try {
      const viaToken = await accountsOf(services).currentUser(
        adminRequest(null, { headers: { authorization: `Bearer ${token}` } }),
      );
      expect(viaToken).toMatchObject({ email: "owner@example.com", role: "admin" });
      expect(await accountsOf(services).inspectInvitation(link![1]!)).toMatchObject({ role: "admin" });
      const trail = await services.audit.list({});
      expect(trail.entries.map((e) => e.action)).toEqual(["token.created", "invitation.sent"]);
      const stored = await services.db.kysely.selectFrom("api_tokens").select("token_hash").execute();
      expect(JSON.stringify(stored)).not.toContain(token!.slice(4));
    } finally {
      await services.close();
    }
  });

  it("works on PostgreSQL with DATABASE_URL", async () => {
    const url = await freshPostgresUrl("cli");
    const out: string[] = [];
    const io = { out: (t: string) => void out.push(t), err: (t: string) => void out.push(t) };
    try {
      const envPg = { DATABASE_URL: url, DATA_DIR: tempDataDir("cli-pg"), LOG_LEVEL: "silent" };
      expect(await runAdminCommand(["create-user", "--email", "pg@example.com", "--role", "editor"], envPg, io)).toBe(
        0,
      );
      expect(out.join("")).toMatch(/http:\/\/localhost:3000\/admin\/setup\/[\w-]{43}/);
      expect(await runAdminCommand(["list-users"], envPg, io)).toBe(0);
      expect(out.join("")).toContain("pg@example.com\teditor\tinvited");
    } finally {
      await dropPostgresSchema(url);
    }
  });
});
