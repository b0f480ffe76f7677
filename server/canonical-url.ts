/**
 * One URL per page. A GET or HEAD of a page by any other spelling is answered 301
 * with the page's own URL, before the page cache or the renderer see it:
 *
 * - Letter case. React Router matches paths case-insensitively, so /About rendered
 *   the about page and the page cache stored it under a key of its own, as it would
 *   every one of the 2^n spellings of a path. The route table gives each literal
 *   segment (and literal suffix, " copy") its spelling, "detailNew" for one.
 *   Parameters keep theirs: an id or a category in other letters is no page (the
 *   loaders accept digits and lower-case slugs only), so it stays the 404 it is,
 *   as does any spelling that names no page.
 * - Trailing slashes and dot segments. The renderer reads /about/ and /x/../about
 *   as /about, so each was another key too.
 * - Query parameters. The page registry (app/kernel/pages.ts) names the ones each
 *   page reads; any other (?v=<random>, tracking tags, a parameter given twice)
 *   is dropped. The five UTM parameters are kept on every page (decision 0059): a
 *   landing link keeps its campaign for the beacon and the lead, and the page's HTML
 *   does not depend on them, so a CDN leaves them out of its key.
 *
 * Why a redirect rather than a cache key that ignores them: a page is rendered from
 * its full URL (a mobile list's "Load more" link keeps the query it was given), so
 * a page rendered for one URL must not be served for another. After the redirect,
 * every rendered page belongs to its own URL, the page cache keys on the URL as it
 * is, and a cache-busting parameter costs one cheap redirect, never a render. The
 * redirect also tells crawlers and the address bar which URL the page has.
 */
import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { CAMPAIGN_QUERY } from "../app/kernel/campaign.ts";
import { adminPageQuery } from "../app/kernel/admin-pages.ts";
import { pageQuery } from "../app/kernel/pages.ts";
import { freePageTwin } from "../app/kernel/page-paths.ts";
import { requestBase, type LocaleConfig } from "./locales.ts";
import type { BuildSource } from "./render.ts";

/** Browsers and CDNs may keep the redirect for an hour; a page that starts reading a parameter waits at most that long. */
const REDIRECT_CACHE_CONTROL = "public, max-age=3600";

interface RouteTable {
  routes: RouteObject[];
  /** Literal path segments, by their lower-case form. */
  spellings: Map<string, string>;
  /** Literal suffixes of parameter segments (" copy"), percent-encoded as in a request path. */
  suffixes: string[];
  /** Most segments any route without a splat can match; deeper paths can only be a 404. */
  maxDepth: number;
  /** Query parameters read by the page of each route id. */
  query: Map<string, readonly string[]>;
}

/**
 * The build's routes as React Router's matcher takes them, every one case-sensitive,
 * with the query parameters of each route's page (`queryOf`, the registry's by default).
 */
export function routeTable(
  build: Pick<ServerBuild, "routes">,
  queryOf: (routeId: string) => readonly string[] = (id) =>
    id.startsWith("routes/admin/") ? adminPageQuery(id) : pageQuery(id),
): RouteTable {
  const byParent = new Map<string | undefined, Array<NonNullable<ServerBuild["routes"][string]>>>();
  const spellings = new Map<string, string>();
  const suffixes = new Set<string>();
  const query = new Map<string, readonly string[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
    for (const segment of route.path?.split("/") ?? []) {
      // `(.*)`, not `(.+)`: with `.+` the name gave back its last letter as a "suffix" (":token" -> "n"),
      // and a set-up token ending in "N" was respelled into another token, a link that cannot be used.
      const suffix = /^:\w+\??(.*)$/.exec(segment)?.[1];
      if (suffix) suffixes.add(encodeURIComponent(suffix));
      else if (segment && !segment.startsWith(":") && segment !== "*") spellings.set(segment.toLowerCase(), segment);
    }
    query.set(route.id, queryOf(route.id));
  }
  let maxDepth = 0;
  const tree = (parentId: string | undefined, depth: number): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route): RouteObject => {
      const segments = route.path ? route.path.split("/").filter(Boolean).length : 0;
      if (!route.path?.includes("*")) maxDepth = Math.max(maxDepth, depth + segments);
      if (route.index)
        return { id: route.id, index: true, caseSensitive: true, ...(route.path ? { path: route.path } : {}) };
      return {
        id: route.id,
        caseSensitive: true,
        ...(route.path ? { path: route.path } : {}),
        children: tree(route.id, depth + segments),
      };
    });
  return { routes: tree(undefined, 0), spellings, suffixes: [...suffixes], maxDepth, query };
}

/** A request path segment spelled as the route table spells its literal part, if it has one. */
function spell(table: RouteTable, segment: string): string {
  const lower = segment.toLowerCase();
  const literal = table.spellings.get(lower);
  if (literal !== undefined) return literal;
  const suffix = table.suffixes.find((s) => lower.endsWith(s.toLowerCase()) && segment.length > s.length);
  return suffix ? segment.slice(0, -suffix.length) + suffix : segment;
}

/** Where a request for `routerPath` with `search` (without "?") belongs, or null when it is there already. */
export function canonicalTarget(
  table: RouteTable,
  routerPath: string,
  search: string,
): { path: string; search: string } | null {
  // As the renderer will read it (dot segments resolved, backslashes as slashes), less trailing slashes.
  // (Appended to an origin, not resolved against it: "//about" must stay a path, not become a host.)
  const resolved = new URL(`http://path.invalid${routerPath}`).pathname;
  const trimmed = resolved.length > 1 ? resolved.replace(/\/+$/, "") : resolved;
  // A path that could read as another host ("//", a backslash, an encoded slash) is never echoed.
  if (!trimmed.startsWith("/") || /\/\/|\\|%2f|%5c/i.test(trimmed)) return null;
  const spelled = trimmed
    .split("/")
    .map((segment) => spell(table, segment))
    .join("/");
  if (spelled === routerPath && search === "") return null;
  const depth = spelled.split("/").filter(Boolean).length;
  const matches = depth <= table.maxDepth ? matchRoutes(table.routes, spelled) : null;
  const page = matches !== null && !matches.at(-1)!.route.path?.includes("*");
  const path = page ? spelled : routerPath;
  // An address a page of blocks may hold is served by the catch-all (decision 0081): a landing
  // link to it keeps its campaign too, so the page's lead form can record it.
  const free = matches !== null && !page && freePageTwin(trimmed) !== null;
  const known = new Set(
    page
      ? [...CAMPAIGN_QUERY, ...matches.flatMap((m) => table.query.get(m.route.id!) ?? [])]
      : free
        ? CAMPAIGN_QUERY
        : [],
  );
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (known.has(name) && !kept.has(name)) kept.append(name, value);
  if (path === routerPath && kept.size === params.size) return null;
  return { path, search: kept.toString() };
}

export function canonicalUrls(config: LocaleConfig, build: BuildSource): RequestHandler {
  const tables = new WeakMap<ServerBuild, RouteTable>();
  const tableOf = async (): Promise<RouteTable> => {
    const current = typeof build === "function" ? await build() : build;
    let table = tables.get(current);
    if (!table) tables.set(current, (table = routeTable(current)));
    return table;
  };
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = req.originalUrl;
    const q = url.indexOf("?");
    const rawPath = q === -1 ? url : url.slice(0, q);
    // Another locale's pages are the same pages under its prefix (decision 0096): read from there, sent back there.
    const base = requestBase(config, rawPath);
    // "/site" for a base of "/site/": the home page, which lives at the base with its slash.
    const bare = `${rawPath}/` === base;
    const routerPath = bare ? "/" : rawPath.startsWith(base) ? `/${rawPath.slice(base.length)}` : null;
    // Data requests and the route manifest follow the page the browser already has.
    if (routerPath === null || /\.data$|\/__manifest$/.test(rawPath)) return next();
    tableOf()
      .then((table) => {
        const search = q === -1 ? "" : url.slice(q + 1);
        const target = canonicalTarget(table, routerPath, search) ?? (bare ? { path: "/", search } : null);
        if (!target) return next();
        res.set("cache-control", REDIRECT_CACHE_CONTROL);
        res.redirect(301, `${base}${target.path.slice(1)}${target.search ? `?${target.search}` : ""}`);
      })
      .catch(next);
  };
}
