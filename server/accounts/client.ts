/**
 * The client address and user agent of a request, for throttling and the audit
 * trail. Express knows the address (req.ip, honouring TRUST_PROXY only); route
 * actions see a fetch Request, so the server hands it over in a header it sets
 * itself after removing any copy the client sent (server/leads/form-guard.ts for
 * posts, adminClientHeader() for every admin request).
 */
import type { RequestHandler } from "express";
import { CLIENT_ADDRESS_HEADER } from "../../app/kernel/client-info.ts";

export { CLIENT_ADDRESS_HEADER, clientOf } from "../../app/kernel/client-info.ts";

/** For the admin area: every request (not only posts) carries the address the server saw. */
export function adminClientHeader(): RequestHandler {
  return (req, _res, next) => {
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? "";
    next();
  };
}
