import { describe, expect, it } from "vitest";
import { EVERY_BLOCK_KIND } from "../../tests/support/every-block.ts";
import { PageDocument } from "./collections/pages.ts";
import { HOME_ONLY_BLOCKS } from "./home-blocks.ts";
import { EMPTY_ADDRESS_IS_HOME } from "./page-paths.ts";

const HOME_OWN = EVERY_BLOCK_KIND.filter((b) => (HOME_ONLY_BLOCKS as readonly string[]).includes(b.type));
const issues = (doc: unknown) =>
  (PageDocument.safeParse(doc).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

describe("the blocks a page's document may hold", () => {
  it("lets any page of blocks hold the home page's own blocks (decision 0097)", () => {
    expect(HOME_OWN.map((b) => b.type)).toEqual([...HOME_ONLY_BLOCKS]);
    expect(issues({ path: "campaigns/launch", title: "Launch", blocks: EVERY_BLOCK_KIND })).toEqual([]);
    for (const block of HOME_OWN)
      expect(issues({ path: "about", title: "About", blocks: [block] }), block.type).toEqual([]);
  });

  it("keeps the home page to its own blocks and the common ones, and the empty address to it", () => {
    const form = EVERY_BLOCK_KIND.find((b) => b.type === "lead-form")!;
    expect(issues({ path: "", title: "Home", blocks: [...HOME_OWN, form] })).toEqual([
      `blocks.${HOME_OWN.length}: Not on the home page: use its own blocks, a case highlight or a call to action`,
    ]);
    expect(issues({ path: "", title: "Home", blocks: [form] })).toEqual([`path: ${EMPTY_ADDRESS_IS_HOME}`]);
    // A page still to get its address, begun from a template with a video: a hero says it is not the home page.
    const hero = EVERY_BLOCK_KIND.find((b) => b.type === "hero")!;
    expect(issues({ path: "", title: "Launch", blocks: [hero, ...HOME_OWN, form] })).toEqual([
      `path: ${EMPTY_ADDRESS_IS_HOME}`,
    ]);
  });
});
