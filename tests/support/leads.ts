/**
 * Test support for the leads code: a migrated database (SQLite in memory, or a
 * PostgreSQL database named by LEADS_TEST_DATABASE_URL), register options, and
 * a complete valid lead (valid against these options and the demo seed's).
 */
import os from "node:os";
import { sql } from "kysely";
import type { LeadOptions } from "../../app/kernel/lead-schema.ts";
import { openDatabase, type Database } from "../../db/database.ts";
import { migrateToLatest } from "../../db/migrations.ts";
import { ensurePostgresDatabase } from "./postgres.ts";

/**
 * How long test servers want the lead form open before it is sent (FORM_MIN_FILL_MS): under a
 * second, so a test that sends one waits less than a site's 3 s, yet a form sent straight back
 * is still refused.
 */
export const FORM_MIN_FILL_MS = 800;

const PG_URL = process.env.LEADS_TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/vitrine_leads_unit";

export async function openTestDatabase(kind: "sqlite" | "postgres"): Promise<Database> {
  if (kind === "postgres") await ensurePostgresDatabase(PG_URL);
  const db = openDatabase({
    databaseUrl: kind === "postgres" ? PG_URL : "",
    dataDir: os.tmpdir(),
    sqliteFile: ":memory:",
  });
  if (kind === "postgres") {
    // Migrations may wait for another test file's migration lock: without the request deadlines,
    // as a starting server does (server/services.ts).
    const setup = openDatabase({ databaseUrl: PG_URL, dataDir: os.tmpdir(), poolSize: 1, deadlines: false });
    await migrateToLatest(setup.kysely, kind).finally(() => setup.close());
  } else await migrateToLatest(db.kysely, kind);
  if (kind === "postgres") await sql`truncate table leads, lead_notes, lead_outbox restart identity`.execute(db.kysely);
  return db;
}

export const OPTIONS: LeadOptions = {
  products: [
    { value: "oa", label: "Brightlane OA" },
    { value: "pm", label: "Brightlane PM" },
    { value: "trade", label: "Brightlane Trade" },
  ],
  companySizes: [
    { value: "1-10", label: "1 to 10 employees" },
    { value: "11-50", label: "11 to 50 employees" },
  ],
  regions: [
    { value: "europe", label: "Europe" },
    { value: "asia-pacific", label: "Asia-Pacific" },
  ],
};

export function validLead(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Ada Lovelace",
    email: "ada@analytical.example",
    phone: "+44 20 7946 0958",
    company: "Analytical Engines Ltd",
    jobTitle: "Head of Operations",
    companySize: "11-50",
    product: "pm",
    region: "europe",
    message: "We would like a demo for 40 people.",
    consent: true,
    ...overrides,
  };
}
