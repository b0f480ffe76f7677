/**
 * Section (first path segment after the base path and the optional "mobile/")
 * to the content it shows. A content change of one type invalidates the pages
 * tagged with it; every page also carries "site" (navigation, footer, settings).
 * Sections not listed here (unknown paths, 404 pages) get "misc".
 */
import { sectionTagTable } from "../../app/kernel/pages.ts";

export const SECTION_TAGS: Readonly<Record<string, readonly string[]>> = sectionTagTable();
