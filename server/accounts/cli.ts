/**
 * `npm run admin -- <command>` (scripts/admin.ts): staff accounts from the command
 * line, for the first admin of a fresh install and for scripts. Reads the same
 * configuration as the server (server/config.ts: DATA_DIR or DATABASE_URL,
 * SITE_URL, BASE_PATH) and migrates the database first, as the server does.
 */
import { parseArgs } from "node:util";
import pino from "pino";
import { ROLES, isRole } from "../../app/kernel/admin-policy.ts";
import { openDatabase } from "../../db/database.ts";
import { migrateToLatest } from "../../db/migrations.ts";
import { createAuditService } from "../audit/service.ts";
import { ConfigError, parseConfig } from "../config.ts";
import { createMailService } from "../mail/service.ts";
import { createAccountsService } from "./service.ts";
import { createSignInThrottle } from "./throttle.ts";
import { AccountsError } from "../../app/kernel/services/accounts.ts";

export const HELP = `Usage: npm run admin -- <command> [options]

Commands:
  create-user --email EMAIL --role ROLE
      Creates a staff account and prints its single-use set-up link (valid 72 hours),
      where the person sets a password and two-factor sign-in. ROLE: ${ROLES.join(", ")}.
      On a fresh install: npm run admin -- create-user --email you@example.com --role admin
  create-token --email EMAIL --name NAME
      Prints a new personal API token for the admin API (shown once, stored hashed).
      It acts with the account's role and can be revoked in the admin.
  list-users
      Lists the staff accounts with their role and status.
  help
      Shows this text.

Configuration comes from the environment, as for the server: DATABASE_URL (or
DATA_DIR for the SQLite file), SITE_URL and BASE_PATH (for the link).
`;

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Runs one command; resolves to the exit code (0 done, 1 refused, 2 usage). */
export async function runAdminCommand(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  io: CliIo = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) },
): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === "help" || command === "--help" || command === "-h") {
    io.out(HELP);
    return command ? 0 : 2;
  }
  let values: { email?: string; role?: string; name?: string };
  try {
    values = parseArgs({
      args: rest,
      options: { email: { type: "string" }, role: { type: "string" }, name: { type: "string" } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${HELP}`);
    return 2;
  }
  const usage = (message: string) => {
    io.err(`${message}\n\n${HELP}`);
    return 2;
  };
  if (command === "create-user" && (!values.email || !values.role))
    return usage("create-user needs --email and --role.");
  if (command === "create-user" && !isRole(values.role))
    return usage(`--role must be one of ${ROLES.join(", ")} (got ${JSON.stringify(values.role)}).`);
  if (command === "create-token" && (!values.email || !values.name))
    return usage("create-token needs --email and --name.");
  if (!["create-user", "create-token", "list-users"].includes(command))
    return usage(`Unknown command ${JSON.stringify(command)}.`);

  let config;
  try {
    config = parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  const logger = pino({ level: "warn" });
  const db = openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 2,
    deadlines: false,
  });
  const audit = createAuditService({
    db: () => db.kysely,
    kind: db.kind,
    retentionDays: config.AUDIT_RETENTION_DAYS,
    logger,
  });
  const mail = createMailService(config, logger);
  const accounts = createAccountsService({
    config,
    db: () => db.kysely,
    kind: db.kind,
    audit,
    mail,
    throttle: createSignInThrottle(config),
    logger,
  });
  try {
    await migrateToLatest(db.kysely, db.kind, { defaultLocale: config.LOCALES[0]?.tag });
    if (command === "create-user") {
      const invitation = await accounts.createUserWithSetupLink(values.email!, values.role as (typeof ROLES)[number]);
      io.out(
        `Created ${invitation.email} (${invitation.role}). Open this link to set a password and two-factor sign-in.\n` +
          `It works once, until ${invitation.expiresAt}:\n\n${invitation.url}\n`,
      );
      return 0;
    }
    if (command === "create-token") {
      const user = await accounts.staffByEmail(values.email!);
      if (!user) {
        io.err(`No active staff account with the email address ${values.email}.\n`);
        return 1;
      }
      const created = await accounts.createAutomationToken(
        user,
        { name: values.name! },
        { ip: "", userAgent: "npm run admin" },
      );
      io.out(
        `Personal API token "${created.name}" for ${user.email} (${user.role}). It is shown only now; keep it secret:\n\n${created.token}\n`,
      );
      return 0;
    }
    const admin = { id: "cli", email: "cli", name: "", role: "admin" as const };
    const users = await accounts.listUsers({
      ...admin,
      sessionId: null,
      tokenId: null,
      twoFactorEnabled: false,
      twoFactorEnrolmentRequired: false,
    });
    for (const user of users) io.out(`${user.email}\t${user.role}\t${user.status}\n`);
    if (users.length === 0) io.out("No staff accounts yet.\n");
    return 0;
  } catch (error) {
    if (error instanceof AccountsError) {
      io.err(`${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await accounts.close();
    await mail.close();
    await db.close();
  }
}
