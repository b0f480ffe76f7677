import type { EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToString } from "react-dom/server";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { documentHandoff } from "./lib/document-handoff.server";
import { renderTurns } from "./lib/render-turns.server";
import { loggerContext } from "./lib/context.server";

/** How long deferred loader data may take before React Router rejects it. */
export const streamTimeout = 5_000;

// Every document is rendered completely before the first byte leaves: the server
// buffers it anyway (the CSP hashes its inline scripts; the page cache stores it).
// So the document is rendered with renderToString, which builds one string, instead
// of a stream that encodes chunks to bytes only for them to be joined again.
//
// React Router writes the loader data for hydration from a component that suspends
// on each chunk of its encoded stream; renderToString would leave that component
// out and the page would never hydrate. So the data is read here first, the router
// renders without the stream, and the same two scripts it would have written (feed
// the data to the client's stream, then close it) go at the end of the body. The
// client reads them exactly as it reads the streamed ones. This takes about a
// quarter off the CPU of an uncached render; decision 0011 has the figures.
// tests/e2e/hydration.spec.ts checks that every page type hydrates, and
// tests/perf/document.test.ts compares the document with React Router's streamed one.
export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
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
  const loaderData = await readLoaderData(routerContext.serverHandoffStream);
  const context: EntryContext = { ...routerContext, serverHandoffStream: undefined };
  const render = () => {
    let html = "<!DOCTYPE html>" + renderToString(<ServerRouter context={context} url={request.url} nonce={nonce} />);
    if (context.renderMeta?.didRenderScripts) {
      const attr = nonce ? ` nonce="${nonce}"` : "";
      const scripts = (loaderData ? `<script${attr}>window.__reactRouterContext.streamController.enqueue(${escapeScript(JSON.stringify(loaderData))});</script>` : "") + `<script${attr}>window.__reactRouterContext.streamController.close();</script>`;
      const at = html.lastIndexOf("</body>");
      html = at === -1 ? html + scripts : html.slice(0, at) + scripts + html.slice(at);
    }
    return html;
  };
  // The data is here: only now does the render wait for a turn (app/lib/render-turns.server.ts).
  const turns = renderTurns();
  const html = turns ? await turns.run(async () => render(), () => request.signal.aborted, () => undefined) : render();
  // The visitor left while waiting: nothing is sent (server/render.ts never stores a 499).
  if (html === undefined) return new Response(null, { status: 499 });
  // Our own server takes the string as it is (app/lib/document-handoff.server.ts).
  const handoffs = documentHandoff();
  if (handoffs && nonce) {
    handoffs.set(nonce, html);
    return new Response(null, { status, headers: responseHeaders });
  }
  return new Response(html, { status, headers: responseHeaders });
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

/** What React Router escapes in a script's JSON so it cannot end the script or the line. */
const SCRIPT_ESCAPES: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };
function escapeScript(json: string): string {
  return json.replace(/[&><\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!);
}

/** The whole encoded loader data, deferred values included (React Router times those out). */
async function readLoaderData(stream: ReadableStream<Uint8Array> | undefined): Promise<string> {
  if (!stream) return "";
  const decoder = new TextDecoder();
  let text = "";
  for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
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
    logger?.warn({ ...where, err: { message: thrown instanceof Error ? thrown.message : String(thrown) } }, "database unavailable");
    return;
  }
  const expected = isRouteErrorResponse(error) ? error.status < 500 : error instanceof Error && REFUSED_ACTION.test(error.message);
  if (expected) {
    logger?.debug({ ...where, status: isRouteErrorResponse(error) ? error.status : 400 }, "request refused by the router");
    return;
  }
  // An error response wrapping a thrown error: log what was thrown, with its stack.
  if (logger) logger.error({ err: thrown, ...where }, "rendering failed");
  else console.error(thrown); // no server around this render (a unit test)
};
