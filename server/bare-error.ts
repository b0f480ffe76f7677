/**
 * Error answers written on the bare node:http request, before Express runs (the
 * path limits and the connection guard): a line of text, or the API's error body
 * under {BASE_PATH}api/, with the headers every non-document answer carries.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { ApiErrorCode } from "./api/schemas.ts";
import { NON_DOCUMENT_CSP } from "./security.ts";

export function sendBareError(
  req: IncomingMessage,
  res: ServerResponse,
  apiPrefix: string,
  error: { status: number; code: ApiErrorCode; message: string },
  headers: OutgoingHttpHeaders = {},
): void {
  const api = (req.url ?? "").slice(0, apiPrefix.length).toLowerCase() === apiPrefix;
  const body = api ? JSON.stringify({ error }) : `${error.message}\n`;
  res.writeHead(error.status, {
    "content-type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    "content-security-policy": NON_DOCUMENT_CSP,
    "x-content-type-options": "nosniff",
    ...headers,
  });
  res.end(body);
}
