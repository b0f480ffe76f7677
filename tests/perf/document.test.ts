/**
 * app/entry.server.tsx renders a document with renderToString and writes React
 * Router's hydration data itself (see the comment there). This suite holds it to
 * React Router's own way of writing a document: the same production build is
 * answered once by our entry and once by a reference entry that streams with
 * renderToPipeableStream and lets <ServerRouter> write the data from its
 * suspending component, as React Router's default entry does. For every page type:
 *
 *   - the markup is identical, apart from the streaming version's Suspense markers;
 *   - the hydration data the client reads is identical, byte for byte;
 *   - that data comes in scripts marked with the render's script token, after all
 *     the content and right before </body>, and the stream is closed last.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createRequestHandler, ServerRouter, type EntryContext, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestContext } from "../../app/lib/context.server.ts";
import { openDocumentHandoff } from "../../app/lib/document-handoff.server.ts";
import { parseConfig } from "../../server/config.ts";
import { createLogger } from "../../server/logger.ts";
import { createServices, type Services } from "../../server/services.ts";
import { ensureBuild, root } from "../support/server.ts";

const BUILD_DIR = path.join(root, process.env.PERF_BUILD_DIR ?? "build-perf");
const TOKEN = "t0k3n";
const ORIGIN = "http://127.0.0.1:4898";

/** React Router's default way: stream, wait for everything, collect the bytes. */
function streamingEntry(request: Request, status: number, headers: Headers, context: EntryContext): Promise<Response> {
  headers.set("Content-Type", "text/html; charset=utf-8");
  const nonce = request.headers.get("x-vitrine-script-token") ?? undefined;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        resolve(new Response(Buffer.concat(chunks).toString("utf8"), { status, headers }));
        callback();
      },
    });
    const { pipe } = renderToPipeableStream(createElement(ServerRouter, { context, url: request.url, nonce }), {
      nonce,
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}

const DATA_SCRIPT = /<script( nonce="[^"]*")?>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const CLOSE_SCRIPT = /<script( nonce="[^"]*")?>window\.__reactRouterContext\.streamController\.close\(\);<\/script>/g;

/** The document without its hydration-data scripts, and the data those scripts feed the client. */
function split(html: string): { markup: string; data: string; nonces: string[] } {
  const nonces: string[] = [];
  let data = "";
  const markup = html
    .replace(DATA_SCRIPT, (_all, nonce: string | undefined, json: string) => {
      nonces.push(nonce ?? "");
      data += JSON.parse(json) as string;
      return "";
    })
    .replace(CLOSE_SCRIPT, (_all, nonce: string | undefined) => {
      nonces.push(nonce ?? "");
      return "";
    });
  return { markup, data, nonces };
}

let services: Services;
let dataDir = "";
let ours: ReturnType<typeof createRequestHandler>;
let reference: ReturnType<typeof createRequestHandler>;

async function render(handler: typeof ours, page: string): Promise<{ status: number; html: string }> {
  const response = await handler(new Request(ORIGIN + page, { headers: { "x-vitrine-script-token": TOKEN } }), requestContext(services));
  return { status: response.status, html: await response.text() };
}

beforeAll(async () => {
  ensureBuild(BUILD_DIR, { NODE_ENV: "production" });
  dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-document-"));
  const config = parseConfig({ NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "silent", SITE_URL: ORIGIN, PORT: "0" });
  services = await createServices(config, createLogger(config), { media: false });
  const build = (await import(pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href)) as ServerBuild;
  ours = createRequestHandler(build, "production");
  reference = createRequestHandler({ ...build, entry: { module: { ...build.entry.module, default: streamingEntry } } }, "production");
}, 300_000);

afterAll(async () => {
  await services?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The register page issues a fresh form token with every render: equal documents differ there only. */
const FORM_TOKEN = /v1\.[0-9a-z]{1,12}\.[\w-]{22}\.[\w-]{43}/g;

const PAGES = ["/", "/news", "/cases_list/manufacturing", "/cases/1", "/solution", "/videos", "/price", "/register", "/about", "/mobile", "/mobile/cases", "/no-such-page", "/cases/999999"];

describe("documents rendered to a string match React Router's streamed ones", () => {
  it.each(PAGES)("%s", async (page) => {
    const [a, b] = await Promise.all([render(ours, page), render(reference, page)]);
    // The page itself, not an error page both entries would render alike.
    expect(a.status).toBe(["/no-such-page", "/cases/999999"].includes(page) ? 404 : 200);
    expect(a.status).toBe(b.status);
    const mine = split(a.html.replace(FORM_TOKEN, "<form token>"));
    const theirs = split(b.html.replace(FORM_TOKEN, "<form token>"));
    // The only difference in markup: the Suspense boundaries React Router streams its data in.
    expect(mine.markup).toBe(theirs.markup.replaceAll("<!--$-->", "").replaceAll("<!--/$-->", ""));
    expect(mine.data.length).toBeGreaterThan(100);
    expect(mine.data).toBe(theirs.data);
    // One data script and the close, both marked for the CSP, at the very end of the body.
    expect(mine.nonces).toEqual([` nonce="${TOKEN}"`, ` nonce="${TOKEN}"`]);
    expect(a.html).toMatch(/<script nonce="t0k3n">window\.__reactRouterContext\.streamController\.close\(\);<\/script><\/body><\/html>$/);
    expect(a.html.startsWith("<!DOCTYPE html><html")).toBe(true);
  });

  it("hands the document to our server as a string, only to the render that holds the token", async () => {
    const expected = (await render(ours, "/about")).html;
    const documents = openDocumentHandoff();
    try {
      const response = await ours(new Request(ORIGIN + "/about", { headers: { "x-vitrine-script-token": TOKEN } }), requestContext(services));
      expect(response.status).toBe(200);
      expect(response.body).toBeNull();
      expect(documents.get(TOKEN)).toBe(expected);
      // Without a token (a request from anyone but our server) the document is in the body.
      const plain = await ours(new Request(ORIGIN + "/about"), requestContext(services));
      expect(await plain.text()).toMatch(/^<!DOCTYPE html><html[\s\S]*<\/html>$/);
      expect([...documents.keys()]).toEqual([TOKEN]);
    } finally {
      delete (globalThis as Record<symbol, unknown>)[Symbol.for("vitrine.document-handoff")];
    }
  });

  it("a HEAD request gets the status and headers without a body", async () => {
    const response = await ours(new Request(ORIGIN + "/about", { method: "HEAD" }), requestContext(services));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toBe("");
  });
});
