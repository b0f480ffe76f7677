/**
 * Site search on both databases: every published seeded item is found by words
 * of its title and by words of its body; unpublished items never are; the index
 * follows inserts, edits, unpublishing and deletes; hostile input never fails.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../db/database.ts";
import { migrateToLatest } from "../../db/migrations.ts";
import { buildSeed } from "../../db/seed/build.ts";
import { seedDatabase } from "../../server/seed.ts";
import { SEARCH_SECTIONS } from "../../app/kernel/search-sections.ts";
import type { SearchSection } from "../../app/kernel/search-types.ts";
import { indexText, parseQuery } from "../../server/search/query.ts";
import { createSearch, type SearchService } from "../../server/search/service.ts";
import { ensurePostgresDatabase } from "../support/postgres.ts";

const PG_URL = process.env.SEARCH_TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/vitrine_search";

/** The sections of content items (whole pages are tested in server/search/pages.test.ts). */
type ItemSection = Exclude<SearchSection, "pages">;
const ITEM_SECTIONS = SEARCH_SECTIONS.filter((s): s is ItemSection => s !== "pages");

const TABLE: Record<ItemSection, "news" | "cases" | "solutions" | "qas" | "help_articles" | "videos" | "events"> = {
  news: "news",
  cases: "cases",
  solutions: "solutions",
  qas: "qas",
  help: "help_articles",
  videos: "videos",
  events: "events",
};

interface SeedItem {
  id: number;
  title: string;
  body_html: string;
  published: boolean | number;
}

const seed = buildSeed();
const itemsOf = (section: ItemSection) => seed.rows[TABLE[section]] as unknown as SeedItem[];
const published = (section: ItemSection) => itemsOf(section).filter((r) => r.published === true || r.published === 1);
const unpublished = (section: ItemSection) =>
  itemsOf(section).filter((r) => !(r.published === true || r.published === 1));

const STOP = new Set([
  "the",
  "and",
  "for",
  "with",
  "from",
  "that",
  "this",
  "into",
  "your",
  "our",
  "are",
  "was",
  "how",
  "what",
  "its",
  "their",
  "more",
  "than",
  "where",
  "which",
  "when",
  "does",
  "have",
  "will",
  "there",
  "about",
  "can",
  "should",
  "would",
  "could",
  "after",
  "before",
  "over",
  "under",
  "while",
  "being",
  "them",
  "they",
]);
/** A few consecutive distinctive words of a text (letters only, 4+ characters). */
function wordsOf(text: string, count: number, skip = 0): string {
  const words = [...indexText(text).matchAll(/[\p{L}]{4,}/gu)]
    .map((m) => m[0])
    .filter((w) => !STOP.has(w.toLowerCase()));
  return words.slice(skip, skip + count).join(" ");
}

/** Pages through one section until the item shows up. */
async function finds(search: SearchService, section: SearchSection, q: string, id: number): Promise<boolean> {
  for (let page = 1; page <= 20; page++) {
    const r = await search.search({ q, section, page });
    if (r.groups[0]?.items.some((h) => h.id === id)) return true;
    if (page >= r.totalPages) return false;
  }
  return false;
}

describe.each([
  { name: "SQLite", url: "" },
  { name: "PostgreSQL", url: PG_URL },
])("site search on $name", ({ url }) => {
  let db: Database;
  let search: SearchService;

  beforeAll(async () => {
    if (url) await ensurePostgresDatabase(url);
    db = openDatabase({ databaseUrl: url, dataDir: "/tmp/vitrine-f", sqliteFile: ":memory:", poolSize: 4 });
    if (db.kind === "postgres")
      await sql`drop schema if exists public cascade; create schema public`.execute(db.kysely);
    await migrateToLatest(db.kysely, db.kind);
    await seedDatabase(db, { data: seed });
    search = createSearch(db.kysely, db.kind);
    const started = performance.now();
    const indexed = await search.refresh();
    expect(indexed).toBeGreaterThan(200);
    console.info(`${db.kind}: indexed ${indexed} items in ${Math.round(performance.now() - started)} ms`);
  });
  afterAll(async () => {
    await db?.close();
  });

  it.each(ITEM_SECTIONS)("finds every published %s item by words of its title", async (section) => {
    const missing: string[] = [];
    for (const item of published(section)) {
      const q = wordsOf(item.title, 4);
      if (!q) continue;
      if (!(await finds(search, section, q, item.id))) missing.push(`${item.id} (${q})`);
    }
    expect(published(section).length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it.each(ITEM_SECTIONS)("finds published %s items by words that occur only in the body", async (section) => {
    const missing: string[] = [];
    let tried = 0;
    for (const item of published(section).slice(0, 12)) {
      const titleWords = new Set(indexText(item.title).toLowerCase().split(/\W+/));
      const body = indexText(item.body_html);
      const candidates = [...body.matchAll(/[\p{L}]{6,}/gu)]
        .map((m) => m[0])
        .filter((w) => !titleWords.has(w.toLowerCase()));
      const q = candidates.slice(2, 5).join(" ");
      if (!q) continue;
      tried++;
      if (!(await finds(search, section, q, item.id))) missing.push(`${item.id} (${q})`);
    }
    expect(tried).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it("tolerates one typo per word: aproval finds what approval finds, and says so", async () => {
    const exact = await search.search({ q: "approval" });
    expect(exact.total).toBeGreaterThan(0);
    expect(exact.correction).toBeUndefined();
    for (const typo of ["aproval", "approvel", "apporval", "approvals workflw"]) {
      const found = await search.search({ q: typo });
      expect(found.total, typo).toBeGreaterThan(0);
      expect(found.query, typo).toBe(typo);
      expect(found.correction, typo).toMatch(/approval/);
    }
    expect((await search.search({ q: "aproval" })).counts).toEqual(exact.counts);
    // Two edits away, or nothing near: still nothing, and no made-up correction.
    const far = await search.search({ q: "aprovl" });
    expect(far.total).toBe(0);
    expect(far.correction).toBeUndefined();
  });

  it("never returns unpublished items, even for their exact title", async () => {
    let checked = 0;
    for (const section of ITEM_SECTIONS) {
      for (const item of unpublished(section)) {
        checked++;
        const r = await search.search({ q: wordsOf(item.title, 5), section });
        expect(r.groups.flatMap((g) => g.items).some((h) => h.id === item.id)).toBe(false);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("groups results by section with highlighted matches and counts that add up", async () => {
    const r = await search.search({ q: "Brightlane" });
    expect(r.total).toBeGreaterThan(10);
    expect(r.groups.length).toBeGreaterThan(2);
    // Every section with hits, in the order of their best hits (server/search/relevance.test.ts).
    expect(r.groups.map((g) => g.section).sort()).toEqual(SEARCH_SECTIONS.filter((s) => r.counts[s] > 0).sort());
    expect(r.total).toBe(SEARCH_SECTIONS.reduce((n, s) => n + r.counts[s], 0));
    for (const g of r.groups) {
      expect(g.items.length).toBeGreaterThan(0);
      for (const hit of g.items) {
        expect(hit.titleParts.map((p) => p.text).join("")).toBe(hit.title);
        const marked = [...hit.titleParts, ...hit.snippetParts].filter((p) => p.hit).map((p) => p.text.toLowerCase());
        expect(marked.length).toBeGreaterThan(0);
        expect(marked.every((t) => t.startsWith("brightlane"))).toBe(true);
      }
    }
  });

  it("pages through one section without repeating or losing hits", async () => {
    const first = await search.search({ q: "Brightlane", section: "news", page: 1 });
    expect(first.totalPages).toBeGreaterThan(1);
    const ids = new Set<number>();
    for (let page = 1; page <= first.totalPages; page++) {
      const r = await search.search({ q: "Brightlane", section: "news", page });
      for (const h of r.groups[0]?.items ?? []) ids.add(h.id);
    }
    expect(ids.size).toBe(first.total);
    const past = await search.search({ q: "Brightlane", section: "news", page: first.totalPages + 1 });
    expect(past.groups).toEqual([]);
  });

  it("follows inserts, edits, unpublishing and deletes", async () => {
    const base = seed.rows.qas[0] as unknown as Record<string, unknown>;
    const id = 990_001;
    await db.kysely
      .insertInto("qas")
      .values({
        ...(base as object),
        id,
        title: "Does the zephyrglass module exist?",
        body_html: "<p>Only in quasarwick builds.</p>",
        published: true,
      } as never)
      .execute();
    expect((await search.search({ q: "zephyrglass" })).counts.qas).toBe(1);
    expect((await search.search({ q: "quasarwick" })).counts.qas).toBe(1);

    await db.kysely
      .updateTable("qas")
      .set({ title: "Does the marblefinch module exist?" })
      .where("id", "=", id)
      .execute();
    expect((await search.search({ q: "zephyrglass" })).total).toBe(0);
    expect((await search.search({ q: "marblefinch" })).counts.qas).toBe(1);

    await db.kysely.updateTable("qas").set({ published: false }).where("id", "=", id).execute();
    expect((await search.search({ q: "marblefinch" })).total).toBe(0);
    await db.kysely.updateTable("qas").set({ published: true }).where("id", "=", id).execute();
    expect((await search.search({ q: "marblefinch" })).total).toBe(1);

    await db.kysely.deleteFrom("qas").where("id", "=", id).execute();
    expect((await search.search({ q: "marblefinch" })).total).toBe(0);
  });

  it("rebuilds everything on request", async () => {
    const before = await search.search({ q: "Brightlane" });
    await search.reindexAll();
    const after = await search.search({ q: "Brightlane" });
    expect(after.counts).toEqual(before.counts);
  });

  it.each([
    ['"'],
    ["*"],
    ["NEAR("],
    ["a OR"],
    ["\u0000"],
    ["%00"],
    ["x".repeat(2000)],
    ["' OR 1=1 --"],
    ["title:brightlane"],
    ["brightlane^2 -cloud +x"],
    ['"unterminated'],
    ["AND AND OR NOT"],
    ["<script>alert(1)</script>"],
    ["\\"],
    ["😀 ✓"],
    ["   "],
  ])("answers the hostile query %j with results or an empty state", async (q) => {
    const r = await search.search({ q });
    expect(r.terms).toEqual(parseQuery(q).terms);
    expect(r.query.length).toBeLessThanOrEqual(200);
    if (r.terms.length === 0) expect(r.total).toBe(0);
    expect(r.total).toBe(SEARCH_SECTIONS.reduce((n, s) => n + r.counts[s], 0));
  });
});
