/**
 * DOCUMENT_ENTRY=stock: React Router's own streaming entry, as its template writes
 * it (@react-router/dev's default entry.server.node.tsx), with public API only:
 * renderToPipeableStream renders <ServerRouter>, whose own component streams the
 * hydration data, and links are React Router's <Link>.
 *
 * Two choices differ from the template, neither a private call:
 *   - it always waits for all content (onAllReady), the template's path for crawlers
 *     and SPA mode. Our server buffers every document anyway (its CSP hashes the
 *     inline scripts and the page cache stores it), so sending the shell first would
 *     gain nothing, and every visitor, crawler or not, gets the same document;
 *   - the render's script token goes to React and React Router as their nonce, so
 *     the CSP allows their inline scripts (server/security.ts), and the render
 *     takes its turn (app/lib/render-turns.server.ts) like the fast entry's.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter } from "react-router";
import type { DocumentInput } from "./document.server";

export async function renderStock({
  request,
  status,
  headers,
  routerContext,
  nonce,
  inTurn,
  streamTimeout,
  onError,
}: DocumentInput): Promise<Response> {
  const response = await inTurn(
    () =>
      new Promise<Response>((resolve, reject) => {
        let statusCode = status;
        let allReady = false;
        // Abort the render after the stream timeout, so rejected boundaries still get written.
        let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
        const { pipe, abort } = renderToPipeableStream(
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
          {
            nonce,
            onAllReady() {
              allReady = true;
              const body = new PassThrough({
                final(callback) {
                  // Clear the timeout so its closure does not keep the render's memory.
                  clearTimeout(timeoutId);
                  timeoutId = undefined;
                  callback();
                },
              });
              pipe(body);
              resolve(new Response(createReadableStreamFromReadable(body), { status: statusCode, headers }));
            },
            onShellError: reject,
            onError(error: unknown) {
              statusCode = 500;
              // Errors while rendering the shell reject, and React Router reports them (handleError).
              if (allReady) onError?.(error);
            },
          },
        );
      }),
  );
  return response ?? new Response(null, { status: 499 });
}
