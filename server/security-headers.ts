/**
 * The headers every response starts with: helmet's, the Permissions-Policy, the
 * Content-Security-Policy of anything that is not an HTML document (documents replace it
 * with their own, server/render.ts), and HSTS over HTTPS.
 *
 * Helmet's choices depend on its options only, never on the request, so helmet runs once,
 * at start-up, and every response gets the headers it set then, in the same order: one
 * middleware setting a list instead of a chain of a dozen, each looking up its option.
 */
import type { RequestHandler } from "express";
import helmet from "helmet";
import { NON_DOCUMENT_CSP } from "./security.ts";

export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "interest-cohort=()",
  "browsing-topics=()",
].join(", ");

export const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: false, // set per HTML document, with script hashes (server/security.ts)
  strictTransportSecurity: false, // only over HTTPS, below
  crossOriginOpenerPolicy: { policy: "same-origin" },
  crossOriginResourcePolicy: { policy: "same-origin" },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  xFrameOptions: { action: "deny" },
};

/** What a middleware does to a response's headers, recorded from one run on a stand-in response. */
export function headersSetBy(middleware: RequestHandler): { set: Array<[string, string]>; removed: string[] } {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const res = {
    setHeader: (name: string, value: string) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let called = false;
  middleware({} as never, res as never, () => void (called = true));
  if (!called) throw new Error("the header middleware did not pass the request on at once");
  return { set, removed };
}

/** `decided`: the middleware whose headers every response gets (helmet with the server's options). */
export function securityHeaders(decided: RequestHandler = helmet(HELMET_OPTIONS)): RequestHandler {
  const { set, removed } = headersSetBy(decided);
  set.push(["Permissions-Policy", PERMISSIONS_POLICY], ["Content-Security-Policy", NON_DOCUMENT_CSP]);
  return (req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
