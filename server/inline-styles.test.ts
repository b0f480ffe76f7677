import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createStyleInliner } from "./inline-styles.ts";

let clientDir: string;

beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), "inline-styles-"));
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "assets", "root-abc.css"), "body{margin:0}");
  writeFileSync(path.join(clientDir, "assets", "page-def.css"), ".a{color:red}");
  writeFileSync(path.join(clientDir, "assets", "odd-ghi.css"), '.b::after{content:"</style>"}');
});

const doc = (head: string, body = "") => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe("createStyleInliner", () => {
  it("writes each stylesheet of the build into the head, in place, naming its file", () => {
    const inline = createStyleInliner(clientDir, "/");
    const html = doc(
      '<meta charSet="utf-8"/><link rel="stylesheet" href="/assets/root-abc.css"/><link rel="stylesheet" href="/assets/page-def.css"/>',
    );
    expect(inline(html)).toBe(
      doc(
        '<meta charSet="utf-8"/><style data-href="/assets/root-abc.css">body{margin:0}</style><style data-href="/assets/page-def.css">.a{color:red}</style>',
      ),
    );
  });

  it("under a base path, reads the files from the build's assets", () => {
    const inline = createStyleInliner(clientDir, "/site/");
    expect(inline(doc('<link rel="stylesheet" href="/site/assets/root-abc.css"/>'))).toBe(
      doc('<style data-href="/site/assets/root-abc.css">body{margin:0}</style>'),
    );
    // Outside the base path: not one of this build's files.
    const other = doc('<link rel="stylesheet" href="/assets/root-abc.css"/>');
    expect(inline(other)).toBe(other);
  });

  it("leaves every other link as it is", () => {
    const inline = createStyleInliner(clientDir, "/");
    for (const head of [
      '<link rel="stylesheet" href="/assets/missing.css"/>',
      '<link rel="stylesheet" href="/assets/../secret.css"/>',
      '<link rel="stylesheet" href="/assets/odd-ghi.css"/>',
      '<link rel="stylesheet" href="https://cdn.example/x.css"/>',
      '<link rel="stylesheet" href="/assets/root-abc.css" media="print"/>',
      '<link rel="icon" href="/favicon.svg"/>',
    ]) {
      const html = doc(head);
      expect(inline(html), head).toBe(html);
    }
  });

  it("touches nothing in the body, nor a document without a head", () => {
    const inline = createStyleInliner(clientDir, "/");
    const html = doc("", '<p>&lt;link rel="stylesheet"&gt;</p><link rel="stylesheet" href="/assets/root-abc.css"/>');
    expect(inline(html)).toBe(html);
    expect(inline("<p>no head</p>")).toBe("<p>no head</p>");
  });
});
