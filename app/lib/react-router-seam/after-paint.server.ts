/**
 * The fast entry's documents start their scripts after the first paint (decision 0044).
 *
 * React Router's <Scripts> writes a `<link rel="modulepreload">` for every module the page
 * hydrates with, and one module script that imports the matched route modules statically,
 * registers them and imports the client entry. A phone then spends its first seconds on
 * about 130 KB of script that the first paint does not need, competing with the stylesheets
 * and the hero picture. Here both are rewritten: the preload links leave the document, and
 * the module script first waits for the first paint, then adds the
 * same preload links, then imports the same route modules dynamically; the rest of its text
 * (React Router's manifest, the route-module registry, the entry import) runs unchanged.
 *
 * Private details relied on (React Router 8.4): the markup of the preload links and the
 * shape of the module script's import lines. When either differs, the document is left as
 * React Router wrote it, which still works; tests/perf/document.test.ts fails on that.
 */

/** A preload link exactly as React Router writes one without subresource integrity (the nonce is the render's script token). */
const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
/** Any other preload link (integrity, crossorigin): then nothing is rewritten. */
const ANY_PRELOAD = /<link\b[^>]*rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
/** `import * as route0 from "/assets/x.js";`, or the bare `import "/assets/manifest.js";`. */
const STATIC_IMPORT = /(^|;|\n)import (?:\* as (\w+) from )?("[^"\\]+");/g;

/**
 * Waits until the browser reports the first contentful paint (reported once the frame is on
 * screen, so no request of the page's scripts can overlap it). Without paint timing: a
 * frame, then a task. A hidden tab paints nothing, so it starts at once; and whatever
 * happens, the scripts start within five seconds.
 */
const AFTER_FIRST_PAINT = `await new Promise((go) => {
  setTimeout(go, 5000);
  if (document.visibilityState === "hidden") return go();
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(go));
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length) observer.disconnect(), go();
  }).observe({ type: "paint", buffered: true });
});`;

/** The document with its scripts started after the first paint, or unchanged when it cannot be. */
export function startScriptsAfterPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, open, body, close] = script as unknown as [string, string, string, string];
  const preloads = [...html.matchAll(PRELOAD_LINK)].map((m) => m[1]!);
  if (preloads.length !== [...html.matchAll(ANY_PRELOAD)].length) return html;

  const bindings: string[] = [];
  const urls: string[] = [];
  const rest = body.replace(STATIC_IMPORT, (_all, before: string, name: string | undefined, url: string) => {
    bindings.push(name ?? "");
    urls.push(url);
    return before;
  });
  // Anything still imported statically would load before the paint; leave such a script alone.
  if (urls.length === 0 || /(^|[;\n])\s*import[\s*{"']/.test(rest)) return html;

  const rewritten =
    `${AFTER_FIRST_PAINT}\n` +
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n` +
    `const [${bindings.join(", ")}] = await Promise.all([${urls.map((u) => `import(${u})`).join(", ")}]);\n` +
    rest;
  const at = script.index;
  return (html.slice(0, at) + open + rewritten + close + html.slice(at + whole.length)).replace(PRELOAD_LINK, "");
}
