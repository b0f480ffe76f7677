/**
 * React Router's private behaviour is used in one folder only, the seam
 * (app/lib/react-router-seam, decision 0019): outside it, app/, server/ and db/ use
 * React Router's public API, so DOCUMENT_ENTRY=stock really is a way back.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../support/server.ts";

const SEAM = "app/lib/react-router-seam/";

/** What only the seam may say: React Router's exports marked unsafe, its window globals, its entry context internals. */
const PRIVATE = [
  /import\s*(?:type\s*)?\{[^}]*\bUNSAFE_\w+[^}]*\}\s*from\s*["']react-router/,
  /from\s*["']react-router\/internal/,
  /\b__reactRouter\w*/,
  /\bserverHandoffStream\b/,
  /\brenderMeta\b/,
  /\bstreamController\b/,
  /react-router\/package\.json/,
];

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => path.join(dir, file).split(path.sep).join("/"));
}

export function privateUses(file: string, text: string): string[] {
  if (file.startsWith(SEAM)) return [];
  // Comments may name what the seam does; code may not.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
  return PRIVATE.filter((pattern) => pattern.test(code)).map((pattern) => `${file}: ${pattern.source}`);
}

describe("the React Router seam", () => {
  it("holds every use of React Router's private behaviour in app/, server/ and db/", () => {
    const found = ["app", "server", "db"]
      .flatMap(sources)
      .flatMap((file) => privateUses(file, readFileSync(path.join(root, file), "utf8")));
    expect(found).toEqual([]);
  });

  it("would see one outside it", () => {
    expect(
      privateUses("app/components/ui/link.tsx", 'import { Link, UNSAFE_NavigationContext } from "react-router";'),
    ).toHaveLength(1);
    expect(privateUses("app/entry.client.tsx", "if (window.__reactRouterContext?.isSpaMode) {}")).toHaveLength(1);
    expect(privateUses("app/entry.server.tsx", "const s = routerContext.serverHandoffStream;")).toHaveLength(1);
    expect(privateUses("server/xsrf.ts", "const UNSAFE_METHODS = new Set();")).toEqual([]);
    expect(privateUses(`${SEAM}fast.server.tsx`, "routerContext.serverHandoffStream")).toEqual([]);
  });
});
