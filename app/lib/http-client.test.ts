import http from "node:http";
import type { AddressInfo } from "node:net";
import { AxiosError } from "axios";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HTTP_TIMEOUT_MS } from "./constants";
import { createHttpClient, http as siteClient, isSameOrigin, readDocumentCookie, XSRF_HEADER } from "./http-client";

// A real HTTP server: the client is tested over the network, not against mocks.
function startServer(): Promise<{ server: http.Server; origin: string }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      switch (url.pathname) {
        case "/api/v1/echo":
          return json(200, {
            method: req.method,
            xsrf: req.headers["x-xsrf-token"] ?? null,
            contentType: req.headers["content-type"] ?? null,
            body: body ? (JSON.parse(body) as unknown) : null,
          });
        case "/api/v1/created":
          return json(201, { id: 7 });
        case "/api/v1/missing":
          return json(404, { error: "not_found", message: "No such item" });
        case "/api/v1/invalid":
          return json(422, { error: "validation", fields: { email: "required" } });
        case "/api/v1/broken":
          return json(500, { error: "internal" });
        case "/api/v1/redirect":
          res.writeHead(304);
          return res.end();
        case "/api/v1/text":
          res.writeHead(200, { "content-type": "text/plain" });
          return res.end("plain words");
        case "/api/v1/slow":
          setTimeout(() => json(200, { late: true }), 1500).unref();
          return;
        default:
          return json(404, { error: "no route" });
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, origin: `http://127.0.0.1:${port}` });
    });
  });
}

let a: { server: http.Server; origin: string };
let b: { server: http.Server; origin: string };
let refusedPort: number;

beforeAll(async () => {
  a = await startServer();
  b = await startServer();
  // A port that was just free: bound and released, so nothing listens there.
  const probe = http.createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  refusedPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((r) => probe.close(() => r()));
});
afterAll(() => {
  a.server.close();
  b.server.close();
});

const client = () =>
  createHttpClient({
    baseURL: `${a.origin}/api/v1/`,
    origin: () => a.origin,
    readCookie: (n) => (n === "XSRF-TOKEN" ? "tok-123" : undefined),
  });

describe("http client defaults", () => {
  it("uses the API under the base path, a timeout of 0 and success for 2xx only", () => {
    expect(siteClient.defaults.baseURL).toBe("/api/v1/");
    expect(siteClient.defaults.timeout).toBe(HTTP_TIMEOUT_MS);
    expect(siteClient.defaults.timeout).toBe(0);
    const valid = siteClient.defaults.validateStatus!;
    expect([199, 200, 204, 299, 300, 304, 400, 404, 500].map((s) => valid(s))).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("http client against a real server", () => {
  it("sends a JSON body as JSON and parses the JSON answer", async () => {
    const res = await client().post("echo", { name: "Ada", seats: 3 });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ method: "POST", body: { name: "Ada", seats: 3 } });
    expect((res.data as { contentType: string }).contentType).toMatch(/^application\/json/);
  });

  it("resolves any 2xx and leaves a non-JSON answer as text", async () => {
    expect((await client().post("created", {})).data).toEqual({ id: 7 });
    expect((await client().get("text")).data).toBe("plain words");
  });

  it.each([
    ["missing", 404, { error: "not_found", message: "No such item" }],
    ["invalid", 422, { error: "validation", fields: { email: "required" } }],
    ["broken", 500, { error: "internal" }],
  ])("rejects %s with the status and the parsed body", async (path, status, body) => {
    const error = await client()
      .get(path)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AxiosError);
    const e = error as AxiosError;
    expect(e.response?.status).toBe(status);
    expect(e.response?.data).toEqual(body);
    expect(e.message).toBe(`Request failed with status code ${status}`);
  });

  it("rejects a 3xx answer too", async () => {
    const e = (await client()
      .get("redirect")
      .catch((x: unknown) => x)) as AxiosError;
    expect(e.response?.status).toBe(304);
  });

  it("reports a timeout as 'timeout of Nms exceeded'", async () => {
    const started = Date.now();
    const e = (await client()
      .get("slow", { timeout: 150 })
      .catch((x: unknown) => x)) as AxiosError;
    expect(e.message).toBe("timeout of 150ms exceeded");
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it("waits without a timeout by default", async () => {
    const res = await client().get("slow");
    expect(res.data).toEqual({ late: true });
  });

  it("reports an abort as 'Request aborted'", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const e = (await client()
      .get("slow", { signal: controller.signal })
      .catch((x: unknown) => x)) as AxiosError;
    expect(e.message).toBe("Request aborted");
    expect(e.response).toBeUndefined();
  });

  it("reports a refused connection as 'Network Error'", async () => {
    const c = createHttpClient({ baseURL: `http://127.0.0.1:${refusedPort}/api/v1/`, origin: () => a.origin });
    const e = (await c.get("echo").catch((x: unknown) => x)) as AxiosError;
    expect(e.message).toBe("Network Error");
    expect(e.code).toBe("ERR_NETWORK");
  });

  it("sends X-XSRF-TOKEN to its own origin only", async () => {
    const same = await client().post("echo", {});
    expect((same.data as { xsrf: string }).xsrf).toBe("tok-123");
    const cross = await client().post(`${b.origin}/api/v1/echo`, {});
    expect((cross.data as { xsrf: string | null }).xsrf).toBeNull();
    // Even when a caller sets the header by hand, it does not leave the origin.
    const forced = await client().post(`${b.origin}/api/v1/echo`, {}, { headers: { [XSRF_HEADER]: "tok-123" } });
    expect((forced.data as { xsrf: string | null }).xsrf).toBeNull();
  });

  it("sends no header when there is no cookie", async () => {
    const c = createHttpClient({ baseURL: `${a.origin}/api/v1/`, origin: () => a.origin, readCookie: () => undefined });
    expect(((await c.post("echo", {})).data as { xsrf: string | null }).xsrf).toBeNull();
  });
});

describe("helpers", () => {
  it("reads a cookie by exact name and decodes it", () => {
    expect(readDocumentCookie("XSRF-TOKEN", "a=1; XSRF-TOKEN=ab%2Bc; XSRF-TOKEN2=no")).toBe("ab+c");
    expect(readDocumentCookie("XSRF-TOKEN", "X-XSRF-TOKEN=no")).toBeUndefined();
  });
  it("compares origins, not prefixes", () => {
    expect(isSameOrigin("/api/v1/x", "https://a.example")).toBe(true);
    expect(isSameOrigin("https://a.example.evil.test/x", "https://a.example")).toBe(false);
    expect(isSameOrigin("//evil.test/x", "https://a.example")).toBe(false);
    expect(isSameOrigin("http://a.example/x", "https://a.example")).toBe(false);
    expect(isSameOrigin("/x", undefined)).toBe(false);
  });
});
