/**
 * What each route of a production build makes the browser download before it
 * can hydrate: the entry, every route module from the root down to the page,
 * their static imports, and their CSS. Read from the server build's own asset
 * manifest (the same one React Router uses to write <link rel="modulepreload">),
 * so it counts exactly what a page preloads. Lazy chunks (dynamic import) are
 * not counted; they load only when a feature is used.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { DEVICE_PAIRS } from "../app/kernel/pages.ts";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
}

interface AssetsManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteAssets {
  id: string;
  /** URL pattern, without the base path ("" is the home page). */
  pattern: string;
  js: FileSize[];
  css: FileSize[];
  jsGzip: number;
  jsBrotli: number;
  cssGzip: number;
  cssBrotli: number;
}

const sizeMemo = new Map<string, FileSize>();

function sizeOf(clientDir: string, basePath: string, href: string): FileSize {
  // React Router marks a stylesheet that a lazy chunk also loads with a trailing "#".
  const url = href.replace(/#$/, "");
  const file = url.startsWith(basePath) ? url.slice(basePath.length) : url.replace(/^\//, "");
  const memo = sizeMemo.get(path.join(clientDir, file));
  if (memo) return memo;
  const bytes = readFileSync(path.join(clientDir, file));
  const size = {
    file,
    raw: bytes.length,
    gzip: zlib.gzipSync(bytes, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  sizeMemo.set(path.join(clientDir, file), size);
  return size;
}

export async function loadManifest(buildDir: string): Promise<{ assets: AssetsManifest; basename: string }> {
  const build = (await import(pathToFileURL(path.resolve(buildDir, "server", "index.js")).href)) as {
    assets: AssetsManifest;
    basename?: string;
  };
  return { assets: build.assets, basename: build.basename ?? "/" };
}

/**
 * Every page route (layouts and the root are folded into their children) with its download.
 * `clientDir`: where its files are, when not beside the server build (a translated locale's
 * build, whose chunks the default build's client folder serves).
 */
export async function routeAssets(
  buildDir: string,
  clientDir = path.resolve(buildDir, "client"),
): Promise<RouteAssets[]> {
  const { assets, basename } = await loadManifest(buildDir);
  const base = basename.endsWith("/") ? basename : `${basename}/`;
  const routes = Object.values(assets.routes);
  const parents = new Set(routes.map((r) => r.parentId).filter(Boolean));
  const out: RouteAssets[] = [];
  for (const route of routes) {
    if (parents.has(route.id)) continue; // a layout, counted in its pages
    const chain: ManifestRoute[] = [];
    for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? assets.routes[r.parentId] : undefined)
      chain.unshift(r);
    const js = new Set<string>([assets.entry.module, ...assets.entry.imports]);
    const css = new Set<string>();
    for (const r of chain) {
      js.add(r.module);
      for (const i of r.imports ?? []) js.add(i);
      for (const c of r.css ?? []) css.add(c);
    }
    const pattern = chain
      .map((r) => r.path ?? "")
      .filter(Boolean)
      .join("/");
    const jsSizes = [...js].map((u) => sizeOf(clientDir, base, u));
    const cssSizes = [...css].map((u) => sizeOf(clientDir, base, u));
    const sum = (list: FileSize[], k: "gzip" | "brotli") => list.reduce((n, f) => n + f[k], 0);
    out.push({
      id: route.id,
      pattern,
      js: jsSizes,
      css: cssSizes,
      jsGzip: sum(jsSizes, "gzip"),
      jsBrotli: sum(jsSizes, "brotli"),
      cssGzip: sum(cssSizes, "gzip"),
      cssBrotli: sum(cssSizes, "brotli"),
    });
  }
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

/** A Markdown table of every route's JavaScript and CSS. */
export function routeAssetsTable(rows: RouteAssets[]): string {
  const lines = [
    "| Route module | URL pattern | JS files | JS gzip KB | JS brotli KB | CSS gzip KB | CSS brotli KB |",
    "|---|---|--:|--:|--:|--:|--:|",
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.id} | /${r.pattern} | ${r.js.length} | ${kb(r.jsGzip)} | ${kb(r.jsBrotli)} | ${kb(r.cssGzip)} | ${kb(r.cssBrotli)} |`,
    );
  }
  return lines.join("\n");
}

const MOBILE_ID = "routes/mobile/";
const DESKTOP_ID = "routes/desktop/";

/** A device-map template without its query ("/mobile/cases?type=:type" -> "/mobile/cases"). */
function templatePath(template: string): string {
  return template.replace(/\?[a-z]+=.*$/, "");
}

/**
 * The desktop page route paired with a mobile page route. The pairing comes from the
 * device map (app/kernel/pages.ts): the rows whose mobile side is the mobile route's
 * URL pattern, rows without a query first; the first whose desktop side is a desktop
 * route's URL pattern wins ("/mobile/cases" has a row to "/cases_list/manufacturing",
 * a URL, then one to "/cases_list/:type/:page?", the route). Routes the map leaves out
 * (the catch-all) pair with the desktop route of the same file name, if any.
 */
export function desktopCounterpart(mobile: RouteAssets, routes: RouteAssets[]): RouteAssets | undefined {
  const desktop = routes.filter((r) => r.id.startsWith(DESKTOP_ID));
  const url = `/${mobile.pattern}`;
  const rows = [
    ...DEVICE_PAIRS.filter((row) => row.mobile === url),
    ...DEVICE_PAIRS.filter((row) => row.mobile !== url && templatePath(row.mobile) === url),
  ];
  for (const row of rows) {
    const found = desktop.find((r) => `/${r.pattern}` === templatePath(row.desktop));
    if (found) return found;
  }
  return desktop.find((r) => r.id.slice(DESKTOP_ID.length) === mobile.id.slice(MOBILE_ID.length));
}

function signedKb(bytes: number): string {
  const size = kb(Math.abs(bytes));
  const sign = size === kb(0) ? "±" : bytes > 0 ? "+" : "−";
  return `${sign}${size}`;
}

/**
 * A Markdown table of each mobile page route next to its desktop counterpart: the
 * JavaScript (brotli) a first visit downloads before hydration, and the difference
 * (mobile minus desktop; negative means the mobile page is lighter).
 */
export function mobileDesktopTable(routes: RouteAssets[]): string {
  const lines = [
    "| Mobile route | Mobile JS brotli KB | Desktop route | Desktop JS brotli KB | Difference KB (mobile − desktop) |",
    "|---|--:|---|--:|--:|",
  ];
  for (const mobile of routes.filter((r) => r.id.startsWith(MOBILE_ID))) {
    const desktop = desktopCounterpart(mobile, routes);
    const diff = desktop
      ? `${signedKb(mobile.jsBrotli - desktop.jsBrotli)} (${signedPercent(mobile.jsBrotli, desktop.jsBrotli)})`
      : "-";
    lines.push(
      `| \`/${mobile.pattern}\` | ${kb(mobile.jsBrotli)} | ${desktop ? `\`/${desktop.pattern}\`` : "none"} | ${desktop ? kb(desktop.jsBrotli) : "-"} | ${diff} |`,
    );
  }
  return lines.join("\n");
}

function signedPercent(value: number, base: number): string {
  if (base === 0) return "-";
  const pct = Math.round(((value - base) / base) * 100);
  return `${pct > 0 ? "+" : pct < 0 ? "−" : "±"}${Math.abs(pct)}%`;
}
