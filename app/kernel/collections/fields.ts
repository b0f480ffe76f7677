/** The small zod pieces the documents of the content types are made of. */
import { z } from "zod";
import type { SEO_KEYS } from "../seo-fields.ts";
import { SITE_PATH_OR_EXTERNAL_URL } from "../site-paths.ts";
import { RichText } from "../rich-text-schema.ts";

export const text = (max: number) => z.string().trim().min(1, "Required").max(max, `At most ${max} characters`);
export const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
export const mediaKey = z.string().min(1, "Choose an image").max(200);
/** A router path ("/price", never "//host" or "/\\host") or an absolute https URL. */
export const href = z
  .string()
  .max(500)
  .regex(SITE_PATH_OR_EXTERNAL_URL, "A site path starting with / or an https:// address");
export const url = z.url({ protocol: /^https$/ }).max(500);
export const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Lower-case letters, digits and hyphens");
export const position = z.number().int().min(0).max(100_000);

export const cover = { coverKey: mediaKey, coverAlt: optionalText(300) };
export const optionalCover = { coverKey: mediaKey.nullable(), coverAlt: optionalText(300).nullable() };
export const listed = { title: text(200), summary: optionalText(1000), body: RichText };

/**
 * Search and sharing, for every item with a page of its own: left empty (null), the page
 * derives them as before (title, summary, cover; indexed). Optional, so documents written
 * before them stay valid.
 */
export const SEO_FIELDS = {
  seoTitle: optionalText(120).nullable().optional(),
  seoDescription: optionalText(320).nullable().optional(),
  seoImageKey: mediaKey.nullable().optional(),
  noindex: z.boolean().optional(),
} satisfies Record<(typeof SEO_KEYS)[number], z.ZodType>;
/** The fields of an item that has a page of its own. */
export const ownPage = { ...listed, ...SEO_FIELDS };
/** The words of an item with a page of its own, for `localised`. */
export const OWN_PAGE_WORDS = ["title", "summary", "body", "seoTitle", "seoDescription"] as const;
