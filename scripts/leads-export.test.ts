/** `npm run leads:export` as a user runs it: a real SQLite file, the real script. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { createLeadSchema } from "../app/kernel/lead-schema.ts";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrations.ts";
import { insertLead } from "../server/leads/store.ts";
import { OPTIONS, validLead } from "../tests/support/leads.ts";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-export-"));

function run(...args: string[]) {
  return spawnSync(path.join(root, "node_modules/.bin/node"), ["scripts/leads-export.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
}

const NAMES = [
  'Smith, "Jo"',
  "Line one\nLine two",
  '=HYPERLINK("http://evil.example")',
  "Mallory;=2+5;",
  "+1 formula",
  "@cmd",
  "Zoë 李雷 😀",
];

beforeAll(async () => {
  const db = openDatabase({ databaseUrl: "", dataDir });
  await migrateToLatest(db.kysely, "sqlite");
  const schema = createLeadSchema(OPTIONS);
  for (const [i, name] of NAMES.entries()) {
    const lead = schema.parse(validLead({ name: name.includes("\n") ? "Line one" : name, message: name }));
    await insertLead(
      db.kysely,
      { ...lead, name },
      {
        idempotencyKey: null,
        formNonce: `export-${i}`,
        requestHash: "h",
        source: "form",
        locale: "en",
        userAgent: "t",
        ipHash: "h",
        createdAt: `2026-0${i + 1}-15T12:00:00.000Z`,
      },
    );
  }
  await db.close();
});

describe("npm run leads:export", () => {
  it("writes CSV with a header row, quoting, the formula guard and Unicode", () => {
    const result = run("--format", "csv");
    expect(result.status).toBe(0);
    const lines = result.stdout.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      '"id","created_at","name","email","phone","company","job_title","company_size","product","region","message","consent","source","source_page","intent","locale","item_type","item_id","plan","utm_source","utm_medium","utm_campaign","utm_term","utm_content","status","assignee","notes"',
    );
    expect(result.stdout).toContain('"Smith, ""Jo"""');
    expect(result.stdout).toContain('"Line one\nLine two"');
    expect(result.stdout).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(result.stdout).toContain(`,"Mallory;'=2+5;",`);
    expect(result.stdout).toContain(`,"'+1 formula",`);
    expect(result.stdout).toContain(`,"'@cmd",`);
    expect(result.stdout).toContain(`,"Zoë 李雷 😀",`);
    // Read with "," or with ";" (a continental European spreadsheet), no cell starts a formula.
    for (const delimiter of [",", ";"]) {
      const cells = (
        parse(result.stdout, { bom: true, delimiter, relax_quotes: true, relax_column_count: true }) as string[][]
      ).flat();
      expect(cells.length).toBeGreaterThanOrEqual(delimiter === "," ? (NAMES.length + 1) * 13 : NAMES.length + 1);
      for (const cell of cells) expect(cell, `read with ${delimiter}`).not.toMatch(/^[\s"]*[=+\-@]/);
    }
    expect(result.stdout.endsWith("\r\n")).toBe(true);
  });

  it("writes JSON with the values exactly as stored, filtered by --since, to a file", () => {
    const out = path.join(dataDir, "leads.json");
    const result = run("--format", "json", "--since", "2026-04-01", "--out", out);
    expect(result.status).toBe(0);
    const rows = JSON.parse(readFileSync(out, "utf8")) as Array<{ name: string; message: string }>;
    expect(rows.map((r) => r.name)).toEqual(NAMES.slice(3));
    expect(rows[0]!.name).toBe("Mallory;=2+5;");
    expect(rows[1]!.message).toBe("+1 formula");
  });

  it("stops with a usage message on bad arguments", () => {
    for (const args of [["--format", "xml"], ["--since", "last week"], ["--colour"]]) {
      const result = run(...args);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain("Usage: npm run leads:export");
      expect(result.stdout).toBe("");
    }
  });
});
