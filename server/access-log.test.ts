import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessLog } from "./access-log.ts";

/** The server's logger (server/logger.ts) writing JSON lines into `lines`. */
function capturingLogger(lines: Array<Record<string, unknown>>) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n")) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return pino(
    {
      level: "info",
      base: { service: "vitrine" },
      redact: { paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'], remove: true },
    },
    sink,
  );
}

describe("access log", () => {
  const lines: Array<Record<string, unknown>> = [];
  let headerCopies = 0;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const app = express();
    app.use(accessLog(capturingLogger(lines)));
    app.use((_req, res, next) => {
      const getHeaders = res.getHeaders.bind(res);
      res.getHeaders = () => {
        headerCopies++;
        return getHeaders();
      };
      next();
    });
    const router = express.Router();
    router.get("/page", (req, res) => {
      req.log.info({ note: "handler" }, "inside");
      res.setHeader("set-cookie", "a=b");
      res.type("text/plain").send("ok");
    });
    router.get("/missing", (_req, res) => void res.status(404).send("no"));
    router.get("/broken", () => {
      throw new Error("boom");
    });
    app.use("/mounted", router);
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const lineFor = async (path: string, headers: Record<string, string> = {}) => {
    lines.length = 0;
    await (await fetch(origin + path, { headers })).text();
    // The line is written when the response finishes, which may be just after the client has it.
    for (let i = 0; i < 50 && !lines.some((l) => l.res); i++) await new Promise((r) => setTimeout(r, 10));
    return lines;
  };

  it("writes one line per request with the request's id, method and whole URL, and the status", async () => {
    const written = await lineFor("/mounted/page?x=1", { cookie: "secret=1", authorization: "Bearer t" });
    const access = written.find((l) => l.res)!;
    expect(access).toMatchObject({
      level: 30,
      service: "vitrine",
      req: { id: expect.any(Number), method: "GET", url: "/mounted/page?x=1" },
      res: { status: 200 },
      responseTime: expect.any(Number),
      msg: "request completed",
    });
    expect(Object.keys(access.req as object).sort()).toEqual(["id", "method", "url"]);
    expect(Object.keys(access.res as object)).toEqual(["status"]);
    // The handler's own line carries the same request, and no header of it.
    const inside = written.find((l) => l.msg === "inside")!;
    expect(inside.req).toEqual(access.req);
    expect(JSON.stringify(written)).not.toMatch(/secret|Bearer|a=b/);
  });

  it("logs a 4xx at warn and a failure at error", async () => {
    expect((await lineFor("/mounted/missing")).find((l) => l.res)).toMatchObject({ level: 40, res: { status: 404 } });
    expect((await lineFor("/mounted/broken")).find((l) => l.res)).toMatchObject({ level: 50, res: { status: 500 } });
  });

  it("copies no response header to write the line", async () => {
    headerCopies = 0;
    await lineFor("/mounted/page");
    expect(headerCopies).toBe(0);
  });
});
