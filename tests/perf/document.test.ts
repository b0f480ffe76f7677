/**
 * Both document entries (app/lib/react-router-seam, decision 0019), held to React
 * Router's own way of writing a document: the same production build is answered by
 * app/entry.server.tsx with DOCUMENT_ENTRY=fast, with DOCUMENT_ENTRY=stock, and by a
 * reference entry written here that streams with renderToPipeableStream and lets
 * <ServerRouter> write the data from its suspending component, as React Router's
 * default entry does. For every page type and both entries:
 *
 *   - the markup is identical, apart from the streaming version's Suspense markers
 *     (the fast entry renders to one string, decision 0011) and the fast entry's module
 *     preloads, asked at low priority or, with SCRIPT_ORDER=after-paint, started after the
 *     first paint (decision 0044); the stock entry's whole document is the reference's, byte for byte;
 *   - the hydration data the client reads is identical, byte for byte;
 *   - every script carries the render's script token; the fast entry writes the data
 *     in one script after all the content, right before </body>, and closes last.
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
import {
  closeDocumentHandoff,
  documentEntryContext,
  openDocumentHandoff,
  scriptsAfterPaintContext,
} from "../../app/lib/react-router-seam/entry-choice.server.ts";
import { startScriptsAfterPaint } from "../../app/lib/react-router-seam/after-paint.server.ts";
import { preloadScriptsAtLowPriority } from "../../app/lib/react-router-seam/low-priority-preloads.server.ts";
import { DOCUMENT_ENTRIES, type DocumentEntry } from "../../app/lib/react-router-seam/index.ts";
import { parseConfig } from "../../server/config.ts";
import { createLogger } from "../../server/logger.ts";
import { createServices, type Services } from "../../server/services.ts";
import { buildDirFor, ensureBuild, root } from "../support/server.ts";

const BUILD_DIR = path.join(root, process.env.PERF_BUILD_DIR ?? buildDirFor("/"));
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

const DATA_SCRIPT =
  /<script( nonce="[^"]*")?>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const CLOSE_SCRIPT = /<script( nonce="[^"]*")?>window\.__reactRouterContext\.streamController\.close\(\);<\/script>/g;

/**
 * React writes a Suspense boundary's content after the shell when it is large, hidden, and moves
 * it in with a script ($RC), even when everything is ready; ours writes it in place. The same
 * document, once each outlined boundary is put back where its template stands.
 */
function inlineBoundaries(html: string): string {
  let out = html.replace(
    /<script nonce="[^"]*" id="_R_">requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);<\/script>/,
    "",
  );
  for (const [, id] of [...out.matchAll(/<!--\$\?--><template id="B:(\d+)"><\/template><!--\/\$-->/g)]) {
    const open = `<div hidden id="S:${id}">`;
    const start = out.indexOf(open);
    const call = `$RC("B:${id}","S:${id}")</script>`;
    const scriptEnd = out.indexOf(call, start) + call.length;
    const end = out.lastIndexOf("</div><script", out.indexOf(call, start));
    if (start < 0 || end < start) continue;
    const content = out.slice(start + open.length, end);
    out = out.slice(0, start) + out.slice(scriptEnd);
    out = out.replace(`<!--$?--><template id="B:${id}"></template><!--/$-->`, `<!--$-->${content}<!--/$-->`);
  }
  return out;
}

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

/** A request's context, as server/render.ts makes it for DOCUMENT_ENTRY=entry and SCRIPT_ORDER. */
function contextFor(entry: DocumentEntry, afterPaint = false) {
  const context = requestContext(services);
  context.set(documentEntryContext, entry);
  context.set(scriptsAfterPaintContext, afterPaint);
  return context;
}

function get(entry: DocumentEntry, page: string, init: RequestInit = {}, afterPaint = false): Promise<Response> {
  return ours(
    new Request(ORIGIN + page, { headers: { "x-vitrine-script-token": TOKEN }, ...init }),
    contextFor(entry, afterPaint),
  );
}

async function render(entry: DocumentEntry | "reference", page: string): Promise<{ status: number; html: string }> {
  const response =
    entry === "reference"
      ? await reference(
          new Request(ORIGIN + page, { headers: { "x-vitrine-script-token": TOKEN } }),
          requestContext(services),
        )
      : await get(entry, page);
  return { status: response.status, html: await response.text() };
}

beforeAll(async () => {
  ensureBuild(BUILD_DIR);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-document-"));
  const config = parseConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SITE_URL: ORIGIN,
    PORT: "0",
  });
  services = await createServices(config, createLogger(config), { media: false });
  const build = (await import(pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href)) as ServerBuild;
  ours = createRequestHandler(build, "production");
  reference = createRequestHandler(
    { ...build, entry: { module: { ...build.entry.module, default: streamingEntry } } },
    "production",
  );
}, 300_000);

afterAll(async () => {
  await services?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The register page issues a fresh form token with every render: equal documents differ there only. */
const FORM_TOKEN = /[vp]1\.[0-9a-z]{1,12}\.[\w-]{22}\.[\w-]{43}/g;

const PAGES = [
  "/",
  "/news",
  "/cases_list/manufacturing",
  "/cases/1",
  "/solution",
  "/videos",
  "/price",
  "/register",
  "/about",
  "/mobile",
  "/mobile/cases",
  "/no-such-page",
  "/cases/999999",
];

const NOT_FOUND = ["/no-such-page", "/cases/999999"];
const SUSPENSE_MARKERS = /<!--\/?\$-->/g;
/** Every inline script the document has, with its attributes. */
const SCRIPT_TAGS = /<script\b[^>]*>/g;

describe.each(DOCUMENT_ENTRIES)("DOCUMENT_ENTRY=%s writes React Router's document", (entry) => {
  it.each(PAGES)("%s", async (page) => {
    const [a, b] = await Promise.all([render(entry, page), render("reference", page)]);
    // The page itself, not an error page both entries would render alike.
    expect(a.status).toBe(NOT_FOUND.includes(page) ? 404 : 200);
    expect(a.status).toBe(b.status);
    expect(a.html.startsWith("<!DOCTYPE html><html")).toBe(true);
    const mine = split(a.html.replace(FORM_TOKEN, "<form token>"));
    const theirs = split(b.html.replace(FORM_TOKEN, "<form token>"));
    expect(mine.data.length).toBeGreaterThan(100);
    expect(mine.data).toBe(theirs.data);
    // Every inline script is marked for the CSP.
    for (const [tag] of a.html.matchAll(SCRIPT_TAGS))
      if (!/\bsrc=|type="application\/ld\+json"/.test(tag)) expect(tag).toContain(` nonce="${TOKEN}"`);
    if (entry === "stock") {
      // React Router's own entry: the reference's document exactly, streamed in Suspense boundaries.
      expect(a.html.replace(FORM_TOKEN, "<form token>")).toBe(b.html.replace(FORM_TOKEN, "<form token>"));
      expect(a.html).toMatch(SUSPENSE_MARKERS);
      return;
    }
    // The only differences in markup: the Suspense boundaries React Router streams its data in
    // (and where React writes a large boundary of ours, inlineBoundaries),
    // and the module preloads asked at low priority.
    const whole = split(inlineBoundaries(b.html.replace(FORM_TOKEN, "<form token>")));
    expect(mine.markup.replace(SUSPENSE_MARKERS, "")).toBe(
      preloadScriptsAtLowPriority(whole.markup.replace(SUSPENSE_MARKERS, "")),
    );
    expect(theirs.markup).toContain('<link rel="modulepreload" href=');
    expect(mine.markup).toContain('<link rel="modulepreload" fetchpriority="low" href=');
    expect(mine.markup).not.toContain('<link rel="modulepreload" href=');
    // SCRIPT_ORDER=after-paint: the scripts start after the first paint, which React Router's
    // markup must still allow; the data is the same.
    const late = split((await (await get(entry, page, {}, true)).text()).replace(FORM_TOKEN, "<form token>"));
    expect(late.data).toBe(theirs.data);
    expect(late.markup.replace(SUSPENSE_MARKERS, "")).toBe(
      startScriptsAfterPaint(whole.markup.replace(SUSPENSE_MARKERS, "")),
    );
    expect(late.markup).not.toContain('<link rel="modulepreload"');
    expect(late.markup).toMatch(/<script nonce="t0k3n" type="module" async="">await new Promise\(\(go\) => \{/);
    // One data script and the close, both marked for the CSP, at the very end of the body.
    expect(mine.nonces).toEqual([` nonce="${TOKEN}"`, ` nonce="${TOKEN}"`]);
    expect(a.html).toMatch(
      /<script nonce="t0k3n">window\.__reactRouterContext\.streamController\.close\(\);<\/script><\/body><\/html>$/,
    );
  });

  it("a HEAD request gets the status and headers without a body", async () => {
    const response = await get(entry, "/about", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toBe("");
  });
});

describe("the document hand-off", () => {
  it("the fast entry hands the document to our server as text, in pieces, only to the render that holds the token; the stock entry never", async () => {
    const expected = (await render("fast", "/about")).html;
    const streamed = (await render("stock", "/about")).html;
    const documents = openDocumentHandoff();
    try {
      const response = await get("fast", "/about");
      expect(response.status).toBe(200);
      expect(response.body).toBeNull();
      expect(documents.get(TOKEN)?.join("")).toBe(expected);
      documents.clear();
      // Without a token (a request from anyone but our server) the document is in the body.
      const plain = await ours(new Request(ORIGIN + "/about"), contextFor("fast"));
      expect(await plain.text()).toMatch(/^<!DOCTYPE html><html[\s\S]*<\/html>$/);
      // The stock entry streams its body, token or not.
      const stock = await get("stock", "/about");
      expect((await stock.text()).replace(FORM_TOKEN, "")).toBe(streamed.replace(FORM_TOKEN, ""));
      expect([...documents.keys()]).toEqual([]);
    } finally {
      closeDocumentHandoff();
    }
  });

  it("a request nobody chose an entry for gets the fast one (react-router-serve running this build)", async () => {
    const response = await ours(
      new Request(ORIGIN + "/about", { headers: { "x-vitrine-script-token": TOKEN } }),
      requestContext(services),
    );
    const html = await response.text();
    expect(html).not.toMatch(SUSPENSE_MARKERS);
    // In React Router's script order (decision 0044, revised): preloaded while the page is parsed.
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" href=');
    expect(html).toMatch(/streamController\.close\(\);<\/script><\/body><\/html>$/);
  });
});
