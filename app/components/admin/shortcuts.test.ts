// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { commandOf, isTextEntry } from "./shortcuts";

const press = (key: string, mods: Partial<Record<"ctrlKey" | "metaKey" | "shiftKey" | "altKey", boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe("the editor's keyboard shortcuts", () => {
  it("save and publish with Ctrl or Cmd, in a text field too", () => {
    expect(commandOf(press("s", { ctrlKey: true }), true)).toBe("save");
    expect(commandOf(press("s", { metaKey: true }), false)).toBe("save");
    expect(commandOf(press("P", { ctrlKey: true, shiftKey: true }), true)).toBe("publish");
    expect(commandOf(press("Enter", { metaKey: true }), true)).toBe("publish");
  });

  it("leave undo and redo to a text field that has the focus", () => {
    expect(commandOf(press("z", { ctrlKey: true }), true)).toBeNull();
    expect(commandOf(press("z", { ctrlKey: true }), false)).toBe("undo");
    expect(commandOf(press("Z", { metaKey: true, shiftKey: true }), false)).toBe("redo");
    expect(commandOf(press("y", { ctrlKey: true }), false)).toBe("redo");
  });

  it("ignore plain keys, Alt combinations and Ctrl+P (the browser's print)", () => {
    expect(commandOf(press("s"), false)).toBeNull();
    expect(commandOf(press("s", { ctrlKey: true, altKey: true }), false)).toBeNull();
    expect(commandOf(press("p", { ctrlKey: true }), false)).toBeNull();
  });

  it("tell typing fields from the others", () => {
    const el = (html: string) => {
      document.body.innerHTML = html;
      return document.body.firstElementChild;
    };
    expect(isTextEntry(el('<input type="text">'))).toBe(true);
    expect(isTextEntry(el('<input type="search">'))).toBe(true);
    expect(isTextEntry(el("<textarea></textarea>"))).toBe(true);
    expect(isTextEntry(el('<input type="checkbox">'))).toBe(false);
    expect(isTextEntry(el("<select></select>"))).toBe(false);
    expect(isTextEntry(el("<button></button>"))).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });
});
