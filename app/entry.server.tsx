import { Writable } from "node:stream";
import type { EntryContext } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { serverLogger } from "./lib/services.server";

/** How long deferred loader data may take before React Router rejects it. */
export const streamTimeout = 5_000;

// Every document is rendered completely before the first byte leaves: the server
// buffers it anyway (the CSP hashes its inline scripts; the page cache stores it).
// renderToString cannot be used: React Router writes the loader data for hydration
// from a suspending component, which renderToString leaves out (the browser then
// waits for data that never comes and the page never hydrates). Waiting for
// onAllReady gives the whole document, data included, with no streaming scripts.
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // server/render.ts passes a one-off token; React Router and React mark their inline
  // scripts with it so only they are allowed by the CSP (see server/security.ts).
  const nonce = request.headers.get("x-vitrine-script-token") ?? undefined;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellReady = false;
    const abortTimer: { id?: ReturnType<typeof setTimeout> } = {};
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
        callback();
      },
      final(callback) {
        clearTimeout(abortTimer.id);
        resolve(new Response(Buffer.concat(chunks).toString("utf8"), { status, headers: responseHeaders }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      onShellReady() {
        shellReady = true;
      },
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(abortTimer.id);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error: unknown) {
        status = 500;
        // Errors before the shell is ready reject above; later ones are logged here.
        if (shellReady) handleError(error, { request });
      },
    });
    // Cleared as soon as the document is complete: a pending timer keeps the whole
    // render (its tree, chunks and request) alive until it fires.
    abortTimer.id = setTimeout(abort, streamTimeout + 1000);
    abortTimer.id.unref();
  });
}

/** React Router's own refusal of a cross-site form post (a plain Error; it answers 400). */
const REFUSED_ACTION = /Aborting the action\.$/;

/**
 * Everything React Router reports while answering a request comes here, and goes
 * to the server's pino logger: one JSON line with the stack, never plain text.
 * Answers the router gives on purpose are not failures: a 404 for an unknown path,
 * a 405 for a POST to a page without an action (bots send these all day), a 400 for
 * a cross-site post. Those are logged at debug only; the access log records the status.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  // The visitor went away and the render was cancelled: nothing broke.
  if (request.signal.aborted) return;
  const logger = serverLogger();
  const where = { method: request.method, url: request.url };
  const expected = isRouteErrorResponse(error) ? error.status < 500 : error instanceof Error && REFUSED_ACTION.test(error.message);
  if (expected) {
    logger?.debug({ ...where, status: isRouteErrorResponse(error) ? error.status : 400 }, "request refused by the router");
    return;
  }
  // An error response wrapping a thrown error: log what was thrown, with its stack.
  const err = (isRouteErrorResponse(error) && (error as { error?: unknown }).error) || error;
  if (logger) logger.error({ err, ...where }, "rendering failed");
  else console.error(err); // no server around this render (a unit test)
}
