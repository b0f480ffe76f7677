import { describe, expect, it } from "vitest";
import {
  lowPriorityDocument,
  lowPriorityPieces,
  preloadScriptsAtLowPriority,
  withScriptsBeforeBodyEnd,
} from "./low-priority-preloads.server.ts";

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

describe("lowPriorityDocument", () => {
  const SCRIPTS = '<script nonce="t">window.x("a</body>b");</script><script nonce="t">close();</script>';
  const HEAD =
    '<head><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js" nonce="t"/></head>';
  const documents = {
    "React Router's shape": `<html>${HEAD}<body><p>é → “quoted”</p></body></html>`,
    "no preload": "<html><head></head><body><p>x</p></body></html>",
    "no body end": `<html>${HEAD}<body><p>cut`,
    "two body ends": `<html>${HEAD}<body><pre>&lt;/body&gt;</pre></body></html></body>`,
    "a body end before a preload": `<html><head></head><body></body>${HEAD}</html>`,
    "a preload at the very end": `<html><body></body></html><link rel="modulepreload" `,
    empty: "",
  };

  it("is the doctype, the markup with the scripts before its last </body> and the preloads marked low", () => {
    for (const [name, markup] of Object.entries(documents))
      for (const scripts of [SCRIPTS, ""])
        expect(lowPriorityDocument(markup, scripts), `${name}, ${scripts ? "with" : "without"} scripts`).toBe(
          preloadScriptsAtLowPriority(withScriptsBeforeBodyEnd(markup, scripts)),
        );
  });

  it("puts the scripts right before the body's end and marks each preload once", () => {
    const html = lowPriorityDocument(documents["React Router's shape"], SCRIPTS);
    expect(html).toBe(
      `<!DOCTYPE html><html>${HEAD.replaceAll('modulepreload" ', 'modulepreload" fetchpriority="low" ')}` +
        `<body><p>é → “quoted”</p>${SCRIPTS}</body></html>`,
    );
  });

  it("comes in pieces that make the document when joined, cut where the preloads are marked", () => {
    for (const [name, markup] of Object.entries(documents))
      for (const scripts of [SCRIPTS, ""])
        expect(lowPriorityPieces(markup, scripts).join(""), name).toBe(lowPriorityDocument(markup, scripts));
    // Not copied into one string: the server encodes the pieces as they are.
    expect(lowPriorityPieces(documents["React Router's shape"], SCRIPTS).length).toBeGreaterThan(3);
  });
});
