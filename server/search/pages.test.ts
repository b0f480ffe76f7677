/**
 * The product, pricing, service, partner and about pages and the customer stories are in the site search on both
 * databases: a word found on one of these pages only leads to it, by its registry URL. All but the PM page are
 * read from their published documents; the PM page's text is handed over from the repository.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, mobile } from "../../app/kernel/links.ts";
import { EDITOR as editor } from "../../tests/support/cached-site.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import type { SearchDb } from "./indexer.ts";

const wordsIn = (text: string) => new Set(text.toLowerCase().match(/[a-z]{7,}/g) ?? []);

describe.each(BACKENDS)("whole pages in the site search on %s", (backend) => {
  let s: TestServices;
  let docs: Array<{ section: string; type: string; title: string; body: string }>;

  /** The page paths a search for `word` finds among the whole pages. */
  async function pagesFound(word: string): Promise<Array<[string, string | null]>> {
    const r = await s.search.search({ q: word, section: "pages" });
    return r.groups.flatMap((g) => g.items).map((h) => [h.path, h.mobilePath]);
  }

  /** A word of the page `key` that no other page holds (nor a word of the same stem). */
  async function wordOnlyOn(key: string): Promise<string | undefined> {
    const page = docs.find((d) => d.section === "pages" && d.type === key);
    expect(page, key).toBeDefined();
    const others = docs.filter((d) => d.section === "pages" && d !== page).map((d) => `${d.title} ${d.body}`);
    const candidates = [...wordsIn(`${page!.title} ${page!.body}`)].filter(
      (w) => !others.some((text) => text.toLowerCase().includes(w.slice(0, 6))),
    );
    for (const word of candidates.slice(0, 20)) if ((await pagesFound(word)).length === 1) return word;
    return undefined;
  }

  beforeAll(async () => {
    s = await createTestServices(backend, "search-pages");
    await s.search.refresh();
    docs = await (s.db.kysely as unknown as SearchDb)
      .selectFrom("search_documents")
      .select(["section", "type", "title", "body"])
      .execute();
  });
  afterAll(() => s?.dispose());

  it("indexes the product, pricing, service, partner and about pages, the customer stories and the pages of blocks", () => {
    const keys = docs.filter((d) => d.section === "pages").map((d) => d.type);
    expect(keys.sort()).toEqual([
      "about",
      "careers",
      "caseFai",
      "caseFoxwell",
      "caseGeely",
      "caseJlb",
      "contact",
      "education",
      "live",
      "oa",
      "partner",
      "pm",
      "price",
      "privacy",
      "security",
      "service",
      "terms",
      "trade",
    ]);
  });

  it.each([
    ["price", desktop.price(), mobile.price()],
    ["about", desktop.about(), mobile.about()],
    ["service", desktop.service(), mobile.service()],
    ["oa", desktop.oa(), mobile.oa()],
    ["contact", desktop.contact(), mobile.contact()],
  ])("finds the %s page by a word found only there", async (key, path, mobilePath) => {
    const word = await wordOnlyOn(key);
    expect(word, `a word only on ${key}`).toBeDefined();
    expect(await pagesFound(word!), word).toEqual([[path, mobilePath]]);
    // The overview (all sections) shows it too.
    const all = await s.search.search({ q: word! });
    expect(all.groups.find((g) => g.section === "pages")?.items.map((h) => h.path)).toEqual([path]);
  });

  it("finds a page at an address its editors chose, at that address on both skins, once published", async () => {
    const document = {
      path: "campaigns/zephyrine-week",
      title: "Zephyrine week",
      blocks: [{ type: "cta", heading: "Zephyrine onboarding clinics", text: "", label: "Book", href: "/contact" }],
    };
    const draft = await s.editorial.createDraft(editor, "pages", document);
    await s.search.refresh();
    expect(await pagesFound("zephyrine")).toEqual([]);
    await s.editorial.publish(editor, "pages", draft.id);
    await s.changes.check();
    await s.search.refresh();
    expect(await pagesFound("zephyrine")).toEqual([["/campaigns/zephyrine-week", "/mobile/campaigns/zephyrine-week"]]);
  });

  it("keeps the pages through a full reindex", async () => {
    await s.search.reindexAll();
    const word = await wordOnlyOn("about");
    expect(word).toBeDefined();
    expect(await pagesFound(word!)).toEqual([[desktop.about(), mobile.about()]]);
  });
});
