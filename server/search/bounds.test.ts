/**
 * A search marks (highlights, cuts snippets from) only the hits it shows. Marking in the
 * query that ranks every match made a common word at 10,000 items cost ten times the
 * ranking: here the marking query must name its few documents, on both databases.
 */
import type { KyselyPlugin, RootOperationNode } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { createSearch } from "./service.ts";

const PAGE_SIZE = 3;

describe.each(BACKENDS)("search on %s", (backend) => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices(backend, "search-bounds");
  });
  afterAll(() => s?.dispose());

  it("marks only the page's hits, however many documents match", async () => {
    const marking: Array<{ sql: string; parameters: readonly unknown[] }> = [];
    const executor = s.db.kysely.getExecutor();
    const watch: KyselyPlugin = {
      transformQuery({ node, queryId }) {
        const compiled = executor.compileQuery(node as RootOperationNode, queryId);
        if (/highlight\(|ts_headline\(/.test(compiled.sql)) marking.push(compiled);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const search = createSearch(s.db.kysely.withPlugin(watch), s.db.kind);
    await search.refresh();
    // A word in most of the demo news.
    const found = await search.search({ q: "brightlane", section: "news", pageSize: PAGE_SIZE });
    expect(found.total).toBeGreaterThan(PAGE_SIZE * 3);
    expect(found.groups[0]?.items).toHaveLength(PAGE_SIZE);
    expect(found.groups[0]!.items.every((hit) => hit.titleParts.length > 0)).toBe(true);
    expect(marking.length).toBeGreaterThan(0);
    for (const query of marking) {
      expect(query.sql).toMatch(/doc_id in \(/);
      // The page's document ids and the query's own few values, never one per match.
      expect(query.parameters.length).toBeLessThanOrEqual(PAGE_SIZE + 8);
    }
  });
});
