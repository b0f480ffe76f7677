/**
 * Undo, redo and the keyboard shortcuts of the content editor (the history itself is
 * app/components/admin/undo.ts). The form's inputs are uncontrolled, so a snapshot is
 * read from the form after each change and an undo hands the editor the values to open
 * the form again with (as a restored backup does): moved, removed or added blocks come
 * back with everything in them.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { FieldSpec } from "./content-field-spec";
import { commandOf, isTextEntry, SHORTCUTS, type Command } from "./shortcuts";
import { formValues } from "./structured-values";
import { useHydrated } from "./use-hydrated";
import { flatten, record, redo, startHistory, undo, type History, type Snapshot } from "./undo";
import "./edit-tools.css";

function snapshotOf(form: HTMLFormElement, fields: readonly FieldSpec[]): Snapshot {
  const entries = [...new FormData(form).entries()].filter(([name]) => name.startsWith("doc."));
  return { flat: flatten(entries), values: formValues(fields, new FormData(form).entries()) };
}

const clean = (text: string | null | undefined) => (text ?? "").replace(/\s*\((optional|up to)[^)]*\)\s*$/, "").trim();

/** "Title", or "Blocks: Heading" for a field inside a structured one, or the structured field for several. */
function labelOf(form: HTMLFormElement, fields: readonly FieldSpec[], keys: readonly string[]): string {
  const top = new Set(keys.map((k) => k.split(".")[1]));
  // A picked image fills its key and its alt text: "Cover image and Cover image alt text".
  if (top.size > 2) return "several fields";
  if (top.size > 1) return fields.flatMap((f) => (top.has(f.name) ? [clean(f.label)] : [])).join(" and ");
  const field = fields.find((f) => f.name === [...top][0]);
  const own = keys.length === 1 ? form.querySelector(`[name="${CSS.escape(keys[0]!)}"]`) : null;
  const text =
    own && "labels" in own ? clean((own as HTMLInputElement).labels?.[0]?.textContent) : clean(field?.label ?? "");
  const outer = clean(field?.label);
  return keys.length === 1 && keys[0]!.split(".").length > 2 && text && text !== outer ? `${outer}: ${text}` : text;
}

interface Options {
  /** The edit form, once rendered. */
  form: () => HTMLFormElement | null;
  fields: readonly FieldSpec[];
  /** Opens the form again with these values. */
  show: (values: Readonly<Record<string, string>>) => void;
  /** Runs a shortcut's submit: save or publish; returns what to announce. */
  submit: (command: "save" | "publish") => string;
  /** Whether changes are taken (false for a read-only item). */
  editable: boolean;
  /** Once the form shows an undone or redone state: keep the backup and autosave in step. */
  shown: () => void;
}

export function useEditHistory({ form, fields, show, submit, editable, shown: afterShow }: Options) {
  const history = useRef<History | null>(null);
  // What the buttons name, kept in state: the history itself lives in a ref, read in handlers only.
  const [labels, setLabels] = useState<{ undo: string | null; redo: string | null }>({ undo: null, redo: null });
  const [said, setSaid] = useState("");
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);

  /** The form as opened (again): the base of the next change. */
  const keep = useCallback((next: History) => {
    history.current = next;
    setLabels({ undo: next.past.at(-1)?.label ?? null, redo: next.future.at(-1)?.label ?? null });
  }, []);
  const opened = useCallback(() => {
    const el = form();
    return el ? startHistory(snapshotOf(el, fields)) : null;
  }, [form, fields]);
  const start = useCallback(() => {
    const fresh = opened();
    if (fresh) keep(fresh);
  }, [opened, keep]);
  useEffect(() => {
    // The form as the page opened: nothing to undo yet, so no state to set.
    history.current = opened();
    return () => clearTimeout(pending.current);
  }, [opened]);

  /** After a change: read the form once the change is on the page (a list's move renders first). */
  const changed = useCallback(() => {
    clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      const el = form();
      if (!el) return;
      const before = history.current ?? startHistory(snapshotOf(el, fields));
      const next = record(before, snapshotOf(el, fields), (keys) => labelOf(el, fields, keys));
      if (next !== history.current) keep(next);
    }, 0);
  }, [form, fields, keep]);

  const travel = useCallback(
    (way: "undo" | "redo") => {
      if (!history.current) return;
      const { history: next, show: shown, step } = (way === "undo" ? undo : redo)(history.current);
      if (!shown || !step) return setSaid(way === "undo" ? "Nothing to undo." : "Nothing to redo.");
      keep(next);
      show(shown.values);
      setSaid(`${way === "undo" ? "Undone" : "Redone"}: ${step.label}.`);
      // The form opens again: the focus goes back to the field that changed when it was in the form.
      const inForm = form()?.contains(document.activeElement) ?? false;
      setTimeout(() => {
        // The form as it opened again is the base of the next change (a field may read back slightly differently).
        const el = form();
        if (el && history.current) history.current = { ...history.current, current: snapshotOf(el, fields) };
        afterShow();
        if (!inForm) return;
        el?.querySelector<HTMLElement>(`[name="${CSS.escape(step.keys[0]!)}"]:not([type=hidden])`)?.focus();
      }, 0);
    },
    [form, fields, show, afterShow, keep],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || (e.target instanceof Element && e.target.closest("dialog[open]"))) return;
      const command: Command | null = commandOf(e, isTextEntry(document.activeElement));
      if (!command) return;
      e.preventDefault();
      if (command === "undo" || command === "redo") {
        if (editable) travel(command);
      } else setSaid(submit(command));
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [travel, submit, editable]);

  return {
    changed,
    /** After the form was opened again by something other than undo (a merge, a restored backup). */
    restart: start,
    undoLabel: labels.undo,
    redoLabel: labels.redo,
    undo: () => travel("undo"),
    redo: () => travel("redo"),
    said,
    setSaid,
  };
}

/** The bar above the form: Undo, Redo, what was done, and the list of shortcuts. */
export function EditBar({ edit }: { edit: ReturnType<typeof useEditHistory> }) {
  // Without JavaScript none of it works: it shows once the page is live.
  if (!useHydrated()) return null;
  return (
    <div className="admin-edit-bar">
      <button
        type="button"
        className="admin-button admin-button-quiet admin-button-small"
        onClick={edit.undo}
        disabled={!edit.undoLabel}
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        {edit.undoLabel ? `Undo: ${edit.undoLabel}` : "Undo"}
      </button>
      <button
        type="button"
        className="admin-button admin-button-quiet admin-button-small"
        onClick={edit.redo}
        disabled={!edit.redoLabel}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
      >
        {edit.redoLabel ? `Redo: ${edit.redoLabel}` : "Redo"}
      </button>
      <details className="admin-shortcuts">
        <summary>Keyboard shortcuts</summary>
        <dl>
          {SHORTCUTS.map((s) => (
            <div key={s.does}>
              <dt>{s.does}</dt>
              <dd>
                <kbd>{s.keys}</kbd>
              </dd>
            </div>
          ))}
        </dl>
      </details>
      <p className="visually-hidden" role="status" aria-live="polite">
        {edit.said}
      </p>
    </div>
  );
}
