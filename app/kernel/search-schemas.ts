/**
 * Site search answers, described once: the API validates and documents them with
 * these schemas and every other layer uses the types inferred from them. Kept apart
 * from search-types.ts so the browser bundle, which needs only the constants, never
 * loads zod or the definitions the sections come from.
 */
import { z } from "zod";
import { isoTime } from "./content-schemas.ts";
import { SEARCH_SECTIONS } from "./search-sections.ts";

const SearchSectionSchema = z.enum(SEARCH_SECTIONS);

export const TextPart = z
  .object({ text: z.string(), hit: z.literal(true).optional() })
  .meta({ description: "A run of text; `hit` marks words that matched the query. Render as text, never as HTML." });

export const SearchHit = z.object({
  section: SearchSectionSchema,
  id: z.number().int(),
  type: z.string().meta({ description: "Category slug (help: the category's slug)." }),
  title: z.string(),
  titleParts: z.array(TextPart),
  snippetParts: z.array(TextPart).meta({ description: "An excerpt of the summary and body around the matches." }),
  publishedAt: isoTime,
  fallback: z.literal(true).optional().meta({
    description:
      "The item has no translation in the locale searched: its words are the default locale's (decision 0109).",
  }),
  path: z.string().meta({ description: "Desktop router path of the item, without the base path." }),
  mobilePath: z
    .string()
    .nullable()
    .meta({ description: "Mobile router path, or null when the item has no mobile page." }),
});

export const SearchGroup = z.object({
  section: SearchSectionSchema,
  label: z.string().meta({ description: "The section's name in the locale searched." }),
  total: z.number().int().min(0).meta({ description: "Hits of the section for the whole query." }),
  items: z.array(SearchHit),
});

export const SearchSectionCount = z.object({
  section: SearchSectionSchema,
  label: z.string().meta({ description: "The section's name in the locale searched." }),
  count: z.number().int().min(0).meta({ description: "Hits of the section for the whole query." }),
});

export const SearchResponse = z.object({
  query: z.string().meta({ description: "The query as searched (trimmed and shortened)." }),
  locale: z
    .string()
    .meta({ description: "The locale whose entries were searched: a BCP 47 tag of the site's LOCALES." }),
  terms: z
    .array(z.string())
    .meta({ description: "The words searched for; empty when the query had none (an empty state, not an error)." }),
  section: SearchSectionSchema.nullable().meta({
    description: "The section shown, or null for the overview of all sections.",
  }),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0).meta({ description: "Hits across all sections, or in `section` when one is chosen." }),
  totalPages: z.number().int().min(0),
  counts: z
    .record(SearchSectionSchema, z.number().int().min(0))
    .meta({ description: "Hits per section for the whole query." }),
  sections: z.array(SearchSectionCount).meta({
    description: "Every section, in the order of the section list, with its name and hits (as in `counts`).",
  }),
  groups: z.array(SearchGroup).meta({ description: "Sections with hits, in the order of the section list." }),
  correction: z.string().optional().meta({
    description:
      "The words searched for instead, when the query found nothing as typed and one typo per word was corrected.",
  }),
});

export type TextPart = z.infer<typeof TextPart>;
export type SearchHit = z.infer<typeof SearchHit>;
export type SearchGroup = z.infer<typeof SearchGroup>;
export type SearchSectionCount = z.infer<typeof SearchSectionCount>;
export type SearchResponse = z.infer<typeof SearchResponse>;
