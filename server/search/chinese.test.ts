/**
 * Chinese in the site search: it has no spaces between words, so the index and the query
 * are cut into words alike (query.ts), and a search for 审批 or 审批流程 finds the page that
 * speaks of approval workflows, on both databases, while what the reader sees keeps no trace
 * of the cuts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITOR as editor } from "../../tests/support/cached-site.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { indexText, markedToParts, MARK_END, MARK_START, parseQuery } from "./query.ts";

describe("Chinese words in queries and in the index", () => {
  it("cuts a run of Chinese characters into words, beside Latin words as before", () => {
    expect(parseQuery("审批流程").terms).toEqual(["审批", "流程"]);
    expect(parseQuery("Brightlane OA 审批").terms).toEqual(["brightlane", "oa", "审批"]);
  });
  it("parts the index's Chinese words with a break no reader sees", () => {
    const indexed = indexText("<p>报销审批流程更快了</p>");
    expect(indexed.split("\u200b")).toEqual(["报销", "审批", "流程", "更", "快了"]);
    expect(markedToParts(`报销\u200b${MARK_START}审批${MARK_END}\u200b流程`)).toEqual([
      { text: "报销" },
      { text: "审批", hit: true },
      { text: "流程" },
    ]);
  });
});

describe.each(BACKENDS)("a Chinese page in the site search on %s", (backend) => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices(backend, "search-chinese");
    const draft = await s.editorial.createDraft(editor, "pages", {
      path: "campaigns/approvals-zh",
      title: "移动审批",
      blocks: [
        {
          type: "text",
          heading: "审批流程",
          body: { html: "<p>在手机上处理报销审批流程，出差途中也不耽误。</p>" },
        },
      ],
    });
    await s.editorial.publish(editor, "pages", draft.id);
    await s.changes.check();
    await s.search.refresh();
  }, 120_000);
  afterAll(() => s?.dispose());

  const found = async (q: string) => (await s.search.search({ q, section: "pages" })).groups.flatMap((g) => g.items);

  it.each(["审批", "审批流程", "报销", "移动审批"])("finds the page for %s", async (q) => {
    const hits = await found(q);
    expect(hits.map((h) => h.path)).toEqual(["/campaigns/approvals-zh"]);
    const shown = [...hits[0]!.titleParts, ...hits[0]!.snippetParts].map((p) => p.text).join("");
    expect(shown).not.toContain("\u200b");
    expect(hits[0]!.titleParts.map((p) => p.text).join("")).toBe("移动审批");
  });

  it("does not find it for a word it does not hold", async () => {
    expect(await found("财务")).toEqual([]);
  });
});
