/**
 * Which destinations an outbound request may reach (decision 0047): the URL's
 * shape (scheme, credentials, port, host name) and every address its host
 * resolves to. Ranges are classified by ipaddr.js; only ordinary unicast passes,
 * so loopback, private (RFC 1918), link-local (cloud metadata at 169.254.169.254),
 * unique-local, CGNAT, multicast, unspecified, reserved and the IPv6 forms that
 * embed an IPv4 address (mapped, NAT64, 6to4, Teredo) are all refused.
 */
import ipaddr from "ipaddr.js";

export interface OutboundPolicy {
  /** Plain http allowed (OUTBOUND_ALLOW_HTTP, for development). */
  allowHttp: boolean;
  /** Hosts exempt from the address and port checks (OUTBOUND_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  /** Ports allowed besides the scheme's standard one (none in production; tests use their server's). */
  extraPorts?: readonly number[];
}

/** Names that only mean something inside a network: refused before any lookup. */
const INTERNAL_NAMES = /(^|\.)(localhost|internal|local|localdomain|home\.arpa)$/;

/** The host as the URL names it: lower case, IPv6 without brackets, no trailing dot. */
export const hostOf = (url: URL) =>
  url.hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");

/** Null when `address` is an ordinary public unicast address; otherwise the range it falls in. */
export function refusedRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return "not an address";
  // process() turns an IPv4-mapped IPv6 address (::ffff:127.0.0.1) into the IPv4 one.
  const range = ipaddr.process(address).range();
  return range === "unicast" ? null : range;
}

/**
 * Why this URL may not be requested, judged on its text alone (no lookup); null
 * when it may, subject to the addresses its host resolves to. `exempt` says the host
 * is one the operator allowed, whose addresses are not checked.
 */
export function refusedShape(url: URL, policy: OutboundPolicy): { reason: string | null; exempt: boolean } {
  const exempt = policy.allowHosts.includes(hostOf(url));
  if (url.protocol !== "https:" && !(url.protocol === "http:" && policy.allowHttp))
    return { reason: "Use an https:// address.", exempt };
  if (url.username || url.password)
    return { reason: "Leave the user name and password out of the address; use the signing secret.", exempt };
  // The URL parser drops a scheme's default port, so any port left is another one.
  if (url.port !== "" && !exempt && !policy.extraPorts?.includes(Number(url.port)))
    return { reason: "Use the standard port (443): leave the port out.", exempt };
  if (exempt) return { reason: null, exempt };
  const host = hostOf(url);
  // The URL parser already turned 2130706433, 127.1 and 0x7f.1 into dotted addresses.
  if (ipaddr.isValid(host)) return { reason: refusedRange(host) ? UNREACHABLE : null, exempt };
  if (INTERNAL_NAMES.test(host) || !host.includes(".")) return { reason: UNREACHABLE, exempt };
  return { reason: null, exempt };
}

/** What the back office is told about any destination it may not use or could not reach. */
export const UNREACHABLE = "The destination could not be reached.";
