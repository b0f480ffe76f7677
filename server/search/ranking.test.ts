/**
 * Search counts and ranks from the index and reads the documents of the shown page only:
 * on SQLite neither the per-section counts nor the ranking join every match to its
 * document (at 10,000 items that join cost more than the ranking). On both databases the
 * counts agree with the indexed documents, a section's pages list each hit once, and
 * equal scores go to the later item.
 */
import { sql, type KyselyPlugin, type RootOperationNode } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { createSearch } from "./service.ts";

describe.each(BACKENDS)("search ranking on %s", (backend) => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices(backend, "search-ranking");
  });
  afterAll(() => s?.dispose());

  it("counts each section's matches as the indexed documents do, without joining them on SQLite", async () => {
    const seen: string[] = [];
    const executor = s.db.kysely.getExecutor();
    const watch: KyselyPlugin = {
      transformQuery({ node, queryId }) {
        seen.push(executor.compileQuery(node as RootOperationNode, queryId).sql);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const search = createSearch(s.db.kysely.withPlugin(watch), s.db.kind);
    await search.refresh();
    seen.length = 0;
    const found = await search.search({ q: "brightlane" });
    expect(found.total).toBeGreaterThan(10);

    // The counts as the documents give them, joined to every match.
    const { rows } = await (
      s.db.kind === "sqlite"
        ? sql<{ section: string; n: number | string }>`select d.section, count(*) as n
            from search_fts join search_documents d on d.doc_id = search_fts.rowid
            where search_fts match '"brightlane"*' group by d.section`
        : sql<{ section: string; n: number | string }>`select section, count(*) as n from search_documents
            where tsv @@ to_tsquery('english', 'brightlane:*') group by section`
    ).execute(s.db.kysely);
    expect(rows.length).toBeGreaterThan(1);
    for (const r of rows) expect(found.counts[r.section as keyof typeof found.counts], r.section).toBe(Number(r.n));

    const counting = seen.filter((q) => /count\(\*\)/.test(q));
    const ranking = seen.filter((q) => /bm25\(|ts_rank_cd\(/.test(q));
    expect(counting.length).toBeGreaterThan(0);
    expect(ranking.length).toBeGreaterThan(0);
    if (s.db.kind === "sqlite") for (const q of [...counting, ...ranking]) expect(q).not.toMatch(/search_documents/);
  });

  it("lists each hit of a section once across its pages, equal scores later item first", async () => {
    const row = await s.db.kysely
      .selectFrom("news")
      .selectAll()
      .where("published", "=", true)
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    // Two items of the same text: the later one is older by its date, and still ranks first.
    const { top } = await s.db.kysely
      .selectFrom("news")
      .select((eb) => eb.fn.max("id").as("top"))
      .executeTakeFirstOrThrow();
    const values = (id: number, published_at: string) => ({
      ...Object.fromEntries(
        Object.entries(copy).map(([k, v]) => [
          k,
          v && typeof v === "object" && !(v instanceof Date) ? JSON.stringify(v) : v,
        ]),
      ),
      id,
      title: "Quillorama twins",
      published_at,
      updated_at: published_at,
    });
    const first = await s.db.kysely
      .insertInto("news")
      .values(values(Number(top) + 1, "2026-02-01T00:00:00.000Z") as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    const second = await s.db.kysely
      .insertInto("news")
      .values(values(Number(top) + 2, "2025-02-01T00:00:00.000Z") as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    const search = createSearch(s.db.kysely, s.db.kind);
    await search.refresh();
    const twins = await search.search({ q: "quillorama", section: "news" });
    expect(twins.groups[0]?.items.map((h) => h.id)).toEqual([second.id, first.id]);

    const whole = await search.search({ q: "brightlane", section: "news", pageSize: 50 });
    const ids = whole.groups[0]!.items.map((h) => h.id);
    expect(ids.length).toBe(whole.total);
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(whole.total / 3); page++) {
      const found = await search.search({ q: "brightlane", section: "news", page, pageSize: 3 });
      paged.push(...found.groups[0]!.items.map((h) => h.id));
    }
    expect(paged).toEqual(ids);
  });
});
