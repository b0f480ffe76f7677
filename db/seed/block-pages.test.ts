/**
 * The product pages, the about page and the customer stories are seeded as documents
 * of the pages collection: each one is a page an editor could save, states the fact
 * sheet's figures and customers, and names only pictures the seed draws.
 */
import { describe, expect, it } from "vitest";
import { parseDocument } from "../../app/kernel/editorial-rows.ts";
import { PageBlocks, type PageBlock } from "../../app/kernel/page-blocks.ts";
import { COMPANY, CUSTOMER_FACTS, PRODUCT_FACTS } from "../../app/kernel/facts.ts";
import { PRODUCT_NAMES } from "../../app/kernel/content-constants.ts";
import { buildSeed } from "./build.ts";

const PRODUCTS = ["oa", "live", "trade", "education"] as const;
const STORIES = ["fai", "foxwell", "geely", "jlb"] as const;
const NINE = ["about", ...PRODUCTS, ...STORIES.map((s) => `case/${s}`)];

describe("the seeded pages of blocks", () => {
  const { rows, media } = buildSeed();
  const row = (path: string) => rows.pages.find((p) => p.path === path)!;
  const blocksOf = (path: string) => JSON.parse(String(row(path).blocks)) as PageBlock[];
  const drawn = new Set(media.map((m) => m.key));

  it.each(NINE)("/%s validates against the page document schema, with its own search title and description", (path) => {
    const page = row(path);
    expect(page, path).toBeDefined();
    const blocks = blocksOf(path);
    const parsed = parseDocument("pages", {
      path,
      title: page.title,
      blocks,
      seoTitle: page.seo_title,
      seoDescription: page.seo_description,
    });
    expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
    expect(PageBlocks.safeParse(blocks).success).toBe(true);
    expect(blocks[0]!.type).toBe("hero");
    expect(page.seo_title).toBeTruthy();
    expect(page.seo_description).toBeTruthy();
  });

  it("names only pictures the seed draws, the product screens among them", () => {
    for (const path of NINE) {
      const keys = blocksOf(path).flatMap((b) =>
        b.type === "hero" ? [b.imageKey] : b.type === "gallery" ? b.items.map((i) => i.imageKey) : [],
      );
      expect(keys.length, path).toBeGreaterThan(1);
      for (const key of keys) expect(drawn, `${path}: ${key}`).toContain(key);
    }
    for (const product of PRODUCTS) {
      const [hero] = blocksOf(product);
      expect(hero!.type === "hero" && hero.imageKey).toBe(`page-${product}-0`);
    }
  });

  it("takes its figures, milestones and customer panels from the fact sheet", () => {
    const about = blocksOf("about");
    const figures = about.find((b) => b.type === "figures");
    expect(figures?.type === "figures" && figures.items).toEqual([
      COMPANY.customers,
      COMPANY.employees,
      COMPANY.uptime,
      COMPANY.languages,
    ]);
    const timeline = about.find((b) => b.type === "timeline");
    expect(timeline?.type === "timeline" && timeline.items.map((m) => m.year)).toEqual(
      expect.arrayContaining([String(COMPANY.founded), String(PRODUCT_FACTS.trade.launched)]),
    );
    expect(JSON.stringify(about)).not.toContain("{{");
    for (const slug of STORIES) {
      const panel = blocksOf(`case/${slug}`).find((b) => b.type === "customer");
      const fact = CUSTOMER_FACTS[slug];
      expect(panel, slug).toMatchObject({
        industry: fact.industry,
        location: fact.location,
        products: fact.products.map((p) => PRODUCT_NAMES[p]),
      });
      expect(panel?.type === "customer" && panel.name).toContain(fact.name);
    }
  });
});
