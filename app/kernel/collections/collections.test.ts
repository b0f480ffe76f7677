/**
 * The lists public pages keep apart from the definitions (their browser code never loads
 * the definitions: tests/perf/budgets.test.ts) agree with them.
 */
import { describe, expect, it } from "vitest";
import { sectionTags, sectionTagTable } from "../pages.ts";
import { snake } from "../editorial-rows.ts";
import { SEARCH_SECTIONS } from "../search-types.ts";
import { COLLECTIONS } from "./index.ts";
import { documentKeys } from "./define.ts";

describe("the content types' definitions", () => {
  it("have names and, but for the page blocks' shared table, tables of their own", () => {
    const names = COLLECTIONS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    const tables = COLLECTIONS.filter((c) => Object.keys(c.scope).length === 0).map((c) => c.table);
    expect(new Set(tables).size).toBe(tables.length);
  });

  it("feed every site-search section, each from one type", () => {
    const sections = COLLECTIONS.flatMap((c) => (c.search ? [c.search.section] : []));
    expect([...sections].sort()).toEqual([...SEARCH_SECTIONS].sort());
  });

  it("drop page-cache tags that pages carry, and their list page carries them", () => {
    const known = new Set(Object.values(sectionTagTable()).flat());
    for (const c of COLLECTIONS) {
      // "site" (navigation and footer) reaches every page.
      for (const tag of c.tags) if (tag !== "site") expect(known, `${c.name}: ${tag}`).toContain(tag);
      // Pages of blocks live at their own addresses; the list URL of settings is the home page.
      if (c.name === "pages" || c.name === "site-settings") continue;
      expect(sectionTags(c.listUrl.desktop), c.name).toEqual(expect.arrayContaining([...c.tags]));
    }
  });

  it("name localised keys and search columns of their own documents", () => {
    for (const c of COLLECTIONS) {
      const keys = documentKeys(c);
      for (const key of c.localised) expect(keys, c.name).toContain(key);
      for (const entry of c.search?.text ?? []) {
        const column = entry.split(".")[0]!;
        expect(
          keys.map((k) => k.replace(/[A-Z]/g, (x) => `_${x.toLowerCase()}`)),
          c.name,
        ).toContain(column);
        // A path reads inside a JSON column.
        if (entry.includes(".")) expect(c.json, c.name).toContain(column);
      }
    }
  });

  it("read their rows with a codec exactly when they have public read endpoints, over their own columns", () => {
    for (const c of COLLECTIONS) {
      expect(c.read !== null, c.name).toBe(c.api !== null);
      const columns = ["id", "published_at", "updated_at", ...documentKeys(c).map(snake)];
      for (const column of c.read?.columns ?? []) expect(columns, c.name).toContain(column);
    }
  });
});
