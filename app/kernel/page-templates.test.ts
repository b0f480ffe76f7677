import { describe, expect, it } from "vitest";
import { PageDocument } from "./collections/pages.ts";
import { PageBlocks } from "./page-blocks.ts";
import { PAGE_TEMPLATES, templateOf } from "./page-templates.ts";

describe("page templates", () => {
  it("offers the five starters of issue 34", () => {
    expect(Object.values(PAGE_TEMPLATES).map((t) => t.label)).toEqual([
      "Product launch",
      "Event or webinar",
      "Partner programme",
      "Comparison with a competitor",
      "Thank-you page",
    ]);
  });

  it.each(Object.entries(PAGE_TEMPLATES))("%s: its blocks pass the block schemas, as a whole page too", (_, t) => {
    const blocks = PageBlocks.safeParse(t.blocks);
    expect(blocks.error?.issues ?? []).toEqual([]);
    const page = PageDocument.safeParse({
      path: "campaigns/test",
      title: t.title,
      noindex: t.noindex,
      blocks: t.blocks,
    });
    expect(page.error?.issues ?? []).toEqual([]);
  });

  it("keeps the thank-you page out of search engines, and only that one", () => {
    expect(
      Object.entries(PAGE_TEMPLATES)
        .filter(([, t]) => t.noindex)
        .map(([id]) => id),
    ).toEqual(["thank-you"]);
  });

  it("every form a template has asks a subset of the register form's fields", () => {
    const forms = Object.values(PAGE_TEMPLATES).flatMap((t) =>
      t.blocks.flatMap((b) => (b.type === "lead-form" ? [b] : [])),
    );
    expect(forms.length).toBeGreaterThanOrEqual(3);
    for (const form of forms) expect(form.fields?.length).toBeLessThan(7);
  });

  it("reads a template's name, and nothing else", () => {
    expect(templateOf("event")?.label).toBe("Event or webinar");
    for (const other of ["", "blank", "__proto__", "toString", null, 3]) expect(templateOf(other)).toBeUndefined();
  });
});
