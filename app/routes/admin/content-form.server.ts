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
import { fieldName, labelOf, type FieldSpec } from "~/components/admin/content-field-spec";

interface JsonSchema {
  type?: string | string[];
  enum?: string[];
  anyOf?: JsonSchema[];
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
}

const isRich = (s: JsonSchema) =>
  Boolean(s.anyOf?.some((a) => a.properties?.type?.const === "doc" || a.properties?.html));

function specOf(name: string, schema: JsonSchema, required: boolean): FieldSpec {
  const options = schema.anyOf ?? [];
  const nonNull = options.filter((a) => a.type !== "null");
  const nullable = options.length > nonNull.length;
  const base = { name, label: labelOf(name), required: required && !nullable, nullable };
  if (isRich(schema)) return { ...base, widget: "rich" };
  const s = nullable && nonNull.length === 1 ? nonNull[0]! : schema;
  if (s.enum) return { ...base, widget: "select", options: s.enum };
  if (s.type === "boolean") return { ...base, widget: "checkbox", required: false };
  if (s.type === "integer" || s.type === "number") {
    return { ...base, widget: "number", integer: s.type === "integer", min: s.minimum, max: s.maximum };
  }
  if (s.type === "string" && s.format === "date-time") return { ...base, widget: "datetime" };
  if (s.type === "string") {
    const long = (s.maxLength ?? 0) > 300;
    return { ...base, widget: long ? "textarea" : "text", maxLength: s.maxLength, hint: hintOf(name, s) };
  }
  if (s.type === "array" && s.items?.enum) return { ...base, widget: "choices", options: s.items.enum };
  if (s.type === "array" && (s.items?.type === "string" || s.items?.type === "integer")) {
    return { ...base, widget: "lines", integer: s.items.type === "integer", hint: "One per line." };
  }
  return { ...base, widget: "json", hint: "Structured value, written as JSON." };
}

function hintOf(name: string, s: JsonSchema): string | undefined {
  if (/Key$/.test(name)) return "The image's media key, as the media library shows it.";
  if (s.format === "uri") return "An https:// address.";
  if (/href$/i.test(name)) return "A site path starting with / or an https:// address.";
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
    if (v === null || v === undefined) values[f.name] = "";
    else if (f.widget === "checkbox") values[f.name] = v ? "on" : "";
    else if (f.widget === "lines" || f.widget === "choices") values[f.name] = (v as unknown[]).join("\n");
    else if (f.widget === "rich" || f.widget === "json")
      values[f.name] = JSON.stringify(v, null, f.widget === "json" ? 2 : 0);
    else values[f.name] = String(v);
  }
  return values;
}

/** The posted strings of each field (what a refused form puts back). */
export function postedValues(fields: readonly FieldSpec[], form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of fields) {
    const all = form.getAll(fieldName(f.name)).filter((v): v is string => typeof v === "string");
    values[f.name] = f.widget === "choices" ? all.join("\n") : (all[0] ?? "");
  }
  return values;
}

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
    errors: errorsOf(Object.entries(result.fields).map(([path, message]) => ({ path: path.split("."), message }))),
  };
}

/** The first message for each top-level field ("metrics.2.value" reports on "metrics"). */
export function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const head = String(issue.path[0] ?? "");
    const rest = issue.path.slice(1).join(".");
    if (head && !errors[head]) errors[head] = rest ? `${rest}: ${issue.message}` : issue.message;
  }
  return errors;
}
