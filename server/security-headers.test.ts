import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type RequestHandler } from "express";
import helmet from "helmet";
import { afterAll, describe, expect, it } from "vitest";
import { NON_DOCUMENT_CSP } from "./security.ts";
import { HELMET_OPTIONS, PERMISSIONS_POLICY, securityHeaders } from "./security-headers.ts";

const servers: Server[] = [];
afterAll(async () => {
  for (const s of servers) await new Promise<void>((resolve) => s.close(() => resolve()));
});

async function serve(headers: RequestHandler): Promise<string> {
  const app = express();
  app.disable("x-powered-by");
  app.use(headers);
  app.get("/page", (_req, res) => void res.type("text/plain").send("ok"));
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The response's header lines in the order they were sent, without the date. */
async function headerLines(origin: string): Promise<string[]> {
  const res = await fetch(`${origin}/page`);
  await res.text();
  return [...res.headers].filter(([name]) => name !== "date").map(([name, value]) => `${name}: ${value}`);
}

describe("security headers", () => {
  it("are the headers helmet sets with the server's options, then the policies, in that order", async () => {
    const chain = helmet(HELMET_OPTIONS);
    // Helmet run for each request, as the server once did.
    const perRequest = await serve((req, res, next) =>
      chain(req, res, () => {
        res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
        res.setHeader("Content-Security-Policy", NON_DOCUMENT_CSP);
        next();
      }),
    );
    const lines = await headerLines(await serve(securityHeaders()));
    expect(lines).toEqual(await headerLines(perRequest));
    expect(lines).toEqual(
      expect.arrayContaining([
        "x-frame-options: DENY",
        "cross-origin-opener-policy: same-origin",
        "cross-origin-resource-policy: same-origin",
        "referrer-policy: strict-origin-when-cross-origin",
        "x-content-type-options: nosniff",
        `permissions-policy: ${PERMISSIONS_POLICY}`,
        `content-security-policy: ${NON_DOCUMENT_CSP}`,
      ]),
    );
    // Only over HTTPS.
    expect(lines.some((l) => l.startsWith("strict-transport-security"))).toBe(false);
  });

  it("asks helmet once, not for each request", async () => {
    let runs = 0;
    const chain = helmet(HELMET_OPTIONS);
    const origin = await serve(
      securityHeaders((req, res, next) => {
        runs++;
        chain(req, res, next);
      }),
    );
    for (let i = 0; i < 3; i++) expect(await headerLines(origin)).toContain("x-frame-options: DENY");
    expect(runs).toBe(1);
  });
});
