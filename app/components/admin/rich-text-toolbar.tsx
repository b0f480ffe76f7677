/**
 * The editor's toolbar: one tab stop, arrow keys move between its buttons (the WAI
 * toolbar pattern), each button is labelled and says whether it is on. Buttons keep
 * the editor's selection (mousedown does not take the focus away from the text).
 */
import { useRef, useState } from "react";
import { useEditorState, type Editor } from "@tiptap/react";

export interface ToolbarButton {
  key: string;
  label: string;
  text: string;
  run: () => void;
  active?: boolean;
  disabled?: boolean;
}

/** The editor's commands as toolbar buttons; `ask` opens the link or image form. */
export function useToolbarButtons(editor: Editor, ask: (what: "link" | "image") => void): ToolbarButton[] {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
      table: e.isActive("table"),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons: ToolbarButton[] = [
    { key: "bold", label: "Bold", text: "B", active: state.bold, run: () => chain().toggleBold().run() },
    { key: "italic", label: "Italic", text: "I", active: state.italic, run: () => chain().toggleItalic().run() },
    {
      key: "h2",
      label: "H2, heading level 2",
      text: "H2",
      active: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: "h3",
      label: "H3, heading level 3",
      text: "H3",
      active: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: "bullet",
      label: "Bulleted list",
      text: "• List",
      active: state.bullet,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: "ordered",
      label: "1. List, numbered",
      text: "1. List",
      active: state.ordered,
      run: () => chain().toggleOrderedList().run(),
    },
    { key: "quote", label: "Quote", text: "“ ”", active: state.quote, run: () => chain().toggleBlockquote().run() },
    { key: "link", label: state.link ? "Edit link" : "Link", text: "Link", active: state.link, run: () => ask("link") },
    { key: "image", label: "Image", text: "Image", run: () => ask("image") },
    {
      key: "table",
      label: "Insert table",
      text: "Table",
      disabled: state.table,
      run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    },
  ];
  if (state.table) {
    buttons.push(
      { key: "row", label: "Add row below", text: "+ Row", run: () => chain().addRowAfter().run() },
      { key: "col", label: "Add column right", text: "+ Column", run: () => chain().addColumnAfter().run() },
      { key: "drop-row", label: "Delete row", text: "− Row", run: () => chain().deleteRow().run() },
      { key: "drop-col", label: "Delete column", text: "− Column", run: () => chain().deleteColumn().run() },
      { key: "drop-table", label: "Delete table", text: "✕ Table", run: () => chain().deleteTable().run() },
    );
  }
  return buttons;
}

export function Toolbar({ label, buttons }: { label: string; buttons: readonly ToolbarButton[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const at = Math.min(current, buttons.length - 1);
  const move = (delta: number | "first" | "last") => {
    const all = [...(ref.current?.querySelectorAll<HTMLButtonElement>("button") ?? [])];
    if (!all.length) return;
    const next = delta === "first" ? 0 : delta === "last" ? all.length - 1 : (at + delta + all.length) % all.length;
    setCurrent(next);
    all[next]!.focus();
  };
  return (
    <div
      ref={ref}
      className="admin-rte-toolbar"
      role="toolbar"
      aria-label={label}
      onKeyDown={(e) => {
        const step = { ArrowRight: 1, ArrowLeft: -1, Home: "first", End: "last" } as const;
        const delta = step[e.key as keyof typeof step];
        if (delta === undefined) return;
        e.preventDefault();
        move(delta);
      }}
    >
      {buttons.map((b, i) => (
        <button
          key={b.key}
          type="button"
          className="admin-rte-button"
          aria-label={b.label}
          title={b.label}
          aria-pressed={b.active === undefined ? undefined : b.active}
          aria-disabled={b.disabled || undefined}
          tabIndex={i === at ? 0 : -1}
          onFocus={() => setCurrent(i)}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            if (!b.disabled) b.run();
          }}
        >
          {b.text}
        </button>
      ))}
    </div>
  );
}
