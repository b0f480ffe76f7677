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
import { TRANSLATIONS } from "../../app/kernel/ui-strings/catalog.ts";
import { localeBuildDir } from "../../server/locale-builds.ts";

const BUILD_DIR = path.join(root, process.env.PERF_BUILD_DIR ?? buildDirFor("/"));

/** The files a lazy import makes Vite's loader fetch first: `__vite__mapDeps`' list in each chunk of `assets`. */
function lazyDependencies(assets: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of readdirSync(assets).filter((f) => f.endsWith(".js"))) {
    const list = /__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/.exec(readFileSync(path.join(assets, file), "utf8"))?.[1];
    if (list) out.set(file, JSON.parse(list.replaceAll("`", '"')) as string[]);
  }
  return out;
}

/** A stylesheet's file, however it is written: with or without the base path and the "#". */
const fileOf = (href: string) => href.replace(/#$/, "").replace(/^.*?(?=assets\/)/, "");

interface Stylesheets {
  /** Each stylesheet's file, as the documents' links write it. */
  documentHrefs: Map<string, string>;
  rootCss: string[];
  lazyCss: Array<[chunk: string, href: string]>;
}

/** A build's stylesheets, as its documents and its lazy chunks name them; `assets`: where its chunks are. */
async function stylesheets(buildDir: string, assets: string): Promise<Stylesheets> {
  const manifest = (await loadManifest(buildDir)).assets;
  return {
    rootCss: manifest.routes.root?.css ?? [],
    documentHrefs: new Map(
      Object.values(manifest.routes).flatMap((r) => (r.css ?? []).map((href) => [fileOf(href), href] as const)),
    ),
    lazyCss: [...lazyDependencies(assets)].flatMap(([chunk, deps]) =>
      deps.filter((d) => /\.css#?$/.test(d)).map((d) => [chunk, d] as [string, string]),
    ),
  };
}

/** The default build, and each translated locale's (decision 0100), by name. */
const LABELS = ["default", ...Object.keys(TRANSLATIONS)];
const builds = new Map<string, Stylesheets>();

beforeAll(async () => {
  ensureBuild(BUILD_DIR);
  const assets = path.join(BUILD_DIR, "client", "assets");
  builds.set("default", await stylesheets(BUILD_DIR, assets));
  // A translated locale's chunks sit in a folder of their own in the default build's client.
  for (const tag of Object.keys(TRANSLATIONS))
    builds.set(tag, await stylesheets(localeBuildDir(BUILD_DIR, tag), path.join(assets, tag)));
}, 300_000);

describe.each(LABELS)("stylesheets of the %s build's lazy chunks", (label) => {
  const build = () => builds.get(label)!;

  it("finds the sheet every page links from the root route among those lazy chunks need", () => {
    const { rootCss, lazyCss } = build();
    const shared = rootCss.find((href) => /\/shared-[\w-]+\.css#$/.test(href));
    expect(shared, rootCss.join(", ")).toBeDefined();
    expect(lazyCss.some(([, href]) => fileOf(href) === fileOf(shared!))).toBe(true);
  });

  it("names each stylesheet a page links exactly as the page's link does", () => {
    const { documentHrefs, lazyCss } = build();
    const offenders = lazyCss
      .filter(([, href]) => documentHrefs.has(fileOf(href)) && documentHrefs.get(fileOf(href)) !== href)
      .map(([chunk, href]) => `${chunk}: ${href}, the document: ${documentHrefs.get(fileOf(href))}`);
    expect(offenders).toEqual([]);
  });
});
