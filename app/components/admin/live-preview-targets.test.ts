// @vitest-environment happy-dom
/**
 * The preview numbers the blocks it shows; the form numbers every block, hidden ones too.
 * Focus and clicks cross between the two numberings through these two functions.
 */
import { describe, expect, it } from "vitest";
import type { FieldSpec } from "./content-field-spec";
import { livePreviewTargets } from "./live-preview-targets";

const FIELDS = [
  { name: "title", widget: "text" },
  { name: "blocks", widget: "list", item: { name: "blocks", widget: "union" } },
] as unknown as FieldSpec[];

/** A form of four blocks, the second hidden; each block a fieldset with its switch first. */
function form(): HTMLFormElement {
  const el = document.createElement("form");
  el.innerHTML = [0, 1, 2, 3]
    .map(
      (i) => `<fieldset>
        <input type="hidden" name="doc.blocks.${i}.type" value="text">
        <input type="checkbox" name="doc.blocks.${i}.hidden" ${i === 1 ? "checked" : ""}>
        <input type="text" name="doc.blocks.${i}.heading">
      </fieldset>`,
    )
    .join("");
  document.body.replaceChildren(el);
  return el;
}

describe("live preview targets", () => {
  const targets = livePreviewTargets(FIELDS);

  it("gives a block field's place among the shown blocks, none for a hidden block or another field", () => {
    const f = form();
    expect(targets.shownIndexOf(f, "doc.blocks.0.heading")).toBe(0);
    expect(targets.shownIndexOf(f, "doc.blocks.1.heading")).toBeNull();
    expect(targets.shownIndexOf(f, "doc.blocks.2.heading")).toBe(1);
    expect(targets.shownIndexOf(f, "doc.blocks.3.items.0.title")).toBe(2);
    expect(targets.shownIndexOf(f, "doc.title")).toBeNull();
  });

  it("focuses the first typed field of the shown block, past its switch", () => {
    const f = form();
    expect(targets.focusBlock(f, 1)).toBe(true);
    expect((document.activeElement as HTMLInputElement).name).toBe("doc.blocks.2.heading");
    expect(targets.focusBlock(f, 3)).toBe(false);
  });

  it("finds nothing on a type without blocks", () => {
    const none = livePreviewTargets([FIELDS[0]!]);
    expect(none.shownIndexOf(form(), "doc.blocks.0.heading")).toBeNull();
    expect(none.focusBlock(form(), 0)).toBe(false);
  });
});
