/**
 * A stale save merged field by field against the version the editor opened (base):
 * a field only one side changed takes that side's value without asking; only a
 * field both changed, to different values, is a conflict for the editor to settle.
 */
import type { FieldSpec } from "~/components/admin/content-field-spec";

export interface Conflict {
  name: string;
  label: string;
  mine: string;
  theirs: string;
}

export function mergeThreeWays(
  fields: readonly FieldSpec[],
  /** Null when the opened revision is gone: every difference is then a conflict. */
  base: Record<string, string> | null,
  theirs: Record<string, string>,
  mine: Record<string, string>,
): { values: Record<string, string>; conflicts: Conflict[] } {
  const values: Record<string, string> = {};
  const conflicts: Conflict[] = [];
  for (const f of fields) {
    const [t, m] = [theirs[f.name] ?? "", mine[f.name] ?? ""];
    const b = base ? (base[f.name] ?? "") : null;
    if (m === b || m === t) values[f.name] = t;
    else if (t === b) values[f.name] = m;
    else {
      values[f.name] = m;
      conflicts.push({ name: f.name, label: f.label, mine: m, theirs: t });
    }
  }
  return { values, conflicts };
}
