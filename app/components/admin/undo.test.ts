import { describe, expect, it } from "vitest";
import { changedKeys, flatten, MAX_STEPS, record, redo, startHistory, undo, type Snapshot } from "./undo";

const snap = (flat: Record<string, string>): Snapshot => ({ flat, values: { ...flat } });
const label = (keys: readonly string[]) => keys.join(", ");

describe("the editor's undo history", () => {
  const opened = snap({ "doc.title": "Old", "doc.summary": "Sum" });

  it("grows one step while the same field is typed in, and undoes it back to before the typing", () => {
    let h = startHistory(opened);
    h = record(h, snap({ "doc.title": "OldA", "doc.summary": "Sum" }), label);
    h = record(h, snap({ "doc.title": "OldAB", "doc.summary": "Sum" }), label);
    expect(h.past).toHaveLength(1);
    expect(h.past[0]!.label).toBe("doc.title");
    const back = undo(h);
    expect(back.show?.flat["doc.title"]).toBe("Old");
    expect(back.step?.label).toBe("doc.title");
    expect(back.history.past).toHaveLength(0);
    const again = redo(back.history);
    expect(again.show?.flat["doc.title"]).toBe("OldAB");
    expect(again.history.future).toHaveLength(0);
  });

  it("keeps a step per field, undone last first, and a new change drops what could be redone", () => {
    let h = startHistory(opened);
    h = record(h, snap({ "doc.title": "New", "doc.summary": "Sum" }), label);
    h = record(h, snap({ "doc.title": "New", "doc.summary": "Changed" }), label);
    expect(h.past.map((s) => s.label)).toEqual(["doc.title", "doc.summary"]);
    const first = undo(h);
    expect(first.show?.flat).toEqual({ "doc.title": "New", "doc.summary": "Sum" });
    const second = undo(first.history);
    expect(second.show?.flat).toEqual(opened.flat);
    expect(second.history.future).toHaveLength(2);
    const typed = record(second.history, snap({ "doc.title": "Other", "doc.summary": "Sum" }), label);
    expect(typed.future).toHaveLength(0);
    expect(redo(typed).show).toBeNull();
  });

  it("starts a new step after an undo even in the same field", () => {
    let h = startHistory(opened);
    h = record(h, snap({ "doc.title": "A", "doc.summary": "Sum" }), label);
    h = record(h, snap({ "doc.title": "A", "doc.summary": "B" }), label);
    h = undo(h).history;
    h = record(h, snap({ "doc.title": "A", "doc.summary": "C" }), label);
    h = record(h, snap({ "doc.title": "A", "doc.summary": "CD" }), label);
    expect(h.past).toHaveLength(2);
    expect(undo(h).show?.flat["doc.summary"]).toBe("Sum");
  });

  it("a move of a block, which changes many inputs at once, is one step", () => {
    const blocks = snap({ "doc.blocks.0.title": "One", "doc.blocks.1.title": "Two" });
    const moved = snap({ "doc.blocks.0.title": "Two", "doc.blocks.1.title": "One" });
    const h = record(startHistory(blocks), moved, () => "Blocks");
    expect(h.past).toHaveLength(1);
    expect(h.past[0]!.keys).toEqual(["doc.blocks.0.title", "doc.blocks.1.title"]);
    expect(undo(h).show).toBe(blocks);
  });

  it("a removed input counts as a change, and nothing changed records nothing", () => {
    const h = startHistory(snap({ "doc.gallery.0.key": "a", "doc.gallery.1.key": "b" }));
    expect(record(h, snap({ "doc.gallery.0.key": "a", "doc.gallery.1.key": "b" }), label)).toBe(h);
    expect(changedKeys({ a: "1", b: "2" }, { a: "1" })).toEqual(["b"]);
  });

  it("typing a field back to where its step began leaves nothing to undo", () => {
    let h = startHistory(opened);
    h = record(h, snap({ "doc.title": "Olde", "doc.summary": "Sum" }), label);
    h = record(h, snap({ "doc.title": "Old", "doc.summary": "Sum" }), label);
    expect(h.past).toHaveLength(0);
    expect(undo(h).show).toBeNull();
  });

  it(`keeps the last ${MAX_STEPS} steps`, () => {
    let h = startHistory(snap({ a: "0", b: "0" }));
    for (let i = 1; i <= MAX_STEPS + 5; i++)
      h = record(h, snap(i % 2 ? { a: String(i), b: "0" } : { a: String(i - 1), b: String(i) }), label);
    expect(h.past).toHaveLength(MAX_STEPS);
  });

  it("reads a form's checkbox sets one value per line and leaves files out", () => {
    const entries: [string, FormDataEntryValue][] = [
      ["doc.tags", "a"],
      ["doc.tags", "b"],
      ["doc.title", "T"],
    ];
    expect(flatten(entries)).toEqual({ "doc.tags": "a\nb", "doc.title": "T" });
  });
});
