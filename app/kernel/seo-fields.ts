/**
 * The names and length hints of an item's search and sharing fields, without zod: the
 * editor's browser code reads them (tests/perf/budgets.test.ts keeps zod out of it); the
 * fields' schema is SEO_FIELDS in collections/fields.ts.
 */
export const SEO_KEYS = ["seoTitle", "seoDescription", "seoImageKey", "noindex"] as const;

/** Search-result title length past which engines usually cut it: a hint, not a limit. */
export const SEO_TITLE_HINT = 60;
/** A meta description engines show whole: a hint, not a limit. */
export const SEO_DESCRIPTION_HINT = { min: 70, max: 160 } as const;
