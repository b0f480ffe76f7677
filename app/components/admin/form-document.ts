/**
 * The editor's strings read back into a document, and a schema's issues placed at the
 * inputs that show them. The server reads every post with these; the editor's browser
 * code runs them too, to check a form as it is typed (./live-check.ts). No zod here.
 */
import type { FieldSpec } from "./content-field-spec";
import { parseTree, variantOf, type Tree } from "./structured-values";

/** Strings back into a document; a value that cannot be read is a field error, not a guess. */
export function documentOf(
  fields: readonly FieldSpec[],
  values: Record<string, string>,
): { doc: Record<string, unknown>; errors: Record<string, string> } {
  const doc: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const raw = values[f.name] ?? "";
    const text = raw.trim();
    if (f.widget === "group" || f.widget === "list" || f.widget === "union") {
      const value = readTree(f, parseTree(f, raw), f.name, errors);
      if (value !== undefined) doc[f.name] = value;
      continue;
    }
    if (f.nullable && text === "" && f.widget !== "checkbox") {
      doc[f.name] = null;
      continue;
    }
    switch (f.widget) {
      case "checkbox":
        doc[f.name] = raw === "on" || raw === "true";
        break;
      case "number": {
        const n = Number(text);
        // Left empty: missing, which a draft may be and publishing names.
        if (text === "") break;
        if (!Number.isFinite(n)) errors[f.name] = "Enter a number.";
        else doc[f.name] = n;
        break;
      }
      case "lines":
      case "choices": {
        const items = raw
          .split("\n")
          .map((s) => s.trim())
          .filter(Boolean);
        doc[f.name] = f.integer ? items.map(Number) : items;
        break;
      }
      case "rich":
      case "json":
        try {
          doc[f.name] = JSON.parse(text || (f.widget === "rich" ? '{"type":"doc"}' : "null"));
        } catch {
          errors[f.name] = "This is not valid JSON.";
        }
        break;
      default:
        doc[f.name] = f.widget === "text" || f.widget === "textarea" ? raw : text;
    }
  }
  return { doc, errors };
}

/**
 * A structured field's tree read into the document's value: numbers and switches from
 * their strings, empty nullable leaves as null, an empty optional list left out.
 */
function readTree(f: FieldSpec, tree: Tree, path: string, errors: Record<string, string>): unknown {
  if (f.widget === "union") {
    // An unknown type is kept as posted, and the schema names it.
    const type = tree && typeof tree === "object" && !Array.isArray(tree) ? tree.type : "";
    const shape = variantOf(f, tree);
    return { type, ...(shape ? (readTree(shape, tree, path, errors) as Record<string, unknown>) : {}) };
  }
  if (f.widget === "group") {
    if (tree === null || typeof tree !== "object" || Array.isArray(tree)) return f.nullable ? null : {};
    const value: Record<string, unknown> = {};
    for (const sub of f.fields!) {
      const read = readTree(sub, tree[sub.name] ?? "", `${path}.${sub.name}`, errors);
      if (read !== undefined) value[sub.name] = read;
    }
    return value;
  }
  if (f.widget === "list") {
    const items = Array.isArray(tree) ? tree : [];
    if (!items.length && !f.required) return undefined;
    return items.map((item, i) => readTree(f.item!, item, `${path}.${i}`, errors));
  }
  const raw = typeof tree === "string" ? tree : "";
  const text = raw.trim();
  if (f.nullable && text === "" && f.widget !== "checkbox") return null;
  if (f.widget === "checkbox") return raw === "on";
  if (f.widget === "rich") {
    try {
      return JSON.parse(text || '{"type":"doc"}') as unknown;
    } catch {
      errors[path] = "This is not valid JSON.";
      return undefined;
    }
  }
  if (f.widget === "number") {
    const n = Number(text);
    if (text === "" || !Number.isFinite(n)) errors[path] = "Enter a number.";
    return n;
  }
  if (f.widget === "lines" || f.widget === "choices") {
    const items = raw
      .split("\n")
      .map((s) => s.trim())
      .filter(Boolean);
    return f.integer ? items.map(Number) : items;
  }
  return f.widget === "text" || f.widget === "textarea" ? raw : text;
}

/**
 * The first message for each field the form shows: an issue at "features.2.title"
 * is reported at that input; one inside a field without sub-fields (a rich body's
 * "body.content.3") at that field, with the rest of its path in front of the message.
 */
export function errorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly FieldSpec[] = [],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    const spec = fields.find((f) => f.name === path[0]);
    const shown = spec ? shownDepth(spec, path, 1) : 1;
    const key = path.slice(0, shown).join(".");
    const rest = path.slice(shown).join(".");
    if (key && !errors[key]) errors[key] = rest ? `${rest}: ${issue.message}` : issue.message;
  }
  return errors;
}

/** How many segments of an issue's path the form shows, from `spec` at segment `i` (a union tries each shape). */
function shownDepth(spec: FieldSpec, path: readonly string[], i: number): number {
  const segment = path[i];
  if (segment === undefined) return i;
  const next: FieldSpec[] =
    spec.widget === "group"
      ? spec.fields!.filter((f) => f.name === segment)
      : spec.widget === "list" && /^\d+$/.test(segment)
        ? [spec.item!]
        : spec.widget === "union"
          ? spec.variants!.flatMap((v) => v.fields!.filter((f) => f.name === segment))
          : [];
  return Math.max(i, ...next.map((n) => shownDepth(n, path, i + 1)));
}
