/**
 * The same-origin proof of a write (decision 0046), as plain functions of what the
 * request says: the browser's own `Origin` (or, without it, `Sec-Fetch-Site`), or a
 * token only this site's pages know. The lead form (server/leads/form-guard.ts), the
 * admin API and the admin pages' guard (app/routes/admin/guard.server.ts) all ask here.
 */
import { timingSafeEqual } from "node:crypto";

/** A browser's own statement that the request comes from another site. */
export function isCrossSiteRequest(
  origin: string | undefined,
  secFetchSite: string | undefined,
  siteOrigin: string,
): boolean {
  if (origin !== undefined && origin !== "") return origin !== siteOrigin;
  return secFetchSite === "cross-site";
}

/**
 * A browser's own statement that the request comes from a page of this origin. A
 * request that shows neither header (an old browser, a privacy proxy, or a script
 * that is no browser at all) proves nothing: it needs the XSRF double submit.
 */
export function hasSameOriginProof(
  origin: string | undefined,
  secFetchSite: string | undefined,
  siteOrigin: string,
): boolean {
  if (origin !== undefined && origin !== "") return origin === siteOrigin;
  return secFetchSite === "same-origin";
}

export function tokensMatch(header: string | undefined, cookie: string | undefined): boolean {
  if (!header || !cookie) return false;
  const a = Buffer.from(header, "utf8");
  const b = Buffer.from(cookie, "utf8");
  // Lengths are not secret (every token has the same length); contents are.
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface WriteProofInput {
  origin: string | null | undefined;
  secFetchSite: string | null | undefined;
  siteOrigin: string;
}

/** What the headers say: "cross-site" (refuse), "same-origin" (proved) or "unknown" (a token must prove it). */
export function headerProof({
  origin,
  secFetchSite,
  siteOrigin,
}: WriteProofInput): "cross-site" | "same-origin" | "unknown" {
  const o = origin ?? undefined;
  const site = secFetchSite ?? undefined;
  if (isCrossSiteRequest(o, site, siteOrigin)) return "cross-site";
  // Neither header, or a relation such as same-site or none: only the session's token can prove it.
  return hasSameOriginProof(o, site, siteOrigin) ? "same-origin" : "unknown";
}

/** True when the token presented is the session's own (never for a request without a session). */
export function tokenProves(presented: string | null | undefined, expected: string | null | undefined): boolean {
  return Boolean(expected) && tokensMatch(presented ?? undefined, expected ?? undefined);
}

/** The whole rule: a same-origin statement, or, when the headers say nothing either way, the session's token. */
export function writeProved(
  input: WriteProofInput & { presented: string | null | undefined; expected: string | null | undefined },
): boolean {
  const proof = headerProof(input);
  return proof === "same-origin" || (proof === "unknown" && tokenProves(input.presented, input.expected));
}
