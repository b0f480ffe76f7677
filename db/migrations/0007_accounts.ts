/**
 * Staff accounts (migration 0007). The auth_* tables are better-auth's models
 * (user, session, account, verification, twoFactor) under our table names, with the
 * camelCase column names better-auth's Kysely adapter expects (server/accounts/auth.ts
 * maps the model names; a test compares them with better-auth's own schema). The
 * rest is this project's: invitations, personal API tokens, settings and the
 * append-only audit trail (decision 0023).
 */
import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectKind } from "../database.ts";
import { types, type AnyDb, type MigrationContext } from "../migration-kit.ts";

async function authTables(db: AnyDb, kind: DialectKind): Promise<void> {
  const t = types(kind);
  await db.schema
    .createTable("auth_user")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("emailVerified", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
    .addColumn("image", "text")
    .addColumn("createdAt", t.ts, (c) => c.notNull())
    .addColumn("updatedAt", t.ts, (c) => c.notNull())
    .addColumn("twoFactorEnabled", t.bool, (c) => c.defaultTo(t.falseValue))
    .addColumn("role", "text", (c) => c.notNull().check(sql`"role" in ('admin', 'editor', 'author', 'sales')`))
    .addColumn("disabledAt", t.ts)
    .execute();
  await db.schema
    .createTable("auth_session")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("expiresAt", t.ts, (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", t.ts, (c) => c.notNull())
    .addColumn("updatedAt", t.ts, (c) => c.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (c) => c.notNull().references("auth_user.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("auth_session_user").on("auth_session").column("userId").execute();
  await db.schema
    .createTable("auth_account")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("accountId", "text", (c) => c.notNull())
    .addColumn("providerId", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("auth_user.id").onDelete("cascade"))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", t.ts)
    .addColumn("refreshTokenExpiresAt", t.ts)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", t.ts, (c) => c.notNull())
    .addColumn("updatedAt", t.ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("auth_account_user").on("auth_account").column("userId").execute();
  await db.schema
    .createTable("auth_verification")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expiresAt", t.ts, (c) => c.notNull())
    .addColumn("createdAt", t.ts, (c) => c.notNull())
    .addColumn("updatedAt", t.ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("auth_verification_identifier").on("auth_verification").column("identifier").execute();
  await db.schema
    .createTable("auth_two_factor")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("backupCodes", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("auth_user.id").onDelete("cascade"))
    .addColumn("verified", t.bool, (c) => c.defaultTo(kind === "postgres" ? sql`true` : sql`1`))
    .addColumn("failedVerificationCount", "integer", (c) => c.defaultTo(0))
    .addColumn("lockedUntil", t.ts)
    .execute();
  await db.schema.createIndex("auth_two_factor_user").on("auth_two_factor").column("userId").execute();
  // TOTP codes already accepted, so none is accepted twice (RFC 6238, section 5.2).
  await db.schema
    .createTable("auth_totp_used")
    .addColumn("user_id", "text", (c) => c.notNull().references("auth_user.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("used_at", t.ts, (c) => c.notNull())
    .addPrimaryKeyConstraint("auth_totp_used_pk", ["user_id", "code"])
    .execute();
}

async function staffTables(db: AnyDb, kind: DialectKind): Promise<void> {
  const t = types(kind);
  await db.schema
    .createTable("staff_invitations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("auth_user.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", t.ts, (c) => c.notNull())
    .addColumn("expires_at", t.ts, (c) => c.notNull())
    .addColumn("used_at", t.ts)
    .addColumn("invited_by", "text")
    .execute();
  await db.schema.createIndex("staff_invitations_user").on("staff_invitations").column("user_id").execute();
  await db.schema
    .createTable("api_tokens")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("auth_user.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("prefix", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", t.ts, (c) => c.notNull())
    .addColumn("last_used_at", t.ts)
    .addColumn("revoked_at", t.ts)
    .execute();
  await db.schema.createIndex("api_tokens_user").on("api_tokens").column("user_id").execute();
  await db.schema
    .createTable("staff_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", t.ts, (c) => c.notNull())
    .execute();
}

async function auditTable(db: AnyDb, kind: DialectKind): Promise<void> {
  const t = types(kind);
  const pg = kind === "postgres";
  await db.schema
    .createTable("audit_log")
    .addColumn("id", pg ? "bigserial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("at", t.ts, (c) => c.notNull())
    .addColumn("actor_id", "text")
    .addColumn("actor_email", "text")
    .addColumn("ip", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target_type", "text")
    .addColumn("target_id", "text")
    .addColumn("before_json", "text")
    .addColumn("after_json", "text")
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").columns(["at", "id"]).execute();
  await db.schema.createIndex("audit_log_actor").on("audit_log").columns(["actor_id", "at"]).execute();
  await db.schema.createIndex("audit_log_action").on("audit_log").columns(["action", "at"]).execute();
  await db.schema.createIndex("audit_log_target").on("audit_log").columns(["target_type", "target_id"]).execute();
  // Append-only (decision 0023): the database itself refuses UPDATE and DELETE. Only the
  // retention job deletes: on PostgreSQL it sets vitrine.audit_retention for its own
  // transaction; on SQLite it opens the one-row gate inside its transaction and closes
  // it again before committing, so no other connection ever sees it open.
  if (pg) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' and current_setting('vitrine.audit_retention', true) = 'on' then
          return old;
        end if;
        raise exception 'audit_log is append-only (%)', tg_op using errcode = 'insufficient_privilege';
      end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only()`.execute(db);
    return;
  }
  await sql`create table audit_retention_gate (id integer primary key check (id = 1), open integer not null)`.execute(
    db,
  );
  await sql`insert into audit_retention_gate (id, open) values (1, 0)`.execute(db);
  await sql`create trigger audit_log_no_update before update on audit_log
    begin select raise(abort, 'audit_log is append-only (UPDATE)'); end`.execute(db);
  await sql`create trigger audit_log_no_delete before delete on audit_log
    when (select open from audit_retention_gate where id = 1) is not 1
    begin select raise(abort, 'audit_log is append-only (DELETE)'); end`.execute(db);
}

export default function accountsTables({ kind }: MigrationContext): Migration {
  return {
    async up(db: AnyDb) {
      await authTables(db, kind);
      await staffTables(db, kind);
      await auditTable(db, kind);
    },
  };
}
