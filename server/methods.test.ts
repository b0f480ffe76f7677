import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowedMethods, methodGuard } from "./methods.ts";

describe("allowedMethods", () => {
  it("reads everywhere, posts only to the lead endpoint and the registration page", () => {
    for (const base of ["/", "/site/"]) {
      expect(allowedMethods(`${base}about`, base)).toEqual(["GET", "HEAD"]);
      expect(allowedMethods(`${base}api/v1/news`, base)).toEqual(["GET", "HEAD"]);
      for (const path of ["api/v1/leads", "API//v1/Leads/", "api/v1/leads/"])
        expect(allowedMethods(base + path, base), path).toEqual(["POST"]);
      for (const path of ["register", "register/", "register.data", "mobile/register", "mobile/register.data"])
        expect(allowedMethods(base + path, base), path).toEqual(["GET", "HEAD", "POST"]);
      expect(allowedMethods(`${base}mobile/price`, base)).toEqual(["GET", "HEAD"]);
      // Pages match case-sensitively; another spelling is redirected, never posted to.
      expect(allowedMethods(`${base}Register`, base)).toEqual(["GET", "HEAD"]);
    }
  });

  it("takes the back office's form posts on its pages only; the admin API reads", () => {
    for (const base of ["/", "/site/"]) {
      for (const path of ["admin", "admin.data", "admin/", "admin/sign-in", "admin/users.data", "admin/setup/abc"])
        expect(allowedMethods(base + path, base), path).toEqual(["GET", "HEAD", "POST"]);
      for (const path of ["administrator", "Admin/sign-in", "adminx/y", "api/v1/admin/users"])
        expect(allowedMethods(base + path, base), path).toEqual(["GET", "HEAD"]);
    }
  });
});

describe("methodGuard", () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    const app = express();
    app.use(methodGuard({ BASE_PATH: "/" }));
    app.use((_req, res) => void res.send("served"));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const ask = (method: string, path: string) =>
    new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
      const req = http.request({ port, host: "127.0.0.1", method, path }, (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
      });
      req.on("error", reject);
      req.end();
    });

  it("answers 405 with Allow, JSON under the API and text elsewhere, and lets served methods through", async () => {
    const trace = await ask("TRACE", "/about");
    expect(trace).toMatchObject({ status: 405, allow: "GET, HEAD" });
    expect(trace.body).toBe("This address answers GET, HEAD only.");
    const api = await ask("DELETE", "/api/v1/news");
    expect(api).toMatchObject({ status: 405, allow: "GET, HEAD" });
    expect(JSON.parse(api.body)).toEqual({
      error: { status: 405, code: "method_not_allowed", message: "This address answers GET, HEAD only." },
    });
    expect(await ask("GET", "/api/v1/leads")).toMatchObject({ status: 405, allow: "POST" });
    expect(await ask("OPTIONS", "/register")).toMatchObject({ status: 405, allow: "GET, HEAD, POST" });
    for (const [method, path] of [
      ["GET", "/about"],
      ["HEAD", "/about"],
      ["POST", "/register"],
      ["POST", "/api/v1/leads"],
    ]) {
      expect((await ask(method!, path!)).status, `${method} ${path}`).toBe(200);
    }
  });
});
