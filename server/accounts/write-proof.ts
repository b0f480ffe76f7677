/**
 * The same-origin proof every admin write must show (decision 0046): the browser's
 * own `Origin` (or, without it, `Sec-Fetch-Site: same-origin`), or an XSRF token
 * bound to the session. A request that shows none of them proves nothing and is
 * refused, where only a cross-site one used to be.
 *
 * The bound token is an HMAC of the session id under the auth secret, so a cookie
 * planted by a neighbouring host or chosen by the client cannot stand in for it. It
 * is set as the XSRF-TOKEN cookie when someone signs in; the admin API reads it from
 * `X-XSRF-TOKEN`, the admin forms from their `xsrfToken` field.
 */
import { createHmac } from "node:crypto";
import { hasSameOriginProof, isCrossSiteRequest } from "../leads/form-guard.ts";
import { tokensMatch, XSRF_COOKIE } from "../xsrf.ts";

/** The XSRF token of one session: base64url of HMAC-SHA256, the double-submit token's shape. */
export function sessionXsrfToken(secret: string, sessionId: string): string {
  return createHmac("sha256", secret).update(`admin-xsrf:${sessionId}`).digest("base64url");
}

/** The XSRF-TOKEN cookie a sign-in sets, with the attributes server/xsrf.ts gives it. */
export function sessionXsrfCookie(token: string, basePath: string, secure: boolean): string {
  return `${XSRF_COOKIE}=${token}; Path=${basePath}; SameSite=Lax${secure ? "; Secure" : ""}`;
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
