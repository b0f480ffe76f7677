import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import type { SearchDb } from "./indexer.ts";
import { correctTerms, createVocabulary, oneEditApart } from "./spelling.ts";

describe("one typo", () => {
  it("is a letter added, dropped, changed or two neighbours swapped", () => {
    expect(oneEditApart("aproval", "approval")).toBe(true);
    expect(oneEditApart("approvall", "approval")).toBe(true);
    expect(oneEditApart("approvel", "approval")).toBe(true);
    expect(oneEditApart("apporval", "approval")).toBe(true);
    expect(oneEditApart("approval", "approval")).toBe(false);
    expect(oneEditApart("aprovl", "approval")).toBe(false);
    expect(oneEditApart("paproval", "approvals")).toBe(false);
  });

  it("corrects unknown words to the most frequent close word, and leaves known and short words", () => {
    const words = new Map([
      ["approval", 40],
      ["approvals", 3],
      ["invoice", 12],
      ["form", 9],
    ]);
    expect(correctTerms(["aproval", "invoice"], words)).toEqual(["approval", "invoice"]);
    expect(correctTerms(["invoice"], words)).toBeNull();
    expect(correctTerms(["frm"], words)).toBeNull();
    expect(correctTerms(["zzzzzz"], words)).toBeNull();
  });
});

describe("the index's words", () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await createTestServices("sqlite", "vocabulary", { seed: false });
    await services.db.kysely.transaction().execute(async (trx) => {
      for (const [id, title, body] of [
        [1, "Approval", "approval workflow"],
        [2, "Invoice", "invoice approval"],
        [3, "Form", "form builder"],
        [4, "Report", "report approval"],
        [5, "Budget", "budget form"],
      ] as const)
        await sql`insert into search_documents (doc_id, section, item_id, type, title, body, published_at, updated_at)
          values (${id}, 'news', ${id}, 'company', ${title}, ${body}, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(
          trx,
        );
    });
  });
  afterAll(() => services.dispose());

  it("are counted a page of rows at a time, letting other work run in between", async () => {
    const vocabulary = createVocabulary(services.db.kysely as unknown as SearchDb, 2);
    let turned = false;
    setImmediate(() => (turned = true));
    const words = await vocabulary.words();
    expect(turned).toBe(true);
    expect(words.get("approval")).toBe(4);
    expect(words.get("budget")).toBe(2);
  });

  it("answer with the words read before while they are read again", async () => {
    const vocabulary = createVocabulary(services.db.kysely as unknown as SearchDb, 2);
    expect((await vocabulary.words()).has("payroll")).toBe(false);
    await sql`insert into search_documents (doc_id, section, item_id, type, title, body, published_at, updated_at)
      values (6, 'news', 6, 'company', 'Payroll', 'payroll', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(
      services.db.kysely,
    );
    vocabulary.stale();
    expect((await vocabulary.words()).has("payroll")).toBe(false);
    await new Promise((r) => setTimeout(r, 50));
    expect((await vocabulary.words()).get("payroll")).toBe(2);
  });
});
