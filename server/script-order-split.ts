/**
 * SCRIPT_ORDER_SPLIT (decision 0060): half of the site's pages start their scripts after
 * the first paint (decision 0044), the other half in React Router's own order, so real
 * visits measure both. The half is decided by the page's path alone: every visitor of a
 * URL gets the same document, so the page cache and any CDN keep one copy of it and need
 * no cookie or Vary header. The beacon reports which half each view came from.
 */
import { createHash } from "node:crypto";

/** true for the paths whose documents start their scripts after the first paint. */
export function scriptsAfterPaintFor(path: string): boolean {
  return createHash("sha256").update(path).digest()[0]! % 2 === 0;
}
