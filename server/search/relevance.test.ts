/**
 * Search finds what visitors type, on both databases: abbreviations and other names
 * come from the published site settings (a publish reaches the next search), the
 * customer stories and the partner page are indexed, the overview puts the section of
 * the best hit first, a title match outranks a body match, and snippets keep a stop
 * between a heading and the text after it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentOf } from "../../app/kernel/editorial-schemas.ts";
import type { Caller } from "../../app/kernel/services/editorial.ts";
import { FAST_SCRYPT } from "../../tests/support/accounts.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { indexText } from "./query.ts";

const editor: Caller = {
  user: {
    id: "editor-1",
    email: "editor-1@example.com",
    name: "Editor",
    role: "editor",
    sessionId: "s",
    tokenId: null,
    twoFactorEnabled: true,
    twoFactorEnrolmentRequired: false,
  },
  client: { ip: "203.0.113.9", userAgent: "vitest" },
};

describe.each(BACKENDS)("search relevance on %s", (backend) => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices(backend, "search-relevance", { scrypt: FAST_SCRYPT, jobIntervalMs: 0 });
    await s.search.refresh();
  }, 60_000);
  afterAll(async () => s?.dispose());

  const paths = async (q: string, section?: "pages" | "cases") => {
    const found = await s.search.search({ q, section: section ?? null, pageSize: 50 });
    return found.groups.flatMap((g) => g.items.map((h) => h.path));
  };

  it("finds “sso” and “case study” through the synonyms of the published site settings", async () => {
    expect((await s.search.search({ q: "sso" })).total).toBeGreaterThan(0);
    const cases = await s.search.search({ q: "case study" });
    expect(cases.counts.cases).toBeGreaterThan(0);
    // The typed word itself is still searched for, and what it means is not shown as a correction.
    expect(cases.correction).toBeUndefined();
  });

  it("applies a synonym published in the back office to the next search", async () => {
    expect((await s.search.search({ q: "quokkaware" })).total).toBe(0);
    const { items } = await s.editorial.list(editor, "site-settings", {});
    const item = await s.editorial.get(editor, "site-settings", items[0]!.id);
    const doc = item.document as DocumentOf["site-settings"];
    const saved = await s.editorial.saveDraft(editor, "site-settings", item.id, item.version, {
      ...doc,
      synonyms: [...doc.synonyms, { term: "quokkaware", means: ["approval workflow"] }],
    });
    await s.editorial.publish(editor, "site-settings", item.id, saved.version);
    await s.changes.check();
    expect((await s.search.search({ q: "quokkaware" })).total).toBeGreaterThan(0);
  });

  it("indexes the customer stories and the partner page", async () => {
    expect(await paths("Fairhaven", "pages")).toContain("/case/fai");
    expect(await paths("partner programme", "pages")).toContain("/partner");
  });

  it("puts the section of the best hit first: “pricing” leads to /price", async () => {
    const found = await s.search.search({ q: "pricing" });
    expect(found.groups[0]?.items[0]?.path).toBe("/price");
    // Every section with hits keeps its tab and count.
    expect(found.groups.map((g) => g.total)).toEqual(found.groups.map((g) => found.counts[g.section]));
    expect(found.groups.length).toBeGreaterThan(1);
  });

  it("ranks a title match above a body match", async () => {
    const found = await s.search.search({ q: "approvals", section: "news", pageSize: 50 });
    const items = found.groups[0]!.items;
    const inTitle = items.map((h) => h.titleParts.some((p) => p.hit));
    expect(inTitle).toContain(true);
    expect(inTitle).toContain(false);
    // Every title match comes before every body-only match.
    expect(inTitle.indexOf(false)).toBeGreaterThan(inTitle.lastIndexOf(true));
  });

  it("keeps a stop between a heading and the next text", () => {
    expect(indexText("<h2>Pricing</h2><p>Every plan</p><ul><li>One</li><li>Two.</li></ul>")).toBe(
      "Pricing · Every plan · One · Two.",
    );
    expect(indexText("<p>Ends here.</p><p>Next</p>")).toBe("Ends here. Next");
  });

  it("separates the pages' headings from their text in the index and its snippets", async () => {
    const plan = (await s.content.getPricePage()).plans[0]!;
    const found = await s.search.search({ q: plan.name, section: "pages" });
    const price = found.groups[0]!.items.find((h) => h.path === "/price")!;
    const snippet = price.snippetParts.map((p) => p.text).join("");
    expect(snippet).toContain(`${plan.name} · ${plan.tagline.split(" ")[0]}`);
  });
});
