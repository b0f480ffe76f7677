/**
 * The content forms, from the types' zod schemas (app/kernel/editorial-schemas.ts):
 * the fields come from the schema's JSON Schema (zod's own toJSONSchema), a document
 * becomes the form's string values, the posted strings become a document again, and
 * the same schema's issues become the form's field errors. The form, the admin API
 * and the seed therefore validate with one schema; only the reading of strings is
 * the form's own.
 */
import { z } from "zod";
import { DOCUMENT_SCHEMAS, type ContentType } from "~/kernel/editorial-schemas";
import { parseDocument } from "~/kernel/editorial-rows";
import { fieldName, itemLabelOf, labelOf, type FieldSpec } from "~/components/admin/content-field-spec";
import { formValues, treeOf, variantOf } from "~/components/admin/structured-values";
import { documentOf, errorsOf } from "~/components/admin/form-document";

// Read in the browser too (the editor's check as one types), so kept beside the form.
export { documentOf, errorsOf };
import { BLOCK_KINDS, type BlockKind } from "~/kernel/block-kinds";

interface JsonSchema {
  title?: string;
  type?: string | string[];
  default?: unknown;
  optionLabels?: Record<string, string>;
  enum?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  const?: unknown;
  minItems?: number;
  maxItems?: number;
}

/** The names and sketches of a union's shapes, by their type: a page's blocks are the one union. */
const KINDS: Record<string, BlockKind | undefined> = BLOCK_KINDS;

/** Objects told apart by a constant `type` (a discriminated union). */
const typeOf = (s: JsonSchema) => {
  const type = s.properties?.type?.const;
  return typeof type === "string" ? type : null;
};

const isRich = (s: JsonSchema) =>
  Boolean(s.anyOf?.some((a) => a.properties?.type?.const === "doc" || a.properties?.html));

function specOf(name: string, schema: JsonSchema, required: boolean): FieldSpec {
  const options = schema.anyOf ?? [];
  const nonNull = options.filter((a) => a.type !== "null");
  const nullable = options.length > nonNull.length;
  const base = { name, label: schema.title ?? labelOf(name), required: required && !nullable, nullable };
  if (isRich(schema)) return { ...base, widget: "rich" };
  // A text that may also be "" exactly (a link or nothing) is that text.
  const text =
    nonNull.length > 1 && nonNull.every((a) => a.type === "string")
      ? nonNull.find((a) => a.const === undefined)
      : undefined;
  const s = text ?? (nullable && nonNull.length === 1 ? nonNull[0]! : schema);
  if (s.enum)
    return { ...base, widget: "select", options: s.enum, ...(s.optionLabels && { optionLabels: s.optionLabels }) };
  if (s.type === "boolean") return { ...base, widget: "checkbox", required: false };
  if (s.type === "integer" || s.type === "number") {
    return { ...base, widget: "number", integer: s.type === "integer", min: s.minimum, max: s.maximum };
  }
  if (s.type === "string" && s.format === "date-time") return { ...base, widget: "datetime" };
  if (s.type === "string" && /href$/i.test(name)) {
    const hint = "Type a page's name or address to choose it from the site's pages, or paste an https:// address.";
    return { ...base, widget: "link", maxLength: s.maxLength, hint };
  }
  if (s.type === "string") {
    const long = (s.maxLength ?? 0) > 300 || /Html$|description$|^text$/.test(name);
    return { ...base, widget: long ? "textarea" : "text", maxLength: s.maxLength, hint: hintOf(name, s) };
  }
  if (s.type === "array" && s.items?.enum) {
    const chosen = Array.isArray(s.default) ? { defaultValue: s.default.join("\n") } : {};
    const labels = s.items.optionLabels ? { optionLabels: s.items.optionLabels } : {};
    return { ...base, widget: "choices", options: s.items.enum, hint: s.description, ...chosen, ...labels };
  }
  if (s.type === "array" && (s.items?.type === "string" || s.items?.type === "integer")) {
    return { ...base, widget: "lines", integer: s.items.type === "integer", hint: "One per line." };
  }
  // Objects and lists of objects become sub-forms, derived from the same schema, to any depth.
  if (s.type === "object" && s.properties) {
    const inner = new Set(s.required ?? []);
    const fields = Object.entries(s.properties).map(([n, sub]) => specOf(n, sub, inner.has(n)));
    return { ...base, widget: "group", fields, hint: nullable ? "Leave every part empty for none." : undefined };
  }
  if (s.oneOf?.length && s.oneOf.every(typeOf)) {
    // Each shape is a group of its own fields; the type is the union's hidden input.
    const variants = s.oneOf.map((shape): FieldSpec => {
      const type = typeOf(shape)!;
      const { type: _, ...properties } = shape.properties!;
      const group = specOf(type, { ...shape, properties }, true);
      const kind = KINDS[type];
      return { ...group, label: kind?.label ?? labelOf(type), hint: shape.description, sketch: kind?.sketch };
    });
    return { ...base, widget: "union", variants };
  }
  if (s.type === "array" && (s.items?.type === "object" || s.items?.oneOf)) {
    const item = { ...specOf(name, s.items, true), label: itemLabelOf(name), hint: undefined };
    return { ...base, widget: "list", item, minItems: s.minItems, maxItems: s.maxItems };
  }
  return { ...base, widget: "json", hint: "Structured value, written as JSON." };
}

function hintOf(name: string, s: JsonSchema): string | undefined {
  if (/Key$/.test(name)) return "The image's media key, as the media library shows it.";
  if (s.format === "uri") return "An https:// address.";
  // A lead form's words for one request, on the form pages (decision 0093).
  if (name === "messageHint")
    return "On the register and partner application pages: before the message's length limit.";
  if (name === "thanksHeading" || name === "thanks")
    return "On the register and partner application pages: the page shown once the form is sent.";
  return undefined;
}

const cache = new Map<ContentType, FieldSpec[]>();

/** The fields of a type's form, in the schema's order. */
export function fieldsOf(type: ContentType): FieldSpec[] {
  let fields = cache.get(type);
  if (!fields) {
    const json = z.toJSONSchema(DOCUMENT_SCHEMAS[type], { io: "input", unrepresentable: "any" }) as JsonSchema;
    const required = new Set(json.required ?? []);
    fields = Object.entries(json.properties ?? {}).map(([name, s]) => specOf(name, s, required.has(name)));
    cache.set(type, fields);
  }
  return fields;
}

/** A document's values as the form shows them. */
export function valuesOf(fields: readonly FieldSpec[], doc: Record<string, unknown> | null): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of fields) {
    const v = doc?.[f.name];
    if ((v === null || v === undefined) && f.widget !== "group" && f.widget !== "list") values[f.name] = "";
    else if (f.widget === "checkbox") values[f.name] = v ? "on" : "";
    else if (f.widget === "group" || f.widget === "list") values[f.name] = JSON.stringify(treeOf(f, v));
    else if (f.widget === "lines" || f.widget === "choices") values[f.name] = (v as unknown[]).join("\n");
    else if (f.widget === "rich" || f.widget === "json")
      values[f.name] = JSON.stringify(v, null, f.widget === "json" ? 2 : 0);
    else values[f.name] = String(v);
  }
  return values;
}

/** The posted strings of each field (what a refused form puts back). */
export function postedValues(fields: readonly FieldSpec[], form: FormData): Record<string, string> {
  const values = formValues(fields, form.entries());
  for (const f of fields) {
    // A single-valued field posted twice keeps the first (as FormData.get reads it).
    if (f.widget !== "choices" && values[f.name]?.includes("\n") && form.getAll(fieldName(f.name)).length > 1) {
      values[f.name] = String(form.get(fieldName(f.name)));
    }
  }
  return values;
}

/** The schema's verdict on a document, as a draft or to publish: the parsed document, or a message per field. */
export function validate(
  type: ContentType,
  doc: Record<string, unknown>,
  stage: "draft" | "publish" = "publish",
): { ok: true; doc: unknown } | { ok: false; errors: Record<string, string> } {
  const result = parseDocument(type, doc, stage);
  if (result.ok) return { ok: true, doc: result.document };
  return {
    ok: false,
    errors: errorsOf(
      Object.entries(result.fields).map(([path, message]) => ({ path: path.split("."), message })),
      fieldsOf(type),
    ),
  };
}

/** Every link of a document and where the form shows it ("navigation.2.href"), for the check that its page exists. */
export function linksOf(fields: readonly FieldSpec[], doc: Record<string, unknown>): { path: string; href: string }[] {
  const found: { path: string; href: string }[] = [];
  const walk = (f: FieldSpec, value: unknown, path: string) => {
    if (f.widget === "link" && typeof value === "string" && value) found.push({ path, href: value });
    else if (f.widget === "union") {
      const shape = variantOf(f, value);
      if (shape) walk(shape, value, path);
    } else if (f.widget === "group" && value && typeof value === "object") {
      for (const sub of f.fields!) walk(sub, (value as Record<string, unknown>)[sub.name], `${path}.${sub.name}`);
    } else if (f.widget === "list" && Array.isArray(value)) value.forEach((v, i) => walk(f.item!, v, `${path}.${i}`));
  };
  for (const f of fields) walk(f, doc[f.name], f.name);
  return found;
}
