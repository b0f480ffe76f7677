import { describe, expect, it } from "vitest";
import { preloadScriptsAtLowPriority } from "./low-priority-preloads.server.ts";

describe("preloadScriptsAtLowPriority", () => {
  it("marks every module preload low, in place, and leaves everything else as it was", () => {
    const head =
      '<head><link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/assets/a.js"/>' +
      '<link rel="modulepreload" href="/assets/b.js" nonce="t0k3n"/><link rel="stylesheet" href="/assets/a.css"/></head>';
    expect(preloadScriptsAtLowPriority(head)).toBe(
      '<head><link rel="icon" href="/favicon.svg"/><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js" nonce="t0k3n"/><link rel="stylesheet" href="/assets/a.css"/></head>',
    );
  });

  it("leaves a document without such links untouched", () => {
    const html = '<html><head><link rel="preload" as="image" href="/a.jpg"/></head><body>modulepreload</body></html>';
    expect(preloadScriptsAtLowPriority(html)).toBe(html);
  });
});
