/**
 * The editor's undo and redo, as plain data: each step holds the whole form before and
 * after one change, so undoing a block's move or removal is as simple as undoing a title.
 * A change is told apart by the form fields it touched ("doc.title"): typing on in the
 * same field extends the last step instead of adding one per key press, so "Undo: Title"
 * puts back the title as it was before the person started typing in it.
 */

/** What the form held at one moment: `flat` by input name (to compare), `values` by document field (to restore). */
export interface Snapshot {
  flat: Readonly<Record<string, string>>;
  values: Readonly<Record<string, string>>;
}

export interface Step {
  /** The input names the change touched. */
  keys: readonly string[];
  /** What it changed, for the button ("Undo: Title"). */
  label: string;
  before: Snapshot;
  after: Snapshot;
}

export interface History {
  past: readonly Step[];
  future: readonly Step[];
  current: Snapshot;
  /** False once undone or redone: the next change starts a step of its own. */
  open: boolean;
}

/** Steps kept: a day of work needs the last changes, not every one. */
export const MAX_STEPS = 100;

export const startHistory = (current: Snapshot): History => ({ past: [], future: [], current, open: false });

/** The input names whose values differ. */
export function changedKeys(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): string[] {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].filter((k) => (a[k] ?? "") !== (b[k] ?? ""));
}

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((k, i) => k === b[i]);

/**
 * The history after the form became `next`. `labelOf` names the change from the keys it touched.
 * Nothing changed: the same history. The same fields as the last open step: that step grows.
 */
export function record(h: History, next: Snapshot, labelOf: (keys: readonly string[]) => string): History {
  const keys = changedKeys(h.current.flat, next.flat).sort();
  if (!keys.length) return h;
  const last = h.past.at(-1);
  if (h.open && last && sameKeys(last.keys, keys)) {
    // Typing back to where the step began leaves nothing to undo.
    const grown = { ...last, after: next };
    const past = changedKeys(last.before.flat, next.flat).length
      ? [...h.past.slice(0, -1), grown]
      : h.past.slice(0, -1);
    return { past, future: [], current: next, open: past.length === h.past.length };
  }
  const step: Step = { keys, label: labelOf(keys), before: h.current, after: next };
  return { past: [...h.past, step].slice(-MAX_STEPS), future: [], current: next, open: true };
}

/** Undoing the last step: the history after, and the snapshot to show (null when there is nothing to undo). */
export function undo(h: History): { history: History; show: Snapshot | null; step: Step | null } {
  const step = h.past.at(-1);
  if (!step) return { history: h, show: null, step: null };
  return {
    history: { past: h.past.slice(0, -1), future: [...h.future, step], current: step.before, open: false },
    show: step.before,
    step,
  };
}

export function redo(h: History): { history: History; show: Snapshot | null; step: Step | null } {
  const step = h.future.at(-1);
  if (!step) return { history: h, show: null, step: null };
  return {
    history: { past: [...h.past, step], future: h.future.slice(0, -1), current: step.after, open: false },
    show: step.after,
    step,
  };
}

/** A form's entries by name; a name given several times (a set of checkboxes) holds them one per line. */
export function flatten(entries: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (typeof value !== "string") continue;
    flat[name] = name in flat ? `${flat[name]}\n${value}` : value;
  }
  return flat;
}
