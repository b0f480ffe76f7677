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

const isStructured = (f: FieldSpec) => f.widget === "group" || f.widget === "list" || f.widget === "union";

const recordOf = (value: unknown) =>
  (value && typeof value === "object" && !Array.isArray(value) ? value : {}) as Record<string, unknown>;

/** The shape of a union's value, by its `type` (undefined for a type the union does not have). */
export const variantOf = (f: FieldSpec, value: unknown): FieldSpec | undefined => {
  const type = recordOf(value).type;
  return f.variants?.find((v) => v.name === type);
};

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
  if (f.widget === "union") {
    // The type first, then the fields of its shape; an unknown type keeps only itself.
    const type = recordOf(value).type;
    const variant = variantOf(f, value);
    const fields = variant ? (treeOf({ ...variant, nullable: false }, value) as Record<string, Tree>) : {};
    return { type: typeof type === "string" ? type : "", ...fields };
  }
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
  if (value === undefined) return f.defaultValue ?? "";
  if (value === null) return "";
  // A rich text inside a structured value travels as its editor's JSON, as a rich field does.
  if (f.widget === "rich") return typeof value === "string" ? value : JSON.stringify(value);
  if (f.widget === "checkbox") return value === true || value === "on" || value === "true" ? "on" : "";
  if (Array.isArray(value)) return value.join("\n");
  return String(value);
}

function hasText(tree: Tree): boolean {
  if (tree === null) return false;
  if (typeof tree === "string") return tree.trim() !== "";
  return Object.values(tree).some(hasText);
}

/** An empty item of a repeatable group (what "Add" appends); a union's of the shape named. */
export function emptyTree(f: FieldSpec, variant?: string): Tree {
  if (f.widget === "union") {
    const shape = f.variants?.find((v) => v.name === variant);
    return shape ? { type: shape.name, ...(emptyTree(shape) as Record<string, Tree>) } : null;
  }
  if (f.widget === "group") return Object.fromEntries(f.fields!.map((sub) => [sub.name, emptyTree(sub)]));
  if (f.widget === "list") return [];
  return f.defaultValue ?? "";
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

/** One step down a field and its tree: a group's field, a list's item, the field of a union's shape. */
function descend(spec: FieldSpec, tree: Tree, segment: string): { spec: FieldSpec; tree: Tree } | null {
  const record = (tree && typeof tree === "object" && !Array.isArray(tree) ? tree : {}) as Record<string, Tree>;
  const shape = spec.widget === "union" ? variantOf(spec, tree) : spec.widget === "group" ? spec : undefined;
  const sub = shape?.fields!.find((s) => s.name === segment);
  if (sub) return { spec: sub, tree: record[segment] ?? "" };
  if (spec.widget === "list" && /^\d+$/.test(segment) && Array.isArray(tree)) {
    const item = tree[Number(segment)];
    return item === undefined ? null : { spec: spec.item!, tree: item };
  }
  return null;
}

export type ListOp = "add" | "remove" | "up" | "down" | "duplicate";

/**
 * One change to a repeatable group, as the buttons post it without JavaScript
 * ("list:up:metrics.2", "list:duplicate:blocks.1", "list:add:blocks:quote" for a union's
 * item of that shape, put after the item `after` names or at the end): the values with
 * the change made, and what to announce.
 */
export function applyListOp(
  fields: readonly FieldSpec[],
  values: Record<string, string>,
  command: string,
  after = "",
): { values: Record<string, string>; message: string } | null {
  const [, op = "", target = "", shape] = command.split(":");
  const path = target.split(".");
  const index = op === "add" ? null : Number(path.pop());
  const field = fields.find((f) => f.name === path[0]);
  if (!field || !isStructured(field) || !["add", "remove", "up", "down", "duplicate"].includes(op)) return null;
  const tree = parseTree(field, values[field.name] ?? "");
  let at: { spec: FieldSpec; tree: Tree } | null = { spec: field, tree };
  for (const segment of path.slice(1)) at = at && descend(at.spec, at.tree, segment);
  if (!at || at.spec.widget !== "list" || !Array.isArray(at.tree)) return null;
  const items = at.tree;
  const item = at.spec.item!;
  const label = item.label;
  let message: string;
  if (op === "add") {
    const added = emptyTree(item, shape);
    if (added === null) return null;
    const behind = /^\d+$/.test(after) ? Number(after) : NaN;
    const to = behind >= 0 && behind < items.length ? behind + 1 : items.length;
    items.splice(to, 0, added);
    const kind = item.widget === "union" ? ` (${item.variants!.find((v) => v.name === shape)!.label})` : "";
    message =
      to === items.length - 1
        ? `${label} ${to + 1}${kind} added.`
        : `${label} ${to + 1}${kind} added: now ${to + 1} of ${items.length}.`;
  } else {
    if (index === null || !Number.isInteger(index) || index < 0 || index >= items.length) return null;
    const to = op === "up" ? index - 1 : op === "down" ? index + 1 : index;
    if (to < 0 || to >= items.length) return null;
    if (op === "remove") {
      items.splice(index, 1);
      message = `${label} ${index + 1} removed.`;
    } else if (op === "duplicate") {
      items.splice(index + 1, 0, structuredClone(items[index]!));
      message = duplicated(label, index, items.length);
    } else {
      items.splice(to, 0, ...items.splice(index, 1));
      message = moved(label, index, to, items.length);
    }
  }
  return { values: { ...values, [field.name]: JSON.stringify(tree) }, message };
}

/** "Block 2 duplicated: the copy is 3 of 5." */
export const duplicated = (label: string, index: number, count: number) =>
  `${label} ${index + 1} duplicated: the copy is ${index + 2} of ${count}.`;

/** "Metric 3 moved up: now 2 of 4." */
export const moved = (label: string, from: number, to: number, count: number) =>
  `${label} ${from + 1} moved ${to < from ? "up" : "down"}: now ${to + 1} of ${count}.`;

/** A structured value as people read it, one "Label: value" a line, items numbered (the merge panel). */
export function treeText(f: FieldSpec, text: string): string {
  const lines: string[] = [];
  const walk = (spec: FieldSpec, tree: Tree, label: string, depth: number): unknown => {
    const pad = "  ".repeat(depth);
    if (spec.widget === "union") {
      const shape = variantOf(spec, tree);
      return shape ? walk(shape, tree, `${label}: ${shape.label}`, depth) : lines.push(`${pad}${label}: (unknown)`);
    }
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
