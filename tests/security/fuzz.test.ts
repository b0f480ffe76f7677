import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_FORM_ROUTES, badBody } from "./admin-forms.ts";
import { LIST_PAGES, STATIC_PAGES } from "./pages.ts";
import { startStaffSite, type StaffSite } from "./staff-site.ts";
import { rawGet, rawRequest, sameOrigin, startSite, type RawResponse, type RunningServer } from "./support.ts";

// Hostile input over every route pattern and API query string. Each property run
// sends a small batch of requests in parallel (a few visitors at once, without
// queueing so deep that the queue, not the server, decides the latency).
const PORT = 4710;
const BATCH = 4;
const RUNS = Number(process.env.FUZZ_RUNS ?? 1300); // two properties: 2 x 1300 x 4 = 10,400 requests
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const TIME_LIMIT_MS = 1000;

/** Every route pattern of app/routes.ts, with its parameters as placeholders. */
const ROUTES = [
  "/",
  "/about",
  "/case/:s",
  "/cases/:id",
  "/cases_list/:type",
  "/cases_list/:type/:page",
  "/detail/:id",
  "/detailNew/:type/:id",
  "/help",
  "/help/:id",
  "/news",
  "/news/:page",
  "/news/:type/:page copy",
  "/qa/:id",
  "/qas/:type",
  "/qas/:type/:page",
  "/solution/:id",
  "/solution_list/:type",
  "/solution_list/:type/:page",
  "/videos/:type",
  "/videos/:type/:page",
  "/search?q=:q",
  "/:any",
  "/:any/:any",
  "/mobile/:any",
  "/mobile/detail/:id",
  "/mobile/news/:type",
  "/mobile/qa/:id",
  "/mobile/qas/:type",
  "/mobile/solution/:id",
  "/mobile/videos/:type",
  "/mobile/search?q=:q",
  "/:any.data",
  "/news/:page.data",
  "/api/v1/:any",
];

const API_RESOURCES = [
  "news",
  "cases",
  "solutions",
  "videos",
  "qas",
  "help",
  "search",
  "home",
  "prices",
  "promotions",
  "partners",
  "services",
  "leads",
  "openapi.json",
  ":any",
];
const API_KEYS = [
  "page",
  "pageSize",
  "type",
  "q",
  "sort",
  "limit",
  "id",
  "category",
  "ids",
  "fields",
  "__proto__",
  "constructor",
  "page[]",
  "type[0]",
];

/** A distinctive tag: if it comes back raw in HTML, the input was echoed unescaped. */
const MARK = "fz9q";
const PAYLOADS = [
  `<${MARK}>`,
  `"><${MARK} x=1>`,
  `'><${MARK}>`,
  `</script><${MARK}>`,
  `javascript:${MARK}`,
  `{{${MARK}}}`,
  `\${${MARK}}`,
];

const NASTY = [
  "..",
  "../..",
  "%2e%2e",
  "%2E%2E%2F",
  "..%2f..%2fetc%2fpasswd",
  "%00",
  "a%00b",
  "%",
  "%zz",
  "%C0%AE%C0%AE",
  "%E0%80%AF",
  "%C0%AF",
  "%FF%FE",
  "%ED%A0%80",
  "\\",
  "\\\\evil.example",
  "%5C",
  "%5c%5c",
  "/",
  "//evil.example",
  "%2F%2Fevil.example",
  "%252F",
  ";",
  "%3B",
  "?",
  "%3F",
  "#",
  "%23",
  "&",
  "=",
  "+",
  "-1",
  "0",
  "00",
  "01",
  "1e3",
  "0x10",
  "1.5",
  "NaN",
  "Infinity",
  "9007199254740993",
  "99999999999999999999999999",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "constructor",
  "__proto__",
  "%E2%80%AE",
  "%EF%BB%BF",
  "%F0%9F%92%A9",
  "\u0000",
  "\u202e",
  "é",
  "日本語",
  "💩",
  "x".repeat(3000),
  "9".repeat(400),
];

/** Percent-encodes what cannot travel in a request line, and leaves the rest (%, \, /, ..) raw. */
function toWire(s: string): string {
  let out = "";
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (code > 0x20 && code < 0x7f && ch !== "#") out += ch;
    else
      out +=
        encodeURIComponent(ch).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`) || "%00";
  }
  return out;
}

const segment = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 3, arbitrary: fc.constantFrom(...PAYLOADS) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.integer({ min: -5, max: 2_000_000 }).map(String) },
  { weight: 1, arbitrary: fc.string({ minLength: 200, maxLength: 2500 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("company", "manufacturing", "retail", "billing", "webinars", "fai", "2", "1"),
  },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.constantFrom(...NASTY, ...PAYLOADS, "a"), { minLength: 2, maxLength: 5 })
      .map((a) => a.join("")),
  },
);

const wireSegment = fc.tuple(segment, fc.boolean()).map(([s, encode]) => (encode ? encodeURIComponent(s) : toWire(s)));

const phone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

const clientHeaders = fc.record({
  "x-forwarded-for": fc.ipV4(),
  "user-agent": fc.constantFrom("Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36", phone, "curl/8.0"),
  "accept-language": fc.constantFrom("en", "*", "zz-ZZ;q=2"),
});

const pageRequest = fc.record({
  route: fc.constantFrom(...ROUTES),
  params: fc.array(wireSegment, { minLength: 4, maxLength: 4 }),
  query: fc.option(fc.array(fc.tuple(fc.constantFrom(...API_KEYS), wireSegment), { maxLength: 3 }), { nil: undefined }),
  headers: clientHeaders,
});

const apiRequest = fc.record({
  resource: fc.constantFrom(...API_RESOURCES),
  id: fc.option(wireSegment, { nil: undefined }),
  query: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...API_KEYS), wireSegment), wireSegment), { maxLength: 5 }),
  headers: clientHeaders,
});

function fillRoute(route: string, params: string[]): string {
  let i = 0;
  return route.replace(/:[a-z]+/g, () => params[i++ % params.length]!).replace(/ /g, "%20");
}

function withQuery(path: string, query: Array<[string, string]> | undefined): string {
  if (!query?.length) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${query.map(([k, v]) => `${k}=${v}`).join("&")}`;
}

// A stack frame, a file path of this machine, or a database error text.
const STACK =
  /\n\s+at [^\n]*:\d+:\d+|\bat [\w.<>]+ \(|\/work\/|\/home\/|node_modules|file:\/\/|\.tsx?:\d+|SQLITE_|syntax error at or near|relation "|duplicate key|\bpg_\w+\b|ECONNREFUSED/;

/**
 * One GET; a slow answer is asked for again, since an input that is costly to answer is
 * slow every time, while a busy machine (the browser tests run beside this suite) slows
 * one request now and then.
 */
async function timedGet(path: string, headers: Record<string, string>): Promise<RawResponse> {
  try {
    const first = await rawGet(PORT, path, headers, TIME_LIMIT_MS * 10);
    if (first.ms < TIME_LIMIT_MS) return first;
    return await rawGet(PORT, path, headers, TIME_LIMIT_MS * 10);
  } catch (error) {
    throw new Error(`${path}: ${(error as Error).message}`);
  }
}

async function check(server: RunningServer, path: string, headers: Record<string, string>): Promise<void> {
  const res = await timedGet(path, headers);
  const where = `${res.status} ${path}`;
  if (res.status >= 500) throw new Error(`5xx: ${where}\n${res.body.slice(0, 300)}`);
  if (res.ms >= TIME_LIMIT_MS) throw new Error(`slow twice (${Math.round(res.ms)} ms): ${where}`);
  if (STACK.test(res.body)) throw new Error(`leaks internals: ${where}\n${res.body.match(STACK)?.[0]}`);
  const type = String(res.headers["content-type"] ?? "");
  if (/html/.test(type) && new RegExp(`<${MARK}`, "i").test(res.body))
    throw new Error(`unescaped echo in HTML: ${where}`);
  if (res.status >= 300 && res.status < 400) {
    const location = String(res.headers.location ?? "");
    if (!sameOrigin(location, server.url)) throw new Error(`redirect off-site: ${where} -> ${location}`);
  }
}

describe("hostile input", () => {
  let server: RunningServer;
  beforeAll(async () => {
    // The fuzz plays many clients behind a trusted proxy, so rate limits do not
    // turn it into a test of 429 answers.
    server = await startSite(PORT, { TRUST_PROXY: "loopback" });
    // The time limit is for a running site: render each page type once first, so the
    // first fuzz batch does not also pay for compiling the code paths.
    for (const path of [...STATIC_PAGES, ...LIST_PAGES, "/no-such-page", "/api/v1/news", "/api/v1/no-such"])
      await fetch(server.url + encodeURI(path));
  });
  afterAll(async () => {
    expect(await server?.stop()).toBe(0);
  });

  it(`pages: ${RUNS * BATCH} requests over every route pattern`, { timeout: 240_000 }, async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(pageRequest, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        await Promise.all(batch.map((r) => check(server, withQuery(fillRoute(r.route, r.params), r.query), r.headers)));
        sent += batch.length;
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
    );
    expect(sent).toBeGreaterThanOrEqual(RUNS * BATCH);
  });

  it(`API: ${RUNS * BATCH} requests over every resource and query string`, { timeout: 240_000 }, async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(apiRequest, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        await Promise.all(
          batch.map((r) => {
            const resource = r.resource === ":any" ? (r.id ?? "x") : r.resource;
            const path = `/api/v1/${resource}${r.id !== undefined && r.resource !== ":any" ? `/${r.id}` : ""}`;
            return check(server, withQuery(path, r.query), r.headers);
          }),
        );
        sent += batch.length;
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
    );
    expect(sent).toBeGreaterThanOrEqual(RUNS * BATCH);
  });

  it("the server is still healthy and its memory bounded after the fuzz", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(server.output()).not.toMatch(/uncaught|FATAL|"level":60/i);
  });
});

describe("admin forms with bodies that are not forms", () => {
  let site: StaffSite;
  beforeAll(async () => {
    site = await startStaffSite("fuzzadmin");
  });
  afterAll(async () => {
    expect(await site?.server.stop()).toBe(0);
  });

  const ADMIN_RUNS = Math.ceil(RUNS / 4);
  it(
    `${ADMIN_RUNS * BATCH} posts, signed in as an admin, to every admin form route`,
    { timeout: 240_000 },
    async () => {
      let client = 0;
      const post = async (path: string, type: string, body: string) => {
        const headers: Record<string, string> = {
          cookie: site.cookies.admin,
          origin: site.server.url,
          "x-forwarded-for": `203.0.113.${(client++ % 250) + 1}`,
        };
        if (type) headers["content-type"] = type;
        const res = await rawRequest(site.port, "POST", path, headers, TIME_LIMIT_MS * 3, body);
        const where = `${res.status} POST ${path} (${type || "no type"})`;
        if (res.status >= 500) throw new Error(`5xx: ${where}\n${res.body.slice(0, 300)}`);
        if (res.status !== 400) throw new Error(`not 400: ${where}\n${res.body.slice(0, 300)}`);
        if (STACK.test(res.body)) throw new Error(`leaks internals: ${where}`);
      };
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.record({ path: fc.constantFrom(...ADMIN_FORM_ROUTES), body: badBody }), {
            minLength: BATCH,
            maxLength: BATCH,
          }),
          async (batch) => {
            await Promise.all(batch.map((r) => post(r.path, r.body.type, r.body.body)));
          },
        ),
        { numRuns: ADMIN_RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
      );
      // Every route, and the session still signed in: no post was taken as a form.
      for (const path of ADMIN_FORM_ROUTES) await post(path, "text/plain", "intent=save");
      const account = await fetch(`${site.server.url}/admin/account`, {
        headers: { cookie: site.cookies.admin },
        redirect: "manual",
      });
      expect(account.status).toBe(200);
      expect(site.server.output()).not.toMatch(/"level":50|"level":60/);
    },
  );
});
