/**
 * The rewrite that starts a document's scripts after its first paint (after-paint.server.ts),
 * on the markup React Router 8.4 writes, and the rewritten script run against a stand-in
 * browser: nothing is fetched before the paint, then the same modules load and register.
 */
import { describe, expect, it } from "vitest";
import { startScriptsAfterPaint } from "./after-paint.server";

/** The head and the end of the body as React Router writes them for a page of three routes. */
function documentOf(script: string, links = PRELOADS): string {
  return (
    `<!DOCTYPE html><html><head>${links.map((href) => `<link rel="modulepreload" href="${href}" nonce="t"/>`).join("")}` +
    `<link rel="stylesheet" href="/assets/root.css"/></head><body><main>Hello</main>` +
    `<script nonce="t">window.__reactRouterContext = {};</script>` +
    `<script nonce="t" type="module" async="">${script}</script></body></html>`
  );
}

const PRELOADS = ["/assets/entry.client.js", "/assets/framework.js", "/assets/root.js", "/assets/home.js"];
const SCRIPT = `;
import * as route0 from "/assets/root.js";
import * as route1_clientLoader from "/assets/home-client-loader.js";
import * as route1_main from "/assets/home.js";
const route1 = {...route1_clientLoader,...route1_main};
  window.__reactRouterManifest = {
  "entry": { "module": "/assets/entry.client.js", "imports": [] }
};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client.js");`;

type Stub = {
  log: string[];
  window: Record<string, unknown>;
  frame: () => void;
  paint: () => void;
  run: Promise<unknown>;
};

/** Runs a rewritten module script with a stand-in document, frames, paint timing and import(). */
function runScript(html: string, { hidden = false, paintTiming = true } = {}): Stub {
  const body = /<script nonce="t" type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const log: string[] = [];
  const frames: Array<() => void> = [];
  const observers: Array<(list: { getEntriesByName(name: string): unknown[] }, o: { disconnect(): void }) => void> = [];
  const window: Record<string, unknown> = {};
  const document = {
    visibilityState: hidden ? "hidden" : "visible",
    head: { append: (link: { rel: string; href: string }) => log.push(`${link.rel} ${link.href}`) },
    createElement: () => ({}),
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "resource"] : ["resource"];
    readonly callback: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]) {
      this.callback = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      observers.push(this.callback);
    }
  }
  const load = (url: string) => {
    log.push(`import ${url}`);
    return Promise.resolve({ url });
  };
  // Long waits (the five-second fallback) never come within a test; a task comes at once.
  const setTimeout = (fn: () => void, ms = 0) => (ms < 1000 ? queueMicrotask(fn) : undefined);
  const source = body.replaceAll("import(", "load(");
  const run = new Function(
    "window",
    "document",
    "PerformanceObserver",
    "requestAnimationFrame",
    "setTimeout",
    "load",
    `return (async () => {\n${source}\n})();`,
  )(window, document, PerformanceObserver, (fn: () => void) => frames.push(fn), setTimeout, load) as Promise<unknown>;
  return {
    log,
    window,
    run,
    frame: () => frames.splice(0).forEach((fn) => fn()),
    paint: () =>
      observers.forEach((fn) =>
        fn({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }, { disconnect() {} }),
      ),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("startScriptsAfterPaint", () => {
  it("takes the preload links out of the document and leaves no static import in the script", () => {
    const html = startScriptsAfterPaint(documentOf(SCRIPT));
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/^import \*/m);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain("<main>Hello</main>");
  });

  it("fetches nothing until the first contentful paint, then preloads and imports the same modules and registers them", async () => {
    const page = runScript(startScriptsAfterPaint(documentOf(SCRIPT)));
    await settle();
    page.frame();
    await settle();
    expect(page.log).toEqual([]);
    page.paint();
    await page.run;
    expect(page.log).toEqual([
      ...PRELOADS.map((href) => `modulepreload ${href}`),
      "import /assets/root.js",
      "import /assets/home-client-loader.js",
      "import /assets/home.js",
      "import /assets/entry.client.js",
    ]);
    expect(page.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root.js" },
      // The split route's pieces merged as React Router merges them.
      "routes/home": { url: "/assets/home.js" },
    });
  });

  it("without paint timing waits for a frame and a task after it", async () => {
    const page = runScript(startScriptsAfterPaint(documentOf(SCRIPT)), { paintTiming: false });
    await settle();
    expect(page.log).toEqual([]);
    page.frame();
    await page.run;
    expect(page.log.at(-1)).toBe("import /assets/entry.client.js");
  });

  it("in a hidden tab, which paints nothing, starts at once", async () => {
    const page = runScript(startScriptsAfterPaint(documentOf(SCRIPT)), { hidden: true });
    await page.run;
    expect(page.log).toContain("import /assets/root.js");
  });

  it("imports the manifest React Router writes a bare import for when routes are not discovered lazily", async () => {
    const script = SCRIPT.replace(/^;/, 'import "/assets/manifest-1.js";');
    const page = runScript(startScriptsAfterPaint(documentOf(script)), { hidden: true });
    await page.run;
    expect(page.log).toContain("import /assets/manifest-1.js");
    expect(page.window.__reactRouterRouteModules).toHaveProperty("root", { url: "/assets/root.js" });
  });

  it("rewrites the same wherever the preload links stand, and leaves everything else byte for byte", () => {
    const linkTags = PRELOADS.map((href) => `<link rel="modulepreload" href="${href}" nonce="t"/>`).join("");
    const inHead = startScriptsAfterPaint(documentOf(SCRIPT));
    const afterScript = startScriptsAfterPaint(documentOf(SCRIPT, []).replace("</body>", `${linkTags}</body>`));
    expect(afterScript).toBe(inHead);
    expect(inHead.replace(/<script nonce="t" type="module" async="">[\s\S]*?<\/script>/, "")).toBe(
      documentOf("", []).replace('<script nonce="t" type="module" async=""></script>', ""),
    );
  });

  it("leaves a document it does not recognise as React Router wrote it", () => {
    const withIntegrity = documentOf(SCRIPT).replace(
      '<link rel="modulepreload" href="/assets/root.js" nonce="t"/>',
      '<link rel="modulepreload" href="/assets/root.js" integrity="sha384-x" nonce="t"/>',
    );
    expect(startScriptsAfterPaint(withIntegrity)).toBe(withIntegrity);
    const noImports = documentOf('import("/assets/entry.client.js");');
    expect(startScriptsAfterPaint(noImports)).toBe(noImports);
    const named = documentOf(`${SCRIPT}\nimport { x } from "/assets/x.js";`);
    expect(startScriptsAfterPaint(named)).toBe(named);
    const noScript = "<!DOCTYPE html><html><head></head><body></body></html>";
    expect(startScriptsAfterPaint(noScript)).toBe(noScript);
  });
});
