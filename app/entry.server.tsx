import { Writable } from "node:stream";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";

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
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
        callback();
      },
      final(callback) {
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
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error: unknown) {
        status = 500;
        // Errors before the shell is ready reject above; later ones are logged here.
        if (shellReady) handleError(error, { request });
      },
    });
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // The server's logger records the failure; the visitor sees the 500 page without details.
  console.error(error);
}
