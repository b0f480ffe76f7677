/**
 * The values of structured fields (groups and repeatable groups) as the form posts them:
 * each input is named by its path ("doc.metrics.2.value"), and these functions turn
 * the posted names back into one value per top-level field. That value is the field's
 * tree of strings in the schema's order, written as JSON, so the three-way merge, the
 * browser's backup and a refused form all compare and keep it like any other field's
 * string. Plain data and no zod: the browser's backup reads a form with the same code.
 */
import type { FieldSpec } from "./content-field-spec";

/** A structured field's value before it is read: strings at the leaves, in the schema's order. */
export type Tree = string | null | Tree[] | { [key: string]: Tree };

const isStructured = (f: FieldSpec) => f.widget === "group" || f.widget === "list";

/** Form entries under `doc.` as nested records: "metrics.2.value" -> { metrics: { "2": { value } } }. */
export function entriesTree(entries: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> {
  // Records without a prototype: a posted "doc.__proto__.x" is a key like any other.
  const root: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of entries) {
    if (!name.startsWith("doc.") || typeof value !== "string") continue;
    const path = name.slice(4).split(".");
    let node = root;
    path.forEach((segment, i) => {
      if (i === path.length - 1) {
        // A repeated name (several choices) keeps every value, one per line.
        const had = node[segment];
        node[segment] = typeof had === "string" ? `${had}\n${value}` : value;
        return;
      }
      const next = node[segment];
      node = (next && typeof next === "object" ? next : (node[segment] = Object.create(null))) as Record<
        string,
        unknown
      >;
    });
  }
  return root;
}

/** A field's value as a tree of strings, from the form (records by index) or a document (arrays, typed leaves). */
export function treeOf(f: FieldSpec, value: unknown): Tree {
  if (f.widget === "group") {
    const source = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
    const tree = Object.fromEntries(f.fields!.map((sub) => [sub.name, treeOf(sub, source[sub.name])]));
    // A group that may be absent (a case's quote) is absent when nothing in it was filled in.
    return f.nullable && !hasText(tree) ? null : tree;
  }
  if (f.widget === "list") {
    const items = Array.isArray(value)
      ? value
      : value && typeof value === "object"
        ? Object.entries(value as Record<string, unknown>)
            .filter(([k]) => /^\d{1,4}$/.test(k))
            .sort(([a], [b]) => Number(a) - Number(b))
            .map(([, v]) => v)
        : [];
    return items.map((item) => treeOf(f.item!, item));
  }
  if (value === null || value === undefined) return "";
  if (f.widget === "checkbox") return value === true || value === "on" || value === "true" ? "on" : "";
  if (Array.isArray(value)) return value.join("\n");
  return String(value);
}

function hasText(tree: Tree): boolean {
  if (tree === null) return false;
  if (typeof tree === "string") return tree.trim() !== "";
  return Object.values(tree).some(hasText);
}

/** An empty item of a repeatable group (what "Add" appends). */
export function emptyTree(f: FieldSpec): Tree {
  if (f.widget === "group") return Object.fromEntries(f.fields!.map((sub) => [sub.name, emptyTree(sub)]));
  if (f.widget === "list") return [];
  return "";
}

/** The posted form as each top-level field's string: structured fields as their tree in JSON. */
export function formValues(fields: readonly FieldSpec[], entries: Iterable<[string, FormDataEntryValue]>) {
  const tree = entriesTree(entries);
  const values: Record<string, string> = {};
  for (const f of fields) {
    const raw = tree[f.name];
    // A whole structured value posted as one JSON string (the merge panel's choice) is read as it is.
    if (isStructured(f)) values[f.name] = JSON.stringify(typeof raw === "string" ? parseTree(f, raw) : treeOf(f, raw));
    else values[f.name] = typeof raw === "string" ? raw : "";
  }
  return values;
}

/** A structured field's string back into its tree (an unreadable one is an empty tree). */
export function parseTree(f: FieldSpec, text: string): Tree {
  try {
    return treeOf(f, JSON.parse(text || "null"));
  } catch {
    return treeOf(f, null);
  }
}

/** Each list of a tree and the item spec it repeats, by the list's path ("footer.columns.1.links"). */
export function listAt(
  fields: readonly FieldSpec[],
  path: readonly string[],
): { field: FieldSpec; spec: FieldSpec; rest: string[] } | null {
  const field = fields.find((f) => f.name === path[0]);
  if (!field || !isStructured(field)) return null;
  let spec = field;
  const rest = path.slice(1);
  for (const segment of rest) {
    const sub: FieldSpec | undefined =
      spec.widget === "group" ? spec.fields!.find((s) => s.name === segment) : undefined;
    if (sub) spec = sub;
    else if (spec.widget === "list" && /^\d+$/.test(segment)) spec = spec.item!;
    else return null;
  }
  return spec.widget === "list" ? { field, spec, rest } : null;
}

export type ListOp = "add" | "remove" | "up" | "down";

/**
 * One change to a repeatable group, as the buttons post it without JavaScript
 * ("list:up:metrics.2"): the values with the change made, and what to announce.
 */
export function applyListOp(
  fields: readonly FieldSpec[],
  values: Record<string, string>,
  command: string,
): { values: Record<string, string>; message: string } | null {
  const [, op, target = ""] = command.split(":");
  const path = target.split(".");
  const index = op === "add" ? null : Number(path.pop());
  const found = listAt(fields, path);
  if (!found || !["add", "remove", "up", "down"].includes(op ?? "")) return null;
  const tree = parseTree(found.field, values[found.field.name] ?? "");
  let list: Tree = tree;
  for (const segment of found.rest) list = (list as Record<string, Tree>)[segment] ?? [];
  if (!Array.isArray(list)) return null;
  const items = list;
  const label = found.spec.item!.label;
  let message: string;
  if (op === "add") {
    items.push(emptyTree(found.spec.item!));
    message = `${label} ${items.length} added.`;
  } else {
    if (index === null || !Number.isInteger(index) || index < 0 || index >= items.length) return null;
    const to = op === "up" ? index - 1 : op === "down" ? index + 1 : index;
    if (to < 0 || to >= items.length) return null;
    if (op === "remove") items.splice(index, 1);
    else items.splice(to, 0, ...items.splice(index, 1));
    message = op === "remove" ? `${label} ${index + 1} removed.` : moved(label, index, to, items.length);
  }
  return { values: { ...values, [found.field.name]: JSON.stringify(tree) }, message };
}

/** "Metric 3 moved up: now 2 of 4." */
export const moved = (label: string, from: number, to: number, count: number) =>
  `${label} ${from + 1} moved ${to < from ? "up" : "down"}: now ${to + 1} of ${count}.`;

/** A structured value as people read it, one "Label: value" a line, items numbered (the merge panel). */
export function treeText(f: FieldSpec, text: string): string {
  const lines: string[] = [];
  const walk = (spec: FieldSpec, tree: Tree, label: string, depth: number) => {
    const pad = "  ".repeat(depth);
    if (spec.widget === "group") {
      if (tree === null || typeof tree !== "object" || Array.isArray(tree)) return lines.push(`${pad}${label}: (none)`);
      lines.push(`${pad}${label}`);
      for (const sub of spec.fields!) walk(sub, tree[sub.name] ?? "", sub.label, depth + 1);
    } else if (spec.widget === "list") {
      const items = Array.isArray(tree) ? tree : [];
      if (!items.length) return lines.push(`${pad}${label}: (none)`);
      items.forEach((item, i) => walk(spec.item!, item, `${spec.item!.label} ${i + 1}`, depth));
    } else lines.push(`${pad}${label}: ${typeof tree === "string" && tree ? tree : "(empty)"}`);
  };
  const tree = parseTree(f, text);
  if (f.widget === "list") walk(f, tree, f.label, 0);
  else if (f.widget === "group" && tree && typeof tree === "object" && !Array.isArray(tree)) {
    for (const sub of f.fields!) walk(sub, tree[sub.name] ?? "", sub.label, 0);
  } else walk(f, tree, f.label, 0);
  return lines.join("\n");
}
