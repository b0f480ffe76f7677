/**
 * DOCUMENT_ENTRY=fast: the document rendered to one string (decision 0011).
 *
 * Every document is rendered completely before the first byte leaves: the server
 * buffers it anyway (the CSP hashes its inline scripts; the page cache stores it).
 * So it is rendered with renderToString, which builds one string, instead of a
 * stream that encodes chunks to bytes only for them to be joined again.
 *
 * React Router writes the loader data for hydration from a component that suspends
 * on each chunk of its encoded stream; renderToString would leave that component
 * out and the page would never hydrate. So the data is read here first, the router
 * renders without the stream, and the same two scripts it would have written (feed
 * the data to the client's stream, then close it) go at the end of the body. The
 * client reads them exactly as it reads the streamed ones. The page's module preloads are
 * asked at low priority as the document is put together (low-priority-preloads.server.ts), or with SCRIPT_ORDER=after-paint
 * its scripts start after the first paint (after-paint.server.ts, decision 0044).
 *
 * Private details relied on (React Router 8.4): the context fields
 * `serverHandoffStream` and `renderMeta.didRenderScripts`, and the bodies of the two
 * scripts. tests/perf/document.test.ts compares the result with the stock entry's.
 */
import { renderToString } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { startScriptsAfterPaint } from "./after-paint.server";
import { lowPriorityPieces, withScriptsBeforeBodyEnd } from "./low-priority-preloads.server";
import type { DocumentInput } from "./document.server";
import { documentHandoff } from "./handoff.server";
import { FastLinks } from "./link";

export async function renderFast({
  request,
  status,
  headers,
  routerContext,
  nonce,
  inTurn,
  scriptsAfterPaint,
}: DocumentInput): Promise<Response> {
  const loaderData = await readLoaderData(routerContext.serverHandoffStream);
  const context: EntryContext = { ...routerContext, serverHandoffStream: undefined };
  const render = () => {
    const router = <ServerRouter context={context} url={request.url} nonce={nonce} />;
    const markup = renderToString(<FastLinks basename={context.staticHandlerContext.basename}>{router}</FastLinks>);
    let scripts = "";
    if (context.renderMeta?.didRenderScripts) {
      const attr = nonce ? ` nonce="${nonce}"` : "";
      scripts =
        (loaderData
          ? `<script${attr}>window.__reactRouterContext.streamController.enqueue(${escapeScript(JSON.stringify(loaderData))});</script>`
          : "") + `<script${attr}>window.__reactRouterContext.streamController.close();</script>`;
    }
    // A shell document has nothing to paint before its scripts run: React Router's order as is.
    if (context.isSpaMode) return [withScriptsBeforeBodyEnd(markup, scripts)];
    // React Router's order with the preloads behind the stylesheets and the hero picture, or
    // the scripts started after the first paint (SCRIPT_ORDER, decision 0044).
    return scriptsAfterPaint === true
      ? [startScriptsAfterPaint(withScriptsBeforeBodyEnd(markup, scripts))]
      : lowPriorityPieces(markup, scripts);
  };
  // The data is here: only now does the render wait for a turn.
  const pieces = await inTurn(async () => render());
  if (pieces === undefined) return new Response(null, { status: 499 });
  // Our own server takes the pieces as they are (handoff.server.ts).
  const handoffs = documentHandoff();
  if (handoffs && nonce) {
    handoffs.set(nonce, pieces);
    return new Response(null, { status, headers });
  }
  return new Response(pieces.join(""), { status, headers });
}

/** What React Router escapes in a script's JSON so it cannot end the script or the line. */
const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};
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
