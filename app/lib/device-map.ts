/**
 * The one table that pairs desktop URLs with their mobile counterparts, in both
 * directions. It drives the phone redirect (server/device.ts), the desktop pages'
 * `<link rel="alternate" media=...>` and the mobile pages' canonical link, and the
 * "Desktop version" / "Mobile version" switch.
 *
 * Paths here are router paths: without the base path, starting with "/". This file
 * has no runtime imports so the server can load it directly on Node.
 *
 * Template syntax: literal segments, `:name` parameters, `:name?` for an optional
 * parameter, and a parameter followed by a literal suffix (`:page? copy`, the
 * specification's odd news path). A mobile template may carry query parameters
 * (`?type=:type`, `?q=:q?`). Parameters are validated by name (see PARAM_RULES), so a
 * malformed id never maps anywhere.
 */
import type { MetaDescriptor } from "react-router";

export interface DevicePair {
  desktop: string;
  mobile: string;
  /** Use the row in one direction only (several desktop URLs share one mobile page). */
  only?: "toMobile" | "toDesktop";
}

/** First matching row wins in each direction, so a row with a query parameter precedes its bare path. */
export const DEVICE_MAP: readonly DevicePair[] = [
  { desktop: "/", mobile: "/mobile" },
  { desktop: "/case/fai", mobile: "/mobile/case/fai" },
  { desktop: "/case/foxwell", mobile: "/mobile/case/foxwell" },
  { desktop: "/case/geely", mobile: "/mobile/case/geely" },
  { desktop: "/case/jlb", mobile: "/mobile/case/jlb" },
  { desktop: "/oa", mobile: "/mobile/oa" },
  { desktop: "/live", mobile: "/mobile/live" },
  { desktop: "/trade", mobile: "/mobile/trade" },
  { desktop: "/pm", mobile: "/mobile/pm" },
  { desktop: "/price", mobile: "/mobile/price" },
  { desktop: "/promotion", mobile: "/mobile/promotion" },
  { desktop: "/service", mobile: "/mobile/service" },
  // Case studies: the mobile list shows one industry at a time, the first by default.
  { desktop: "/cases_list/:type/:page?", mobile: "/mobile/cases?type=:type" },
  { desktop: "/cases_list/manufacturing", mobile: "/mobile/cases", only: "toDesktop" },
  // Articles: /detail/:id is the canonical desktop article URL.
  { desktop: "/detail/:id", mobile: "/mobile/detail/:id" },
  { desktop: "/detailNew/:type/:id", mobile: "/mobile/detail/:id", only: "toMobile" },
  { desktop: "/news/:type/:page? copy", mobile: "/mobile/news/:type" },
  { desktop: "/qa/:id", mobile: "/mobile/qa/:id" },
  { desktop: "/qas/:type/:page?", mobile: "/mobile/qas/:type" },
  { desktop: "/videos/:type/:page?", mobile: "/mobile/videos/:type" },
  { desktop: "/solution/:id", mobile: "/mobile/solution/:id" },
  // Rows with a query parameter come before the same mobile path without it.
  { desktop: "/solution_list/:type/:page?", mobile: "/mobile/solution?type=:type" },
  { desktop: "/solution", mobile: "/mobile/solution" },
  { desktop: "/search?q=:q?", mobile: "/mobile/search?q=:q?" },
];

/** What a parameter may look like; anything else makes the row not match. */
const PARAM_RULES: Record<string, RegExp> = {
  id: /^[1-9][0-9]{0,9}$/,
  page: /^[1-9][0-9]{0,5}$/,
  type: /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/,
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  q: /^[^\u0000-\u001f\u007f]{1,200}$/,
};

type Params = Record<string, string>;

interface SegmentTemplate {
  literal?: string;
  name?: string;
  optional?: boolean;
  suffix?: string;
}

interface ParsedTemplate {
  segments: SegmentTemplate[];
  query: { key: string; name: string; optional: boolean }[];
}

const parsedCache = new Map<string, ParsedTemplate>();

function parseTemplate(template: string): ParsedTemplate {
  const cached = parsedCache.get(template);
  if (cached) return cached;
  const [pathPart, queryPart] = splitQuery(template);
  const segments = pathPart
    .split("/")
    .filter(Boolean)
    .map((seg): SegmentTemplate => {
      const m = /^:([a-z]+)(\?)?(.*)$/.exec(seg);
      if (!m) return { literal: seg };
      return { name: m[1], optional: m[2] === "?", suffix: m[3] ?? "" };
    });
  const query = (queryPart ?? "")
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const [key = "", value = ""] = pair.split("=");
      const m = /^:([a-z]+)(\?)?$/.exec(value);
      if (!m?.[1]) throw new Error(`bad query template ${pair}`);
      return { key, name: m[1], optional: m[2] === "?" };
    });
  const parsed = { segments, query };
  parsedCache.set(template, parsed);
  return parsed;
}

/** Splits "path?query" where "?" may also mark an optional path parameter (":page?"). */
function splitQuery(template: string): [string, string | undefined] {
  const m = /^(.*?)\?([a-z]+=.*)$/.exec(template);
  return m ? [m[1] ?? "/", m[2]] : [template, undefined];
}

function decodeSegment(seg: string): string | null {
  try {
    return decodeURIComponent(seg);
  } catch {
    return null;
  }
}

function valid(name: string, value: string): boolean {
  const rule = PARAM_RULES[name];
  return rule ? rule.test(value) : false;
}

/**
 * The ways a path template can be spelled as concrete segments. An optional parameter
 * may be present, or absent; when it is absent and carries a literal suffix (`:page? copy`)
 * the suffix joins the previous segment (`/news/company%20copy`, the form React Router and
 * the desktop pages use), or, tolerated on input only, stands alone (`/news/company/%20copy`).
 * Every segment of a variant is required. The first variant is the one build() writes.
 */
interface VariantSegment {
  literal?: string;
  name?: string;
  suffix: string;
}

const variantCache = new Map<string, VariantSegment[][]>();

function variants(template: string): VariantSegment[][] {
  const cached = variantCache.get(template);
  if (cached) return cached;
  let out: VariantSegment[][] = [[]];
  for (const seg of parseTemplate(template).segments) {
    const next: VariantSegment[][] = [];
    for (const prefix of out) {
      if (seg.literal !== undefined) {
        next.push([...prefix, { literal: seg.literal, suffix: "" }]);
        continue;
      }
      const suffix = seg.suffix ?? "";
      next.push([...prefix, { name: seg.name ?? "", suffix }]);
      if (!seg.optional) continue;
      if (!suffix) {
        next.push(prefix);
        continue;
      }
      const last = prefix.at(-1);
      if (last) next.push([...prefix.slice(0, -1), { ...last, suffix: last.suffix + suffix }]);
      next.push([...prefix, { literal: "", suffix }]);
    }
    out = next;
  }
  variantCache.set(template, out);
  return out;
}

function matchVariant(variant: VariantSegment[], parts: string[]): Params | null {
  if (variant.length !== parts.length) return null;
  const params: Params = {};
  for (const [index, seg] of variant.entries()) {
    const raw = parts[index] ?? "";
    if (seg.literal !== undefined && !seg.suffix) {
      if (raw !== seg.literal) return null;
      continue;
    }
    const decoded = decodeSegment(raw);
    if (decoded === null || !decoded.endsWith(seg.suffix)) return null;
    const value = decoded.slice(0, decoded.length - seg.suffix.length);
    if (seg.literal !== undefined) {
      if (value !== seg.literal) return null;
      continue;
    }
    const name = seg.name ?? "";
    if (!valid(name, value)) return null;
    params[name] = value;
  }
  return params;
}

function match(template: string, pathname: string, search: URLSearchParams): Params | null {
  const { query } = parseTemplate(template);
  const parts = pathname.split("/").filter(Boolean);
  let params: Params | null = null;
  for (const variant of variants(template)) {
    params = matchVariant(variant, parts);
    if (params) break;
  }
  if (!params) return null;
  for (const q of query) {
    const value = search.get(q.key);
    if (value === null || value === "") {
      if (q.optional) continue;
      return null;
    }
    if (!valid(q.name, value)) return null;
    params[q.name] = value;
  }
  return params;
}

function build(template: string, params: Params): string | null {
  const { segments, query } = parseTemplate(template);
  // Decoded segments; encoded once at the end.
  const out: string[] = [];
  for (const seg of segments) {
    if (seg.literal !== undefined) {
      out.push(seg.literal);
      continue;
    }
    const value = params[seg.name ?? ""];
    if (value === undefined) {
      if (!seg.optional) return null;
      // An absent optional parameter drops with its slash; its literal suffix stays,
      // on the previous segment: /news/:type/:page? copy -> /news/company%20copy.
      if (seg.suffix) {
        if (out.length > 0) out[out.length - 1] += seg.suffix;
        else out.push(seg.suffix);
      }
      continue;
    }
    out.push(value + (seg.suffix ?? ""));
  }
  const qs = new URLSearchParams();
  for (const q of query) {
    const value = params[q.name];
    if (value === undefined) {
      if (!q.optional) return null;
      continue;
    }
    qs.set(q.key, value);
  }
  const path = `/${out.map((seg) => encodeURIComponent(seg)).join("/")}`;
  const queryString = qs.toString();
  return queryString ? `${path}?${queryString}` : path;
}

function normalise(pathname: string): string {
  const p = pathname.replace(/\/{2,}/g, "/");
  return p.length > 1 ? p.replace(/\/+$/, "") : p;
}

function translate(pathname: string, search: string | URLSearchParams, from: "desktop" | "mobile"): string | null {
  const to = from === "desktop" ? "mobile" : "desktop";
  const skip = from === "desktop" ? "toDesktop" : "toMobile";
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const path = normalise(pathname);
  for (const row of DEVICE_MAP) {
    if (row.only === skip) continue;
    const found = match(row[from], path, params);
    if (found) return build(row[to], found);
  }
  return null;
}

/** True for router paths of the mobile variant. */
export function isMobileRouterPath(pathname: string): boolean {
  return pathname === "/mobile" || pathname.startsWith("/mobile/");
}

/** The mobile counterpart of a desktop router path (with query), or null when it has none. */
export function toMobilePath(pathname: string, search: string | URLSearchParams = ""): string | null {
  if (isMobileRouterPath(pathname)) return null;
  return translate(pathname, search, "desktop");
}

/** The desktop counterpart of a mobile router path (with query), or null when it has none. */
export function toDesktopPath(pathname: string, search: string | URLSearchParams = ""): string | null {
  if (!isMobileRouterPath(pathname)) return null;
  return translate(pathname, search, "mobile");
}

/** Name and values of the cookie the device switch sets. */
export const VIEW_COOKIE = "view";
export type ViewMode = "desktop" | "mobile";

/** Router path of the switch endpoint served by server/device.ts (prefix it with the base path). */
export const VIEW_SWITCH_PATH = "/view";

/**
 * The href of a "Desktop version" / "Mobile version" link, for a plain <a> (it is a
 * server endpoint, not a route). `from` is the current router path and search.
 */
export function viewSwitchHref(mode: ViewMode, pathname: string, search = ""): string {
  const target =
    mode === "desktop"
      ? (isMobileRouterPath(pathname) ? toDesktopPath(pathname, search) : pathname + search) ?? "/"
      : (isMobileRouterPath(pathname) ? pathname + search : toMobilePath(pathname, search)) ?? "/mobile";
  const qs = new URLSearchParams({ mode, next: target });
  return `${import.meta.env.BASE_URL}${VIEW_SWITCH_PATH.slice(1)}?${qs.toString()}`;
}

interface MetaArgsLike {
  location: { pathname: string; search: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

function absolute(args: MetaArgsLike, routerPath: string): string {
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return (root?.siteUrl ?? "") + import.meta.env.BASE_URL.replace(/\/$/, "") + routerPath;
}

/**
 * For desktop pages' meta(): `<link rel="alternate" media="only screen and (max-width: 640px)">`
 * to the mobile counterpart, or nothing when there is none. Spread it after pageMeta(...).
 */
export function mobileAlternate(args: MetaArgsLike): MetaDescriptor[] {
  const mobile = toMobilePath(args.location.pathname, args.location.search);
  if (!mobile) return [];
  return [{ tagName: "link", rel: "alternate", media: "only screen and (max-width: 640px)", href: absolute(args, mobile) }];
}

/**
 * For mobile pages' meta(): the desktop router path to pass as pageMeta's canonicalPath
 * (so the canonical link, og:url and the sharing cards point at the desktop page).
 */
export function desktopCanonicalPath(args: MetaArgsLike): string | undefined {
  return toDesktopPath(args.location.pathname, args.location.search) ?? undefined;
}
