/**
 * The benchmark's baseline: the server build as a stock React Router app would
 * serve it. `react-router-serve` loads this module instead of the build itself;
 * it is the same build (routes, loaders, components, assets) with one part
 * changed back: the document is streamed the way React Router's default server
 * entry streams it, not rendered to one string as app/entry.server.tsx does.
 * Without this, `react-router-serve` would run Vitrine's own entry and the
 * comparison would measure Express against Express.
 *
 * React Router's default entry: renderToPipeableStream; a browser gets the
 * document as soon as the shell is ready and the loader data streams after it,
 * a crawler gets it when everything is ready; a render still running a second
 * after the stream timeout is aborted, and the timer is cleared when the body ends.
 *
 * Environment: RR_BUILD_DIR, the build directory (build-bench).
 */
import path from "node:path";
import { PassThrough } from "node:stream";
import { pathToFileURL } from "node:url";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type ServerBuild } from "react-router";

const buildDir = path.resolve(process.env.RR_BUILD_DIR ?? "build-bench");
const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild & {
  allowedActionOrigins?: unknown;
};
const streamTimeout = 5_000;

function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const readyEvent =
    isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      createElement(ServerRouter, { context: routerContext, url: request.url }),
      {
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timer);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

export const {
  assets,
  assetsBuildDirectory,
  basename,
  future,
  isSpaMode,
  prerender,
  publicPath,
  routeDiscovery,
  routes,
  ssr,
  allowedActionOrigins,
} = build;
export const entry = { module: { ...build.entry.module, default: handleRequest, streamTimeout } };
