/**
 * The history's difference of a rich-text body reads as the text a visitor sees,
 * whole, with the words inserted and deleted marked, not as the editor's JSON cut
 * short; and an old `{ html }` body compares with the editor's JSON the same way.
 */
import { describe, expect, it } from "vitest";
import { diffDocuments } from "./history.ts";

const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });
const doc = (...blocks: object[]) => ({ type: "doc", content: blocks });
const LONG = "The quarterly release brings faster reports to every team. ".repeat(20).trim();

describe("the difference of a rich-text body", () => {
  it("is the rendered text, block by block, with the changed words marked", () => {
    const before = doc(
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Release notes" }] },
      paragraph("Reports load in two seconds."),
      paragraph(LONG),
    );
    const after = doc(
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Release notes" }] },
      paragraph("Reports load in one second."),
      paragraph(LONG),
    );
    const [change] = diffDocuments({ title: "T", body: before }, { title: "T", body: after });
    expect(change).toMatchObject({ field: "body", kind: "rich-text" });
    expect(change!.before).toBe(`Release notes\nReports load in two seconds.\n${LONG}`);
    expect(change!.after).toBe(`Release notes\nReports load in one second.\n${LONG}`);
    const parts = change!.parts!;
    expect(parts.filter((p) => p.removed).map((p) => p.value.trim())).toEqual(["two seconds"]);
    expect(parts.filter((p) => p.added).map((p) => p.value.trim())).toEqual(["one second"]);
    // The whole text, nothing of the JSON.
    expect(parts.map((p) => p.value).join("")).not.toMatch(/"type"|paragraph|…/);
    expect(
      parts
        .filter((p) => !p.removed)
        .map((p) => p.value)
        .join(""),
    ).toBe(change!.after);
  });

  it("compares an old HTML body with the editor's JSON by their text, entities read as characters", () => {
    const [change] = diffDocuments(
      { body: { html: "<p>Fish &amp; chips</p><ul><li>one</li></ul>" } },
      {
        body: doc(paragraph("Fish & chips"), {
          type: "bulletList",
          content: [{ type: "listItem", content: [paragraph("two")] }],
        }),
      },
    );
    expect(change!.before).toBe("Fish & chips\none");
    expect(change!.after).toBe("Fish & chips\ntwo");
    expect(change!.parts!.filter((p) => p.added || p.removed).map((p) => p.value)).toEqual(["one", "two"]);
  });

  it("leaves plain text fields as they were: the values, with word changes", () => {
    const [change] = diffDocuments({ title: "Old name" }, { title: "New name" });
    expect(change).toMatchObject({ field: "title", before: "Old name", after: "New name" });
    expect(change!.kind).toBeUndefined();
  });
});
