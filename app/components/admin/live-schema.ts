/**
 * The document schema's verdict on a form, in the browser: loaded by ./live-check.ts
 * after the editor's first keystroke, so zod and the schemas stay out of the admin's
 * first download. The same schemas and words as the server's publish check.
 */
import type { ContentType } from "~/kernel/editorial-schemas";
import { parseDocument } from "~/kernel/editorial-rows";
import type { FieldSpec } from "./content-field-spec";
import { errorsOf } from "./form-document";

export function schemaErrors(
  type: string,
  doc: Record<string, unknown>,
  fields: readonly FieldSpec[],
): Record<string, string> {
  const result = parseDocument(type as ContentType, doc, "publish");
  if (result.ok) return {};
  const issues = Object.entries(result.fields).map(([path, message]) => ({ path: path.split("."), message }));
  return errorsOf(issues, fields);
}
