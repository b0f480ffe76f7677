/**
 * The product pages show the product's own screens: every picture of /oa, /pm, /live,
 * /trade and /education is a seed picture of one view of that product (rendered from
 * its HTML mock-up), no two alike, served in responsive widths like the collections'.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseStoryOf, staticPageOf } from "~/components/content/page-of";
import { CUSTOMER_FACTS } from "~/kernel/facts";
import { PAGE_SCREEN_PRODUCTS } from "~/kernel/page-screens";
import pageCopy from "../../db/seed/copy/pages.json" with { type: "json" };
import { STATIC_COPY } from "~/content/static-pages";
import { PRODUCT_NAMES } from "~/kernel/content-constants";
import { screenOf } from "../../db/seed/artwork.ts";
import { buildSeed } from "../../db/seed/build.ts";
import { createTestServices, type TestServices } from "../support/databases.ts";

const specs = new Map(buildSeed().media.map((m) => [m.key, m]));

// The PM page is a page of blocks: its screen is its hero's picture (its gallery awaits a gallery block).
const pmHero = pageCopy.pm.blocks[0] as { imageKey: string; imageAlt: string };

describe.each(PAGE_SCREEN_PRODUCTS)("the %s page's pictures", (product) => {
  const pictures =
    product === "pm"
      ? [{ key: pmHero.imageKey, alt: pmHero.imageAlt }]
      : [STATIC_COPY[product]!.hero, ...STATIC_COPY[product]!.gallery];

  it("are seed pictures of the product's screens, each a different view", () => {
    const keys = pictures.map((p) => ("key" in p ? p.key : p.src));
    const views = keys.map((key) => (specs.has(key) ? screenOf(specs.get(key)!) : null));
    expect(views.map((v) => v?.product)).toEqual(pictures.map(() => product));
    expect(new Set(views.map((v) => v?.variant)).size).toBe(pictures.length);
    for (const p of pictures) expect(p.alt).toContain(PRODUCT_NAMES[product]);
  });
});

describe("a product page's loader", () => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices("sqlite", "product-pictures");
  });
  afterAll(async () => {
    await s?.dispose();
  });

  it.each(["/oa", "/mobile/live", "/pm"])(
    "gives %s responsive seed pictures, never a bundled drawing",
    async (path) => {
      const images = async () => {
        if (path !== "/pm") {
          const { page } = await staticPageOf(path, s.content);
          return [page.hero, ...page.gallery];
        }
        const hero = (await s.content.getBlockPage("pm"))!.blocks[0]!;
        return hero.type === "hero" && hero.image ? [hero.image] : [];
      };
      const shown = await images();
      expect(shown.length).toBeGreaterThan(0);
      for (const image of shown) {
        expect(image.src).toMatch(/\/media\/page-[a-z]+-\d-\d+\.jpg$/);
        expect(image.widths.length).toBeGreaterThan(1);
        expect(image.sources.map((x) => x.type)).toContain("image/webp");
        expect(image.alt.length).toBeGreaterThan(30);
      }
    },
  );

  it.each(["fai", "foxwell", "geely"] as const)(
    "opens the %s story with one of its customer's products on screen",
    async (slug) => {
      const { story } = await caseStoryOf(`/case/${slug}`, s.content);
      const view = screenOf(specs.get(story.hero.src.match(/\/media\/(page-[a-z]+-\d)-/)![1]!)!);
      expect(CUSTOMER_FACTS[slug].products).toContain(view?.product);
      expect(story.hero.sources.map((x) => x.type)).toContain("image/webp");
    },
  );
});
