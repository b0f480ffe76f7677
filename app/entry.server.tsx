import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse } from "react-router";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { loggerContext } from "./lib/context.server";
import {
  documentEntryContext,
  renderDocument,
  scriptsAfterPaintContext,
} from "./lib/react-router-seam/document.server";
import { renderTurns } from "./lib/render-turns.server";

/** How long deferred loader data may take before React Router rejects it. */
export const streamTimeout = 5_000;

// How the document itself is written is the React Router seam's (app/lib/react-router-seam,
// decision 0019): DOCUMENT_ENTRY=fast renders it to one string (decision 0011), =stock is
// React Router's own streaming entry. This module holds what is ours under both: the
// status, HEAD, the script token, the render's turn and the error reports.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // A page whose data the database could not give (it is away, or silent past its
  // deadline) is temporarily unavailable, not broken: 503, and server/render.ts adds Retry-After.
  const status = responseStatusCode >= 500 && databaseAway.has(request) ? 503 : responseStatusCode;
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status, headers: responseHeaders });
  }
  // server/render.ts passes a one-off token; React Router marks its inline scripts
  // with it, and so do we, so only they are allowed by the CSP (see server/security.ts).
  // Only a token of the shape it creates is used (it goes into attributes unescaped).
  const token = request.headers.get("x-vitrine-script-token");
  const nonce = token && /^[\w-]+$/.test(token) ? token : undefined;
  // The render waits for a turn only once its data is here (app/lib/render-turns.server.ts);
  // the visitor who left while waiting gets nothing (server/render.ts never stores a 499).
  const turns = renderTurns();
  const inTurn = <T,>(render: () => Promise<T>): Promise<T | undefined> =>
    turns
      ? turns.run<T | undefined>(
          render,
          () => request.signal.aborted,
          () => undefined,
        )
      : render();
  const logger = loadContext.get(loggerContext);
  return renderDocument(loadContext.get(documentEntryContext), {
    request,
    status,
    headers: responseHeaders,
    routerContext,
    nonce,
    inTurn,
    streamTimeout,
    scriptsAfterPaint: loadContext.get(scriptsAfterPaintContext),
    onError: (error) =>
      logger
        ? logger.error({ err: error, method: request.method, url: request.url }, "rendering failed")
        : console.error(error),
  });
}

/**
 * Requests whose loaders failed because the database did not answer, as handleError
 * (below) saw them. React Router reports a request's errors before it renders the
 * document or sends the data, and hands both functions the same Request.
 */
const databaseAway = new WeakSet<Request>();

/** A client navigation's data: the same 503 as the document would get. */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  if (response.status < 500 || !databaseAway.has(request)) return response;
  return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers: response.headers });
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
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // The visitor went away and the render was cancelled: nothing broke.
  if (request.signal.aborted) return;
  const logger = context.get(loggerContext);
  const where = { method: request.method, url: request.url };
  const thrown = (isRouteErrorResponse(error) && (error as { error?: unknown }).error) || error;
  if (isDatabaseUnavailable(thrown)) {
    // An outage, not a bug: one line without a stack, so a partition does not bury the log in traces.
    databaseAway.add(request);
    logger?.warn(
      { ...where, err: { message: thrown instanceof Error ? thrown.message : String(thrown) } },
      "database unavailable",
    );
    return;
  }
  const expected = isRouteErrorResponse(error)
    ? error.status < 500
    : error instanceof Error && REFUSED_ACTION.test(error.message);
  if (expected) {
    logger?.debug(
      { ...where, status: isRouteErrorResponse(error) ? error.status : 400 },
      "request refused by the router",
    );
    return;
  }
  // An error response wrapping a thrown error: log what was thrown, with its stack.
  if (logger) logger.error({ err: thrown, ...where }, "rendering failed");
  else console.error(thrown); // no server around this render (a unit test)
};
