/**
 * What a draft must be: the type's document (app/kernel/editorial-schemas.ts) with
 * every value that is still missing left out. A draft may lack its title, cover or
 * author; what it does hold is checked as strictly as when it is published, and
 * publishing checks the whole document. References to other items (a help article's
 * topic) stay required: the item's row cannot exist without them.
 */
import { z } from "zod";
import { DOCUMENT_SCHEMAS, type ContentType } from "./editorial-schemas.ts";

/** Empty text, no choice or an empty list: a value not given yet. */
const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

const KEPT = /Id$/;

function draftOf(schema: z.ZodType): z.ZodType {
  const shape = (schema as unknown as z.ZodObject).shape;
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => {
      const s = field as z.ZodType;
      if (KEPT.test(key)) return [key, s];
      // A blank the field accepts (an optional null, an empty summary) is kept as it is.
      const missing = (value: unknown) => isBlank(value) && !s.safeParse(value).success;
      return [key, z.preprocess((value) => (missing(value) ? undefined : value), s.optional())];
    }),
  );
  return z.object(fields).strict();
}

/** Each type's draft schema: the document schema without the completeness it needs to go live. */
export const DRAFT_SCHEMAS = Object.fromEntries(
  Object.entries(DOCUMENT_SCHEMAS).map(([type, schema]) => [type, draftOf(schema)]),
) as Record<ContentType, z.ZodType>;

/** The message for a value still missing where `path` points: what publishing asks for. */
export function missingMessage(input: unknown, path: readonly PropertyKey[]): string | null {
  let value: unknown = input;
  for (const key of path)
    value = value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  if (!isBlank(value)) return null;
  return /(Key|key)$/.test(String(path[path.length - 1] ?? "")) ? "Choose an image" : "Required";
}
