/**
 * A hidden block stays in the page's document but is shown on neither skin, wherever
 * it stands; the blocks around it render as before.
 */
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { BlockPage } from "~/kernel/page-blocks";
import { DESKTOP_BLOCKS } from "./desktop";
import { MOBILE_BLOCKS } from "./mobile";
import { RenderBlocks, type BlockViews } from "./render-blocks";

const PAGE: BlockPage = {
  id: 1,
  path: "contact",
  title: "Contact",
  seo: { title: null, description: null, image: null, noindex: false } as unknown as BlockPage["seo"],
  updatedAt: "2026-11-29T00:00:00.000Z",
  blocks: [
    { type: "quote", hidden: true, text: "A quotation kept out of sight.", name: "Hidden Hana", role: "" },
    { type: "quote", text: "A quotation on show.", name: "Shown Sam", role: "" },
    { type: "cta", hidden: false, heading: "Ready to start", text: "", label: "Start", href: "/price" },
    { type: "faq", hidden: true, heading: "Hidden questions", items: [{ question: "Q?", answer: "A." }] },
  ],
};

function html(views: BlockViews, page: BlockPage = PAGE): string {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <RenderBlocks page={page} views={views} leadForm={null} /> },
  ]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("RenderBlocks", () => {
  for (const [skin, views] of [
    ["desktop", DESKTOP_BLOCKS],
    ["mobile", MOBILE_BLOCKS],
  ] as const) {
    it(`shows no hidden block on the ${skin} skin, and every other block`, () => {
      const out = html(views);
      expect(out).toContain("A quotation on show.");
      expect(out).toContain("Ready to start");
      expect(out).not.toContain("A quotation kept out of sight.");
      expect(out).not.toContain("Hidden Hana");
      expect(out).not.toContain("Hidden questions");
    });
  }

  it("marks no block of a page visitors see: the browser renders none of the markers", () => {
    expect(html(DESKTOP_BLOCKS)).not.toContain("data-block");
  });

  it("marks each shown block with its place among the shown ones, for the editor's live preview", () => {
    const out = html(DESKTOP_BLOCKS, { ...PAGE, preview: true });
    expect([...out.matchAll(/data-block="(\d+)"/g)].map((m) => m[1])).toEqual(["0", "1"]);
    const second = out.slice(out.indexOf('data-block="1"'));
    expect(second).toContain("Ready to start");
    expect(second).not.toContain("A quotation on show.");
  });
});
