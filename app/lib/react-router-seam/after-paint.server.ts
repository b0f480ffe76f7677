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
const PRELOAD_LINK = /^<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>$/;
const PRELOAD_REL = 'rel="modulepreload"';
const MODULE_TYPE = 'type="module"';
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

/**
 * The document with its scripts started after the first paint, or unchanged when it cannot be.
 * Every render of a page goes through here, so the document is searched for fixed strings
 * (native and fast) and put together once, not scanned by a pattern for each step.
 */
export function startScriptsAfterPaint(html: string): string {
  const script = moduleScript(html);
  if (!script) return html;
  const links = preloadLinks(html);
  if (!links) return html;

  const bindings: string[] = [];
  const urls: string[] = [];
  const rest = script.body.replace(STATIC_IMPORT, (_all, before: string, name: string | undefined, url: string) => {
    bindings.push(name ?? "");
    urls.push(url);
    return before;
  });
  // Anything still imported statically would load before the paint; leave such a script alone.
  if (urls.length === 0 || /(^|[;\n])\s*import[\s*{"']/.test(rest)) return html;

  const rewritten =
    `${AFTER_FIRST_PAINT}\n` +
    `for (const href of ${JSON.stringify(links.map((l) => l.href))}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n` +
    `const [${bindings.join(", ")}] = await Promise.all([${urls.map((u) => `import(${u})`).join(", ")}]);\n` +
    rest;
  // The links leave the document and the script's body is replaced, in one pass in document order.
  const cuts = [...links, { start: script.bodyStart, end: script.bodyEnd, href: "", text: rewritten }].sort(
    (a, b) => a.start - b.start,
  );
  let out = "";
  let from = 0;
  for (const cut of cuts) {
    out += html.slice(from, cut.start) + ("text" in cut ? cut.text : "");
    from = cut.end;
  }
  return out + html.slice(from);
}

/** The first module script's body, by position; undefined when there is none. */
function moduleScript(html: string): { bodyStart: number; bodyEnd: number; body: string } | undefined {
  for (let at = html.indexOf(MODULE_TYPE); at !== -1; at = html.indexOf(MODULE_TYPE, at + MODULE_TYPE.length)) {
    const open = html.lastIndexOf("<script", at);
    const bodyStart = html.indexOf(">", at) + 1;
    // The attribute must be inside that script's own start tag.
    if (open === -1 || html.lastIndexOf(">", at) > open || bodyStart === 0) continue;
    if (!/^<script\b/.test(html.slice(open, open + 8))) continue;
    const bodyEnd = html.indexOf("</script>", bodyStart);
    if (bodyEnd === -1) return undefined;
    return { bodyStart, bodyEnd, body: html.slice(bodyStart, bodyEnd) };
  }
  return undefined;
}

/** Every preload link with its place; undefined when one is not of the shape React Router writes (integrity, crossorigin). */
function preloadLinks(html: string): Array<{ start: number; end: number; href: string }> | undefined {
  const links: Array<{ start: number; end: number; href: string }> = [];
  for (let at = html.indexOf(PRELOAD_REL); at !== -1; at = html.indexOf(PRELOAD_REL, at + PRELOAD_REL.length)) {
    const start = html.lastIndexOf("<", at);
    if (!/^<link\b/.test(html.slice(start, start + 6))) continue;
    const end = html.indexOf(">", at) + 1;
    const href = PRELOAD_LINK.exec(html.slice(start, end))?.[1];
    if (href === undefined) return undefined;
    links.push({ start, end, href });
  }
  return links;
}
