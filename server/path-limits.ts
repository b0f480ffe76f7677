/**
 * Limits on the request path, checked on the bare node:http request before the
 * page cache and Express see it (docs/decisions/0012-hostile-clients.md).
 *
 * Rendering a document, React Router matches the path and then every one of its
 * ancestors again, to send the browser the part of the route manifest it needs
 * (getPartialManifest): the work grows with the square of the number of
 * segments. 2,000 segments took 2.4 s of CPU and 7,000 about 15 s, during which
 * the process answered nothing else, health checks included. No URL of the site
 * comes near the limits below, so a path beyond them is refused at once.
 *
 * The limits come from the route table (app/routes.ts) and the server's own
 * routes, counted after the base path:
 * - deepest real URL: api/v1/help/articles/:id, 5 segments. Pages have at most 3
 *   (news/:type/:page copy, detailNew/:type/:id, mobile/news/:type), their data
 *   requests the same with ".data"; media, assets, feeds and sitemaps have 2.
 * - longest real URL: under 60 characters (a category slug of up to 21
 *   characters with a 10-digit id and ".data"; generated media file names).
 * The limits leave three times that depth and seventeen times that length.
 */
import type { RequestListener } from "node:http";
import { sendBareError } from "./bare-error.ts";

/** Segments after the base path (a trailing slash counts as an empty one). */
export const MAX_PATH_SEGMENTS = 16;
/** Characters of the path after the base path, as sent (percent-encoded), without the query. */
export const MAX_PATH_LENGTH = 1024;

/**
 * The status a request path earns: 414 when it is too long, 404 when it has more
 * segments than any page could, undefined when it is within the limits. Backslashes
 * count as separators because the URL parser turns them into slashes.
 */
export function pathLimitStatus(url: string, base: string): 404 | 414 | undefined {
  const end = queryStart(url);
  if (end - base.length > MAX_PATH_LENGTH) return 414;
  let separators = 0;
  for (let i = 0; i < end; i++) {
    const c = url.charCodeAt(i);
    if (c === 0x2f || c === 0x5c) separators++;
  }
  return separators - separatorsIn(base) >= MAX_PATH_SEGMENTS ? 404 : undefined;
}

function queryStart(url: string): number {
  const q = url.indexOf("?");
  const h = url.indexOf("#");
  if (q === -1) return h === -1 ? url.length : h;
  return h === -1 ? q : Math.min(q, h);
}

function separatorsIn(base: string): number {
  let n = 0;
  for (const c of base) if (c === "/") n++;
  return n;
}

const ERRORS = {
  404: { status: 404, code: "not_found", message: "No page has an address this deep." },
  414: { status: 414, code: "bad-request", message: "The address is too long." },
} as const;

/** The server's request listener with the path limits in front of `next`. */
export function withPathLimits(next: RequestListener, base: string): RequestListener {
  const apiPrefix = `${base}api/`.toLowerCase();
  return (req, res) => {
    const status = pathLimitStatus(req.url ?? "/", base);
    if (status) sendBareError(req, res, apiPrefix, ERRORS[status]);
    else next(req, res);
  };
}
