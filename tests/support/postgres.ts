/**
 * Test support: make sure the PostgreSQL database a URL names exists. A fresh
 * machine has only its default databases, so every test that talks to its own
 * database creates it first (in parallel test files the second create is a no-op).
 */
import pg from "pg";

export async function ensurePostgresDatabase(url: string): Promise<string> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ""));
  if (!/^\w+$/.test(name)) throw new Error(`unexpected database name in ${url}`);
  const adminUrl = new URL(url);
  adminUrl.pathname = "/postgres";
  adminUrl.search = "";
  const admin = new pg.Client({ connectionString: adminUrl.toString(), connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount === 0) {
      await admin.query(`create database ${name}`).catch((error: { code?: string }) => {
        // 42P04: created meanwhile; 23505: the same race seen through the catalogue index.
        if (error.code !== "42P04" && error.code !== "23505") throw error;
      });
    }
  } finally {
    await admin.end();
  }
  return url;
}
