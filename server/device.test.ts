import type { AddressInfo } from "node:net";
import http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "./config.ts";
import { DEVICE_PATTERNS, deviceRedirect, isPhone, safeNext } from "./device.ts";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

describe("isPhone", () => {
  it("classifies exactly as its exported patterns do (what a CDN's configuration copies)", () => {
    const phone = new RegExp(DEVICE_PATTERNS.phone, DEVICE_PATTERNS.flags);
    const tablet = new RegExp(DEVICE_PATTERNS.tablet, DEVICE_PATTERNS.flags);
    for (const ua of [PHONE, IPHONE, IPAD, DESKTOP, "", "Mozilla/5.0 (Linux; Android 14; SM-T870) Mobile"])
      expect(phone.test(ua) && !tablet.test(ua), ua).toBe(isPhone(ua));
  });
  it("tells phones from tablets and desktops", () => {
    expect(isPhone(PHONE)).toBe(true);
    expect(isPhone(IPHONE)).toBe(true);
    expect(isPhone(IPAD)).toBe(false);
    expect(isPhone(ANDROID_TABLET)).toBe(false);
    expect(isPhone(DESKTOP)).toBe(false);
    expect(isPhone(undefined)).toBe(false);
  });
});

describe("safeNext", () => {
  it("keeps same-site paths and rejects everything else", () => {
    expect(safeNext("/qa/3?x=1", "/")).toBe("/qa/3?x=1");
    for (const bad of [
      "//evil.example/",
      "/\\evil.example",
      "https://evil.example/",
      "evil",
      "",
      "/%0d%0aSet-Cookie:x",
      "/\u0000",
      5,
      undefined,
    ]) {
      const out = safeNext(bad, "/fallback");
      expect(out.startsWith("//")).toBe(false);
      expect(out.startsWith("/")).toBe(true);
      expect(out).not.toMatch(/[\r\n]/);
    }
    expect(safeNext("//evil.example/", "/fallback")).toBe("/fallback");
    expect(safeNext("/\\evil.example", "/fallback")).toBe("/fallback");
  });
});

describe.each(["/", "/site/"])("deviceRedirect at base %s", (base) => {
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    const app = express();
    app.set("query parser", "simple");
    app.use(deviceRedirect(parseConfig({ BASE_PATH: base })));
    app.use((_req, res) => {
      res.status(200).type("text/plain").send("page");
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(origin + base + path.replace(/^\//, ""), { headers, redirect: "manual" });

  it("sends a phone from a desktop URL with a counterpart to it (302, Vary), cacheable by device class", async () => {
    const res = await get("/cases_list/retail/2", { "user-agent": PHONE });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${base}mobile/cases?type=retail`);
    expect(res.headers.get("vary")).toMatch(/^User-Agent\b/);
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=60/);
    expect(res.headers.get("surrogate-key")).toBe("all");
    // A CDN that states the device class: the answer follows it and varies on it alone.
    const stated = await get("/cases_list/retail/2", { "user-agent": "curl/8", "x-device": "mobile" });
    expect(stated.status).toBe(302);
    expect(stated.headers.get("vary")).toMatch(/^X-Device\b/);
    const desktop = await get("/cases_list/retail/2", { "user-agent": PHONE, "x-device": "desktop" });
    expect(desktop.status).not.toBe(302);
    expect(desktop.headers.get("vary")).toMatch(/^X-Device\b/);
    // The visitor's own choice is theirs alone: private, never a Vary on Cookie.
    const chosen = await get("/cases_list/retail/2", { "user-agent": PHONE, cookie: "view=mobile" });
    expect(chosen.headers.get("cache-control")).toBe("private, no-store");
    expect(chosen.headers.get("vary")).not.toMatch(/cookie/i);
    const home = await get("/", { "user-agent": IPHONE });
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe(`${base}mobile`);
  });

  it("sends a phone from the news category path that ends in ' copy' to the mobile news page", async () => {
    for (const path of ["/news/company%20copy", "/news/company/2%20copy", "/news/company/%20copy"]) {
      const res = await get(path, { "user-agent": PHONE });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(`${base}mobile/news/company`);
    }
    const desktop = await get("/news/company%20copy", { "user-agent": DESKTOP });
    expect(desktop.status).toBe(200);
    expect(desktop.headers.get("vary")).toMatch(/User-Agent/i);
    const back = await get(`/view?mode=desktop&next=${encodeURIComponent("/mobile/news/company")}`, {
      "user-agent": PHONE,
    });
    expect(back.headers.get("location")).toBe(`${base}news/company%20copy`);
  });

  it("sends a phone from the news and video overviews to the first mobile list, as from /price", async () => {
    for (const [path, mobile] of [
      ["/news", "mobile/news/company"],
      ["/videos", "mobile/videos/product-tours"],
      ["/price", "mobile/price"],
    ]) {
      const res = await get(path!, { "user-agent": PHONE });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(`${base}${mobile}`);
    }
    // The mobile lists lead back to their own desktop list, not to the overview.
    const back = await get(`/view?mode=desktop&next=${encodeURIComponent("/mobile/videos/product-tours")}`);
    expect(back.headers.get("location")).toBe(`${base}videos/product-tours`);
  });

  it("serves desktop browsers and tablets the desktop page, varying on User-Agent", async () => {
    for (const ua of [DESKTOP, IPAD]) {
      const res = await get("/qa/5", { "user-agent": ua });
      expect(res.status).toBe(200);
      expect(res.headers.get("vary")).toMatch(/User-Agent/i);
    }
  });

  it("never redirects desktop URLs without a counterpart", async () => {
    for (const path of ["/news/2", "/404", "/cases/abc", "/help/topic/x", "/detail/abc"]) {
      const res = await get(path, { "user-agent": PHONE });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("vary"), path).toBeNull();
    }
  });

  it("never sends anyone away from a mobile URL", async () => {
    for (const ua of [DESKTOP, PHONE]) {
      const res = await get("/mobile/qa/5", { "user-agent": ua, cookie: "view=desktop" });
      expect(res.status).toBe(200);
    }
  });

  it("does not redirect data requests of client navigation", async () => {
    const res = await get("/pm.data", { "user-agent": PHONE });
    expect(res.status).toBe(200);
  });

  it("honours the view cookie both ways", async () => {
    const stay = await get("/pm", { "user-agent": PHONE, cookie: "a=b; view=desktop" });
    expect(stay.status).toBe(200);
    const go = await get("/pm", { "user-agent": DESKTOP, cookie: "view=mobile" });
    expect(go.status).toBe(302);
    expect(go.headers.get("location")).toBe(`${base}mobile/pm`);
  });

  it("switch endpoint sets the cookie and redirects to the chosen variant", async () => {
    const res = await get(`/view?mode=desktop&next=${encodeURIComponent("/mobile/qas/billing?page=2")}`, {
      "user-agent": PHONE,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${base}qas/billing`);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^view=desktop;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toContain(`Path=${base}`);
    expect(res.headers.get("cache-control")).toBe("no-store");

    const back = await get(`/view?mode=mobile&next=${encodeURIComponent("/solution_list/finance")}`);
    expect(back.headers.get("location")).toBe(`${base}mobile/solution?type=finance`);
    expect(back.headers.get("set-cookie")).toMatch(/^view=mobile;/);
    const none = await get(`/view?mode=mobile&next=${encodeURIComponent("/news/2")}`);
    expect(none.headers.get("location")).toBe(`${base}mobile`);
    // The register form keeps its thank-you state across the switch.
    const sent = await get(`/view?mode=mobile&next=${encodeURIComponent("/register?sent=1")}`);
    expect(sent.headers.get("location")).toBe(`${base}mobile/register?sent=1`);
  });

  it("switch endpoint cannot redirect off-site and rejects a bad mode", async () => {
    for (const next of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      const res = await get(`/view?mode=desktop&next=${encodeURIComponent(next)}`);
      expect(res.status).toBe(302);
      const loc = res.headers.get("location") ?? "";
      expect(loc.startsWith(base)).toBe(true);
      expect(loc.startsWith("//")).toBe(false);
      expect(new URL(loc, origin).origin).toBe(origin);
    }
    const bad = await get("/view?mode=tablet&next=/");
    expect(bad.status).toBe(400);
    expect(bad.headers.get("set-cookie")).toBeNull();
  });
});
