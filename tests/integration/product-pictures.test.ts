/**
 * The product pages show the product's own screens: every picture of /oa, /pm, /live,
 * /trade and /education is a seed picture of one view of that product (rendered from
 * its HTML mock-up), no two alike, served in responsive widths like the collections'.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOMER_FACTS } from "~/kernel/facts";
import { PAGE_SCREEN_PRODUCTS } from "~/kernel/page-screens";
import { PRODUCT_NAMES } from "~/kernel/content-constants";
import type { BlockPage, PageBlock } from "~/kernel/page-blocks";
import type { ContentImage } from "~/kernel/content-schemas";
import { screenOf } from "../../db/seed/artwork.ts";
import { buildSeed } from "../../db/seed/build.ts";
import { createTestServices, type TestServices } from "../support/databases.ts";

const seed = buildSeed();
const specs = new Map(seed.media.map((m) => [m.key, m]));

/** The pictures a seeded page of blocks names: its hero's, then its galleries'. */
function seededPictures(path: string): { key: string; alt: string }[] {
  const blocks = JSON.parse(String(seed.rows.pages.find((p) => p.path === path)!.blocks)) as PageBlock[];
  return blocks.flatMap((b) =>
    b.type === "hero" && b.imageKey
      ? [{ key: b.imageKey, alt: b.imageAlt }]
      : b.type === "gallery"
        ? b.items.map((i) => ({ key: i.imageKey, alt: i.alt }))
        : [],
  );
}

/** The pictures a served page of blocks shows. */
const servedPictures = (page: BlockPage): ContentImage[] =>
  page.blocks.flatMap((b) =>
    b.type === "hero" && b.image ? [b.image] : b.type === "gallery" ? b.items.map((i) => i.image) : [],
  );

describe.each(PAGE_SCREEN_PRODUCTS)("the %s page's pictures", (product) => {
  const pictures = seededPictures(product);

  it("are seed pictures of the product's screens, each a different view", () => {
    const keys = pictures.map((p) => p.key);
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

  it.each(["oa", "live", "pm"])("gives /%s responsive seed pictures, never a bundled drawing", async (path) => {
    const images = servedPictures((await s.content.getBlockPage(path))!);
    expect(images.length).toBe(4);
    for (const image of images) {
      expect(image.src).toMatch(/\/media\/page-[a-z]+-\d-\d+\.jpg$/);
      expect(image.widths.length).toBeGreaterThan(1);
      expect(image.sources.map((x) => x.type)).toContain("image/webp");
      expect(image.alt.length).toBeGreaterThan(30);
    }
  });

  it.each(["fai", "foxwell", "geely"] as const)(
    "opens the %s story with one of its customer's products on screen",
    async (slug) => {
      const [hero] = servedPictures((await s.content.getBlockPage(`case/${slug}`))!);
      const view = screenOf(specs.get(hero!.src.match(/\/media\/(page-[a-z]+-\d)-/)![1]!)!);
      expect(CUSTOMER_FACTS[slug].products).toContain(view?.product);
      expect(hero!.sources.map((x) => x.type)).toContain("image/webp");
    },
  );
});
