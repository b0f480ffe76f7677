/**
 * The editor's keyboard shortcuts, as data: which command a key press means. Undo and
 * redo are left to a text field or the rich-text editor when one has the focus, so
 * Ctrl+Z there keeps undoing typing as it always has; elsewhere they undo the form's
 * last change (a moved block, a chosen picture, a ticked box).
 */

export type Command = "save" | "publish" | "undo" | "redo";

interface Press {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The command a key press asks for, or null; `inText` when the focus is where typing goes. */
export function commandOf(e: Press, inText: boolean): Command | null {
  const mod = e.ctrlKey || e.metaKey;
  if (!mod || e.altKey) return null;
  const key = e.key.toLowerCase();
  if (key === "s" && !e.shiftKey) return "save";
  if ((key === "p" && e.shiftKey) || key === "enter") return "publish";
  if (inText) return null;
  if (key === "z") return e.shiftKey ? "redo" : "undo";
  if (key === "y" && !e.shiftKey) return "redo";
  return null;
}

const NOT_TEXT = new Set(["checkbox", "radio", "button", "submit", "reset", "file", "range", "color", "image"]);

/** Whether the element takes typing (and so has its own undo). */
export function isTextEntry(el: Element | null): boolean {
  if (!el) return false;
  if ((el as HTMLElement).isContentEditable || el.tagName === "TEXTAREA") return true;
  return el.tagName === "INPUT" && !NOT_TEXT.has((el as HTMLInputElement).type);
}

/** The shortcuts, as the editor lists them (and as aria-keyshortcuts names them). */
export const SHORTCUTS: readonly { keys: string; aria: string; does: string }[] = [
  { keys: "Ctrl+S (⌘S on a Mac)", aria: "Control+S Meta+S", does: "Save the draft" },
  {
    keys: "Ctrl+Shift+P or Ctrl+Enter (⌘ on a Mac)",
    aria: "Control+Shift+P Meta+Shift+P Control+Enter Meta+Enter",
    does: "Publish (for those who may)",
  },
  { keys: "Ctrl+Z (⌘Z), outside a text field", aria: "Control+Z Meta+Z", does: "Undo the last change" },
  {
    keys: "Ctrl+Shift+Z or Ctrl+Y (⇧⌘Z), outside a text field",
    aria: "Control+Shift+Z Meta+Shift+Z Control+Y",
    does: "Redo",
  },
];
