/**
 * Stylesheets of lazy chunks on the production build. React Router links every page's stylesheets
 * in the head, in cascade order, and writes those a lazy chunk also needs with a trailing "#".
 * Vite's loader adds a link for each stylesheet a lazy chunk needs unless the page has one of
 * the same address: spelled without the "#", it appended a second link of a sheet the page
 * already had, at the end of the head. That moved the sheet's rules after the layout's: on the
 * mobile register page the page's padding changed once the form's checks loaded and the form
 * moved down 20 px (a layout shift), and every page restyled itself once more (decision 0108).
 * So a lazy chunk names each stylesheet exactly as the document does.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadManifest } from "../../bench/route-assets.ts";
import { buildDirFor, ensureBuild, root } from "../support/server.ts";

const BUILD_DIR = path.join(root, process.env.PERF_BUILD_DIR ?? buildDirFor("/"));

/** The files a lazy import makes Vite's loader fetch first: `__vite__mapDeps`' list in each chunk. */
function lazyDependencies(clientDir: string): Map<string, string[]> {
  const assets = path.join(clientDir, "assets");
  const out = new Map<string, string[]>();
  for (const file of readdirSync(assets).filter((f) => f.endsWith(".js"))) {
    const list = /__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/.exec(readFileSync(path.join(assets, file), "utf8"))?.[1];
    if (list) out.set(file, JSON.parse(list.replaceAll("`", '"')) as string[]);
  }
  return out;
}

/** A stylesheet's file, however it is written: with or without the base path and the "#". */
const fileOf = (href: string) => href.replace(/#$/, "").replace(/^.*?(?=assets\/)/, "");

let documentHrefs: Map<string, string>;
let rootCss: string[];
let lazyCss: Array<[chunk: string, href: string]>;

beforeAll(async () => {
  ensureBuild(BUILD_DIR);
  const { assets } = await loadManifest(BUILD_DIR);
  rootCss = assets.routes.root?.css ?? [];
  documentHrefs = new Map(
    Object.values(assets.routes).flatMap((r) => (r.css ?? []).map((href) => [fileOf(href), href] as const)),
  );
  lazyCss = [...lazyDependencies(path.join(BUILD_DIR, "client"))].flatMap(([chunk, deps]) =>
    deps.filter((d) => /\.css#?$/.test(d)).map((d) => [chunk, d] as [string, string]),
  );
}, 300_000);

describe("stylesheets of lazy chunks", () => {
  it("finds the sheet every page links from the root route among those lazy chunks need", () => {
    const shared = rootCss.find((href) => /\/shared-[\w-]+\.css#$/.test(href));
    expect(shared, rootCss.join(", ")).toBeDefined();
    expect(lazyCss.some(([, href]) => fileOf(href) === fileOf(shared!))).toBe(true);
  });

  it("names each stylesheet a page links exactly as the page's link does", () => {
    const offenders = lazyCss
      .filter(([, href]) => documentHrefs.has(fileOf(href)) && documentHrefs.get(fileOf(href)) !== href)
      .map(([chunk, href]) => `${chunk}: ${href}, the document: ${documentHrefs.get(fileOf(href))}`);
    expect(offenders).toEqual([]);
  });
});
