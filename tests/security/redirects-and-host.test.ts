import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detailPages, LIST_PAGES, STATIC_PAGES } from "./pages.ts";
import { rawGet, sameOrigin, startSite, type RunningServer } from "./support.ts";

// The worst case: the server trusts the proxy in front of it (loopback), so
// X-Forwarded-Host and X-Forwarded-Proto would be believed if anything read them.
const PORT = 4720;
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

/** Ways of writing "another site" into a path. */
const ATTACKS = [
  "//evil.example",
  "//evil.example/",
  "/\\evil.example",
  "/\\\\evil.example",
  "\\\\evil.example",
  "/%2F%2Fevil.example",
  "/%2f%2fevil.example",
  "/%5Cevil.example",
  "/%5C%5Cevil.example",
  "//%5Cevil.example",
  "/%09/evil.example",
  "/%2F/evil.example",
  "///evil.example",
  "/.//evil.example",
  "//evil.example/%2e%2e",
  "/https:evil.example",
  "/https://evil.example",
  "/http:%2F%2Fevil.example",
  "//evil%E3%80%82example",
  "/%E2%80%AE//evil.example",
];

interface Hop {
  path: string;
  status: number;
  location?: string;
}

/** Follows redirects by hand (up to 6) and records every hop. */
async function follow(start: string, userAgent: string): Promise<Hop[]> {
  const hops: Hop[] = [];
  let path = start;
  for (let i = 0; i < 6; i++) {
    const res = await rawGet(PORT, path, { "user-agent": userAgent });
    const location = res.headers.location;
    hops.push({ path, status: res.status, ...(location ? { location } : {}) });
    if (res.status < 300 || res.status >= 400 || !location) break;
    const next = new URL(location, `http://127.0.0.1:${PORT}${path.startsWith("/") ? "" : "/"}`);
    if (next.origin !== `http://127.0.0.1:${PORT}`) break;
    path = next.pathname + next.search;
  }
  return hops;
}

describe("redirects and host headers", () => {
  let server: RunningServer;
  let pages: string[];
  beforeAll(async () => {
    server = await startSite(PORT, { TRUST_PROXY: "loopback" });
    pages = [...STATIC_PAGES, ...LIST_PAGES, ...(await detailPages(server.url))];
  });
  afterAll(async () => {
    expect(await server?.stop()).toBe(0);
  });

  it("finds the redirects the site makes (device switch, canonical page numbers, slashes)", async () => {
    const candidates = ["/oa", "/news", "/news/1", "/cases_list/manufacturing/1", "/about/", "/mobile/oa", "/mobile"];
    let redirects = 0;
    for (const path of candidates) {
      for (const ua of [DESKTOP, PHONE]) {
        const hops = await follow(path, ua);
        for (const hop of hops)
          if (hop.location) expect(sameOrigin(hop.location, server.url), `${path} -> ${hop.location}`).toBe(true);
        if (hops.length > 1) redirects++;
        expect(
          hops.at(-1)!.status,
          `${path} (${ua === PHONE ? "phone" : "desktop"}) ends in ${JSON.stringify(hops)}`,
        ).toBeLessThan(400);
      }
    }
    // A phone asking for a desktop page is sent to the mobile variant.
    expect(redirects).toBeGreaterThan(0);
  });

  it("no crafted path makes any redirect leave the site", async () => {
    const prefixes = ["", "/news", "/news/1", "/oa", "/mobile", "/cases_list/manufacturing", "/detail", "/api/v1"];
    let checked = 0;
    for (const prefix of prefixes) {
      for (const attack of ATTACKS) {
        for (const ua of [DESKTOP, PHONE]) {
          for (const path of [prefix + attack, `${prefix}${attack}/1`, `${attack}${prefix}`]) {
            const hops = await follow(path.startsWith("/") ? path : `/${path}`, ua);
            for (const hop of hops) {
              expect(hop.status, `${path}: ${JSON.stringify(hops)}`).toBeLessThan(500);
              if (hop.location) expect(sameOrigin(hop.location, server.url), `${path} -> ${hop.location}`).toBe(true);
            }
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(prefixes.length * ATTACKS.length * 2 * 3);
  });

  it("the view switch's next parameter cannot send anyone off-site", async () => {
    let redirected = 0;
    for (const mode of ["mobile", "desktop"]) {
      for (const attack of [
        ...ATTACKS,
        "https://evil.example",
        "http:evil.example",
        "javascript:alert(1)",
        "%2F%2Fevil.example",
        "/%2F%2Fevil.example",
      ]) {
        for (const encoded of [attack, encodeURIComponent(attack)]) {
          const hops = await follow(`/view?mode=${mode}&next=${encoded.replace(/ /g, "%20")}`, DESKTOP);
          expect(hops[0]!.status, JSON.stringify(hops)).toBeLessThan(500);
          for (const hop of hops)
            if (hop.location) expect(sameOrigin(hop.location, server.url), `${encoded} -> ${hop.location}`).toBe(true);
          if (hops[0]!.location) redirected++;
        }
      }
    }
    expect(redirected).toBeGreaterThan(0);
  });

  it("a forged Host or X-Forwarded-Host changes neither links nor redirects", async () => {
    const forged: Array<Record<string, string>> = [
      { host: "evil.example" },
      { "x-forwarded-host": "evil.example" },
      { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    ];
    for (const headers of forged) {
      for (const path of pages) {
        const res = await rawGet(PORT, encodeURI(path), { ...headers, "user-agent": DESKTOP });
        expect(res.status, path).toBeLessThan(500);
        expect(res.body, `${path} with ${JSON.stringify(headers)}`).not.toContain("evil.example");
        expect(String(res.headers.location ?? "")).not.toContain("evil.example");
      }
      const phone = await rawGet(PORT, "/oa", { ...headers, "user-agent": PHONE });
      expect(String(phone.headers.location ?? "")).not.toContain("evil.example");
    }
  });

  it("a forged host cannot poison the page cache for everyone else", async () => {
    for (const path of ["/", "/about", "/news", ...pages.filter((p) => p.startsWith("/detail/"))]) {
      // First the attacker (possibly filling the cache), then an ordinary visitor.
      await rawGet(PORT, encodeURI(path), {
        host: "evil.example",
        "x-forwarded-host": "evil.example",
        "user-agent": DESKTOP,
      });
      const normal = await rawGet(PORT, encodeURI(path), { "user-agent": DESKTOP });
      expect(normal.status, path).toBe(200);
      expect(normal.body).not.toContain("evil.example");
      const canonical = normal.body.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical, `${path}: canonical link`).toBeTruthy();
      expect(new URL(canonical!).origin).toBe(server.url);
    }
  });
});
