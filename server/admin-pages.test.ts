import type { AddressInfo } from "node:net";
import http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPageHeaders, isAdminPagePath } from "./admin-pages.ts";
import { parseConfig } from "./config.ts";
import { deviceRedirect } from "./device.ts";
import { allowedMethods } from "./methods.ts";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";

describe("isAdminPagePath", () => {
  it("knows the admin's pages and data requests, and nothing else", () => {
    for (const path of ["/admin", "/admin.data", "/admin/users", "/admin/sign-in.data"])
      expect(isAdminPagePath(path, "/"), path).toBe(true);
    for (const path of ["/administrator", "/", "/news", "/api/v1/admin/me"])
      expect(isAdminPagePath(path, "/"), path).toBe(false);
    expect(isAdminPagePath("/site/admin/users", "/site/")).toBe(true);
    expect(isAdminPagePath("/admin/users", "/site/")).toBe(false);
  });

  it("lets the admin's forms post, and nothing new elsewhere", () => {
    expect(allowedMethods("/admin/sign-in", "/")).toContain("POST");
    expect(allowedMethods("/admin/users.data", "/")).toContain("POST");
    expect(allowedMethods("/administrator", "/")).not.toContain("POST");
    expect(allowedMethods("/about", "/")).not.toContain("POST");
  });
});

describe.each(["/", "/site/"])("admin answers at base %s", (base) => {
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    const config = parseConfig({ BASE_PATH: base });
    const app = express();
    app.use(deviceRedirect(config));
    app.use(adminPageHeaders(config));
    // A route that tries to make its answer public, as a careless page might.
    app.use((_req, res) => {
      res.set("cache-control", "public, max-age=600").status(200).type("text/html").send("page");
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(origin + base + path.replace(/^\//, ""), { headers, redirect: "manual" });

  it("are private, never stored and never indexed, whatever the page says", async () => {
    for (const path of ["/admin", "/admin/sign-in", "/admin/nope"]) {
      const res = await get(path);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
      expect(res.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
    }
    const pub = await get("/about");
    expect(pub.headers.get("cache-control")).toBe("public, max-age=600");
    expect(pub.headers.get("x-robots-tag")).toBeNull();
  });

  it("are not sent to /mobile on a phone", async () => {
    for (const path of ["/admin", "/admin/sign-in", "/admin/account"]) {
      const res = await get(path, { "user-agent": PHONE });
      expect(res.status, path).toBe(200);
    }
    // The public home still is, so the phone really counts as one.
    expect((await get("/", { "user-agent": PHONE })).status).toBe(302);
  });
});
