/**
 * deploy/varnish/default.vcl in a real varnishd, in front of a stand-in origin that echoes
 * what it received: the device class agrees with server/device.ts for real browsers, public
 * requests lose their cookies and share one copy per class, personal ones pass untouched,
 * nothing with Set-Cookie is stored, and PURGE by xkey removes exactly the tagged objects.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVICE_PATTERNS, isPhone } from "../../server/device.ts";
import { root } from "../support/server.ts";
import { SHIPPED_VCL, startVarnish, type RunningVarnish } from "../support/varnish.ts";
import { DESKTOP_AGENT, OTHER_AGENTS, PHONE_AGENT, PHONE_AGENTS } from "../support/user-agents.ts";

interface Seen {
  url: string;
  device: string | undefined;
  cookie: string | undefined;
}

describe("the shipped VCL", () => {
  let varnish: RunningVarnish;
  let origin: http.Server;
  const seen: Seen[] = [];

  beforeAll(async () => {
    origin = http.createServer((req, res) => {
      const url = req.url ?? "/";
      seen.push({ url, device: req.headers["x-device"] as string, cookie: req.headers.cookie });
      res.setHeader("Vary", "X-Device");
      if (url.startsWith("/set-cookie")) res.setHeader("Set-Cookie", "XSRF-TOKEN=abc; Path=/");
      if (url.startsWith("/private")) res.setHeader("Cache-Control", "private, no-store");
      else res.setHeader("Cache-Control", "public, max-age=0, s-maxage=600");
      res.setHeader("Surrogate-Key", `site ${url.startsWith("/news") ? "news" : "page"}:${url.length}`);
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify({ url, device: req.headers["x-device"] ?? null }));
    });
    await new Promise<void>((resolve) => origin.listen(0, "127.0.0.1", resolve));
    varnish = await startVarnish([(origin.address() as AddressInfo).port]);
  }, 60_000);
  afterAll(async () => {
    await varnish?.stop();
    await new Promise((resolve) => origin?.close(resolve));
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${varnish.url}${path}`, { headers });
  const originSaw = (path: string) => seen.filter((s) => s.url === path);

  it("carries server/device.ts's patterns, as does the README's Fastly snippet", () => {
    const vcl = readFileSync(SHIPPED_VCL, "utf8");
    const readme = readFileSync(`${root}/README.md`, "utf8");
    const pair = /User-Agent ~ "\(\?i\)([^"]+)"\s+&& req\.http\.User-Agent !~ "\(\?i\)([^"]+)"/;
    expect(DEVICE_PATTERNS.flags).toBe("i");
    expect(pair.exec(vcl)?.slice(1), "deploy/varnish/default.vcl").toEqual([
      DEVICE_PATTERNS.phone,
      DEVICE_PATTERNS.tablet,
    ]);
    expect(pair.exec(readme)?.slice(1), "README.md").toEqual([DEVICE_PATTERNS.phone, DEVICE_PATTERNS.tablet]);
  });

  it("classifies real browsers as server/device.ts does, whatever X-Device the client sent", async () => {
    const agents = { ...PHONE_AGENTS, ...OTHER_AGENTS };
    const classes: Record<string, [string, string]> = {};
    for (const [name, agent] of Object.entries(agents)) {
      const expected = isPhone(agent) ? "mobile" : "desktop";
      const forged = expected === "mobile" ? "desktop" : "mobile";
      const res = await get(`/device?${encodeURIComponent(name)}`, { "user-agent": agent, "x-device": forged });
      const body = (await res.json()) as { device: string };
      classes[name] = [body.device, expected];
    }
    for (const [name, [got, expected]] of Object.entries(classes)) expect(got, name).toBe(expected);
    // The list holds both classes, so agreement is not trivially "everything is desktop".
    expect(Object.values(classes).filter(([got]) => got === "mobile")).toHaveLength(Object.keys(PHONE_AGENTS).length);
  });

  it("lets the visitor's view cookie choose the class", async () => {
    const phone = await get("/view-choice", { "user-agent": PHONE_AGENT, cookie: "a=1; view=desktop" });
    expect(((await phone.json()) as Seen).device).toBe("desktop");
    const desktop = await get("/view-choice", { "user-agent": DESKTOP_AGENT, cookie: "view=mobile" });
    expect(((await desktop.json()) as Seen).device).toBe("mobile");
  });

  it("strips cookies from public requests and keeps one copy per device class", async () => {
    const jars = ["_ga=GA1.2.3; XSRF-TOKEN=one", "_fbp=fb.1; XSRF-TOKEN=two", ""];
    const states: string[] = [];
    for (const agent of [DESKTOP_AGENT, PHONE_AGENT])
      for (const cookie of jars) {
        const res = await get("/news/shared", { "user-agent": agent, ...(cookie ? { cookie } : {}) });
        states.push(`${((await res.json()) as Seen).device} ${res.headers.get("x-cache")}`);
      }
    expect(states).toEqual(["desktop MISS", "desktop HIT", "desktop HIT", "mobile MISS", "mobile HIT", "mobile HIT"]);
    expect(originSaw("/news/shared").map((s) => [s.device, s.cookie])).toEqual([
      ["desktop", undefined],
      ["mobile", undefined],
    ]);
  });

  it("keeps each locale's copy of a page apart, under a base path too (decision 0102)", async () => {
    const states: string[] = [];
    for (const path of ["/zh/news", "/news", "/zh/news", "/news", "/site/zh/news", "/site/news", "/site/zh/news"]) {
      const res = await get(path, { "user-agent": DESKTOP_AGENT });
      states.push(`${((await res.json()) as Seen).url} ${res.headers.get("x-cache")}`);
    }
    expect(states).toEqual([
      "/zh/news MISS",
      "/news MISS",
      "/zh/news HIT",
      "/news HIT",
      "/site/zh/news MISS",
      "/site/news MISS",
      "/site/zh/news HIT",
    ]);
  });

  it("leaves the five UTM parameters out of the cached URL, so a campaign link is a hit after the plain page", async () => {
    const states: string[] = [];
    for (const path of [
      "/price",
      "/price?utm_source=x",
      "/price?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=crm&utm_content=top",
      "/cases?type=retail&utm_campaign=spring",
      "/cases?utm_campaign=spring&type=retail",
      "/cases?type=retail",
      "/price?utm_id=7",
    ]) {
      const res = await get(path, { "user-agent": DESKTOP_AGENT });
      states.push(`${((await res.json()) as Seen).url} ${res.headers.get("x-cache")}`);
    }
    expect(states).toEqual([
      "/price MISS",
      "/price HIT",
      "/price HIT",
      "/cases?type=retail MISS",
      "/cases?type=retail HIT",
      "/cases?type=retail HIT",
      // Any other parameter is the origin's to redirect (server/canonical-url.ts), not the CDN's to drop.
      "/price?utm_id=7 MISS",
    ]);
    expect(originSaw("/price")).toHaveLength(1);
  });

  it("passes personal requests to the origin with their cookies", async () => {
    const cookie = "XSRF-TOKEN=kept";
    const personal: Array<[string, Record<string, string>]> = [
      ["/admin", {}],
      ["/admin/news?page=2", {}],
      ["/preview/abc123", {}],
      ["/api/v1/leads/form", {}],
      ["/api/v1/admin/news", {}],
      ["/view?mode=mobile&next=/", {}],
      ["/news/signed-in", { cookie: "vitrine.session=s1" }],
      ["/news/signed-in-https", { cookie: "_ga=1; __Host-vitrine.session=s2" }],
      ["/news/token", { authorization: "Bearer vtr_x" }],
    ];
    for (const [path, headers] of personal) {
      for (let i = 0; i < 2; i++) {
        const res = await get(path, { cookie, ...headers });
        expect(res.headers.get("x-cache"), path).toBe("PASS");
        await res.arrayBuffer();
      }
      expect(originSaw(path), path).toHaveLength(2);
      expect(originSaw(path)[0]!.cookie, path).toBe(headers.cookie ?? cookie);
    }
    const post = await fetch(`${varnish.url}/register`, { method: "POST", headers: { cookie } });
    expect(post.headers.get("x-cache")).toBe("PASS");
    expect(originSaw("/register").at(-1)!.cookie).toBe(cookie);
    // The register page itself is public: its form token is fetched by the form (the lead API).
    const page = [];
    for (let i = 0; i < 2; i++) page.push((await get("/register", { cookie })).headers.get("x-cache"));
    expect(page).toEqual(["MISS", "HIT"]);
  });

  it("never stores an answer that sets a cookie or is private", async () => {
    for (const path of ["/set-cookie", "/private"]) {
      const states = [];
      for (let i = 0; i < 3; i++) states.push((await get(path)).headers.get("x-cache"));
      expect(states, path).not.toContain("HIT");
      expect(originSaw(path), path).toHaveLength(3);
    }
  });

  it("hides the tags and the edge lifetime from visitors and purges exactly the tagged objects", async () => {
    const tagged = "/news/purge-me"; // tag news:14
    const other = "/page/stays-put"; // tag page:15
    for (const agent of [DESKTOP_AGENT, PHONE_AGENT])
      for (const path of [tagged, other]) {
        const res = await get(path, { "user-agent": agent });
        expect(res.headers.get("surrogate-key")).toBeNull();
        expect(res.headers.get("xkey")).toBeNull();
        // The day at the edge is not for caches the origin cannot purge.
        expect(res.headers.get("cache-control")).toBe("public, max-age=0");
      }
    const purge = await fetch(`${varnish.url}/`, { method: "PURGE", headers: { xkey: `news:${tagged.length}` } });
    expect(purge.status).toBe(200);
    expect(purge.headers.get("x-purged")).toBe("2");
    expect(await purge.text()).toMatch(/Purged 2/);
    for (const agent of [DESKTOP_AGENT, PHONE_AGENT]) {
      expect((await get(tagged, { "user-agent": agent })).headers.get("x-cache")).toBe("MISS");
      expect((await get(other, { "user-agent": agent })).headers.get("x-cache")).toBe("HIT");
    }
    const noTags = await fetch(`${varnish.url}/`, { method: "PURGE" });
    expect(noTags.status).toBe(400);
  });

  it("accepts PURGE from loopback and the configured addresses only", async () => {
    const purgeFrom = (localAddress: string) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: "127.0.0.1",
            port: varnish.port,
            method: "PURGE",
            path: "/",
            localAddress,
            headers: { xkey: "none" },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on("error", reject);
        req.end();
      });
    expect(await purgeFrom("127.0.0.1")).toBe(200);
    expect(await purgeFrom("127.0.0.2")).toBe(200); // the test's vitrine_purgers ACL
    expect(await purgeFrom("127.0.0.3")).toBe(403);
  });
});
