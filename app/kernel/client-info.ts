/**
 * The client address and user agent of a request, for throttling and the audit
 * trail. Express knows the address (req.ip, honouring TRUST_PROXY only); route
 * actions see a fetch Request, so the server hands it over in a header it sets
 * itself after removing any copy the client sent (server/accounts/client.ts).
 */
import { LEAD_CLIENT_HEADER } from "./lead-schema.ts";

export interface ClientInfo {
  /** The client's address as the server saw it (honouring TRUST_PROXY only). */
  ip: string;
  userAgent: string;
}

/** The header that carries the client's address from Express to route modules. */
export const CLIENT_ADDRESS_HEADER = LEAD_CLIENT_HEADER;

export function clientOf(request: Request): ClientInfo {
  return {
    ip: request.headers.get(CLIENT_ADDRESS_HEADER) ?? "",
    userAgent: (request.headers.get("user-agent") ?? "").slice(0, 512),
  };
}
