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
import { XSRF_COOKIE } from "../xsrf.ts";

/** The XSRF token of one session: base64url of HMAC-SHA256, the double-submit token's shape. */
export function sessionXsrfToken(secret: string, sessionId: string): string {
  return createHmac("sha256", secret).update(`admin-xsrf:${sessionId}`).digest("base64url");
}

/** The XSRF-TOKEN cookie a sign-in sets, with the attributes server/xsrf.ts gives it. */
export function sessionXsrfCookie(token: string, basePath: string, secure: boolean): string {
  return `${XSRF_COOKIE}=${token}; Path=${basePath}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export { headerProof, tokenProves, writeProved, type WriteProofInput } from "../../app/kernel/write-proof.ts";
