/**
 * URL templates of the page registry (./pages.ts): React Router's path syntax from the
 * site root, plus the query a page's URL carries. Literal segments, `:name`
 * parameters, `:name?` for an optional one, and a parameter followed by a literal
 * suffix (`:page? copy`, the specification's odd news path); a query part names its
 * parameters the same way (`?type=:type`, `?q=:q?`).
 *
 * `fill` writes a URL from a template; `matchTemplate` reads one, checking each
 * parameter against the rule for its name (PARAM_RULES), so a malformed id matches
 * nothing. No runtime imports: the server loads this file directly on Node.
 */

/** What a parameter may look like; anything else makes the template not match. */
const PARAM_RULES: Record<string, RegExp> = {
  id: /^[1-9][0-9]{0,9}$/,
  page: /^[1-9][0-9]{0,5}$/,
  type: /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/,
  // The register form's thank-you state (?sent=1).
  sent: /^1$/,
  // What the register form is for, and the price plan it names (app/kernel/lead-intent.ts).
  intent: /^[a-z]{1,20}$/,
  plan: /^(?=.{1,40}$)[a-z0-9]+(?:-[a-z0-9]+)*$/,
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  q: /^[^\u0000-\u001f\u007f]{1,200}$/,
};

export type Params = Record<string, string>;

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
      const m = /^:([a-z][a-zA-Z]*)(\?)?(.*)$/.exec(seg);
      if (!m) return { literal: seg };
      return { name: m[1], optional: m[2] === "?", suffix: m[3] ?? "" };
    });
  const query = (queryPart ?? "")
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const [key = "", value = ""] = pair.split("=");
      const m = /^:([a-z][a-zA-Z]*)(\?)?$/.exec(value);
      if (!m?.[1]) throw new Error(`bad query template ${pair}`);
      return { key, name: m[1], optional: m[2] === "?" };
    });
  const parsed = { segments, query };
  parsedCache.set(template, parsed);
  return parsed;
}

/** Splits "path?query" where "?" may also mark an optional path parameter (":page?"). */
export function splitQuery(template: string): [string, string | undefined] {
  const m = /^(.*?)\?([a-z][a-zA-Z]*=.*)$/.exec(template);
  return m ? [m[1] || "/", m[2]] : [template, undefined];
}

/** Names of a template's parameters, path and query, with whether each is required. */
export function templateParams(template: string): { name: string; optional: boolean }[] {
  const { segments, query } = parseTemplate(template);
  return [...segments.filter((s) => s.name).map((s) => ({ name: s.name!, optional: !!s.optional })), ...query];
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
 * Every segment of a variant is required. The first variant is the one fill() writes.
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

/** The parameters of a request path (percent-encoded, normalised) and query, or null when the template does not match. */
export function matchTemplate(template: string, pathname: string, search: URLSearchParams): Params | null {
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

/**
 * The URL of a template with these parameters, or null when a required one is missing.
 * `encoded` percent-encodes the segments, as in a request or canonical URL; without it
 * the path is the router path a <Link> takes ("/news/company copy").
 */
export function fill(template: string, params: Partial<Params>, encoded = true): string | null {
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
  const path = `/${(encoded ? out.map((seg) => encodeURIComponent(seg)) : out).join("/")}`;
  const queryString = qs.toString();
  return queryString ? `${path}?${queryString}` : path;
}

type Param = string | number | undefined;

/** A template filled with its parameters, percent-encoded (for links.ts, admin-links.ts and the types' site parts). */
export function at(url: { readonly path: string }, params: Record<string, Param> = {}): string {
  const given = Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]));
  const path = fill(url.path, Object.fromEntries(given));
  if (path === null) throw new Error(`${url.path} needs ${Object.keys(params).join(", ")}`);
  return path;
}

/** A page number as a path parameter: absent for the first page. */
export const nth = (page: number) => (page > 1 ? page : undefined);

/** A page of the registry and the same page under /mobile (with the desktop page's module name, if it names one). */
export function withMobile<
  const E extends { desktop: { path: string; module?: string } },
  const M extends { path?: string; module?: string; id?: string; query?: readonly string[]; route?: false } = object,
>(entry: E, mobile?: M) {
  const { path, module } = entry.desktop;
  return { ...entry, mobile: { path: `/mobile${path}`, ...(module ? { module } : {}), ...mobile } } as const;
}
