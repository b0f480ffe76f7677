/**
 * The pages around live content read their words from their documents (decision 0089):
 * the seeded documents give each page the words it showed, a preview of a document shows
 * its draft for that request only (the next visitor reads the published words from the
 * cache), and a page without a document keeps its default heading.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageBlock } from "../../app/kernel/page-blocks.ts";
import { CATEGORY_LABELS, PARTNER_TIERS } from "../../app/kernel/content-constants.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { withContentScope } from "./scope.ts";

describe("the words of the pages around live content", () => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices("sqlite", "page-words", { contentPollMs: 0 });
  });
  afterAll(async () => {
    await s?.dispose();
  });

  it("come from the seeded documents, as the pages showed them", async () => {
    const price = await s.content.getPricePage();
    expect(price).toMatchObject({ title: "Simple pricing for every team", seo: { title: null, noindex: false } });
    expect(price.intro).toMatch(/^Every plan includes all five products/);
    const service = await s.content.getServicePage();
    expect(service.process.map((p) => p.title)).toEqual(["Discover", "Design", "Deliver", "Improve"]);
    expect(service.metrics[0]).toEqual({ value: "2,000+", label: "implementations delivered" });
    expect(service.cta).toEqual({ label: "Book a demo", href: "/register" });
    const partner = await s.content.getPartnerPage();
    expect(partner.tiers.map((t) => [t.tier, t.label])).toEqual(PARTNER_TIERS.map((t) => [t, CATEGORY_LABELS[t]]));
    expect(partner.cta).toEqual({ label: "Apply to become a partner", href: "/partner/apply" });
    expect((await s.content.getPromotionPage()).title).toBe("Offers and promotions");
    expect((await s.content.getPageWords("register", "Book a demo")).intro).toMatch(/product specialist/);
  });

  it("give the sentences the routes once wrote: the pricing note, the pitches, the directory's note", async () => {
    expect((await s.content.getPricePage()).footnote).toBe(
      "Prices in US dollars, excluding sales tax. Every paid plan starts with a 30-day free trial.",
    );
    expect((await s.content.getServicePage()).pitch).toEqual({
      heading: "Plan your project with us",
      text: "Tell us about your rollout; a consultant replies within one working day.",
    });
    const partner = await s.content.getPartnerPage();
    expect(partner.pitch.heading).toBe("Join the partner programme");
    expect(partner.directoryNote).toBe("certified partners. Every partner is fictional, like the rest of this site.");
    // A text block reaches the route as plain text, with the skin it is shown on.
    expect((await s.content.getPageWords("solution_list", "Solutions")).texts.map((t) => t.skin)).toEqual([
      "desktop",
      "mobile",
    ]);
  });

  it("show a document's draft in its preview only", async () => {
    const row = await s.db.kysely.selectFrom("pages").selectAll().where("path", "=", "price").executeTakeFirstOrThrow();
    const blocks = JSON.parse(String(row.blocks)) as PageBlock[];
    const draft = blocks.map((b) => (b.type === "hero" ? { ...b, lead: "A draft sentence." } : b));
    const preview = { table: "pages", id: row.id, row: { ...row, blocks: JSON.stringify(draft), seo_title: "Draft" } };
    const previewed = await withContentScope({ preview }, () => s.content.getPricePage());
    expect(previewed).toMatchObject({ intro: "A draft sentence.", seo: { title: "Draft" } });
    expect(previewed.plans.length).toBeGreaterThan(0);
    expect((await s.content.getPricePage()).intro).toMatch(/^Every plan includes/);
  });

  it("keep a page's default heading when it has no document", async () => {
    await s.db.kysely.deleteFrom("pages").where("path", "=", "promotion").execute();
    s.content.invalidate();
    const page = await s.content.getPromotionPage();
    expect(page).toMatchObject({ title: "Offers", intro: "", seo: { title: null, noindex: false } });
    expect(page.promotions.length).toBeGreaterThan(0);
  });
});
