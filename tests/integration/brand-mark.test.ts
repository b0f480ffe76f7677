import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Logo } from "~/components/content/logo";
import { MARK, markSvg } from "~/kernel/brand-mark";

const root = path.resolve(import.meta.dirname, "../..");

describe("Brightlane's mark", () => {
  it("is the favicon, as scripts/og-default.ts writes it", () => {
    expect(readFileSync(path.join(root, "public/favicon.svg"), "utf8").trim()).toBe(markSvg());
  });

  it("is the header's logo on both skins, beside the word mark", () => {
    const html = renderToStaticMarkup(createElement(Logo));
    for (const shape of [MARK.sun, MARK.lane, MARK.marks]) expect(html).toContain(`d="${shape}"`);
    expect(html).toContain(">Brightlane<");
    // The old "V" of the project's name is gone.
    expect(html).not.toContain("M8 9h4l4 11");
  });
});
