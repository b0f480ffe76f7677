/**
 * Outbound requests cannot reach the inside: every address the attack
 * used, host names resolving into each refused range (the resolver injected), and
 * a real local HTTP server proving the connect-time re-check (DNS rebinding), that
 * the socket goes to the checked address, no redirect, the size cap and the timeout.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkOutboundUrl, outboundFetch, OutboundError, UNREACHABLE, type Resolver } from "./index.ts";

const PUBLIC = "93.184.215.14";
const resolvesTo =
  (...answers: string[][]): Resolver =>
  () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    return Promise.resolve(next.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })));
  };
const devPolicy = { allowHttp: true, allowHosts: [] };

describe("checkOutboundUrl", () => {
  const refused = async (url: string, resolve: Resolver = resolvesTo([PUBLIC])) => {
    const verdict = await checkOutboundUrl(url, { resolve, policy: devPolicy });
    return verdict.ok ? null : verdict.reason;
  };

  it.each([
    "http://169.254.169.254/latest/meta-data/iam/",
    "https://metadata.google.internal/computeMetadata/v1/",
    "https://10.0.0.5/hook",
    "https://172.16.3.4/hook",
    "https://192.168.1.1/hook",
    "https://[::1]/hook",
    "https://[fd00::1]/hook",
    "https://[fd00:ec2::254]/hook",
    "https://[fe80::1]/hook",
    "https://[::ffff:127.0.0.1]/hook",
    "https://[64:ff9b::a00:1]/hook",
    "https://0.0.0.0/hook",
    "https://2130706433/hook",
    "https://127.1/hook",
    "https://0x7f.1/hook",
    "https://100.64.0.1/hook",
    "https://224.0.0.1/hook",
    "https://localhost/hook",
    "https://intranet/hook",
  ])("refuses %s with the generic message", async (url) => {
    expect(await refused(url)).toBe(UNREACHABLE);
  });

  it.each([
    ["https://user:secret@hooks.example.com/", /user name and password/],
    ["https://hooks.example.com:22/", /port/],
    ["https://hooks.example.com:6379/", /port/],
    ["https://hooks.example.com:8443/", /port/],
    ["ftp://hooks.example.com/", /https/],
    ["not a url", /full address/],
  ])("refuses %s for its shape", async (url, reason) => {
    expect(await refused(url)).toMatch(reason);
  });

  it("refuses plain http unless the development setting allows it", async () => {
    const verdict = await checkOutboundUrl("http://hooks.example.com/", { resolve: resolvesTo([PUBLIC]) });
    expect(verdict).toEqual({ ok: false, reason: "Use an https:// address." });
  });

  it.each([
    ["loopback", "127.0.0.1"],
    ["private 10/8", "10.1.2.3"],
    ["private 172.16/12", "172.31.0.9"],
    ["private 192.168/16", "192.168.0.10"],
    ["link-local (metadata)", "169.254.169.254"],
    ["CGNAT", "100.100.100.200"],
    ["multicast", "239.1.1.1"],
    ["unspecified", "0.0.0.0"],
    ["IPv6 loopback", "::1"],
    ["unique-local", "fd12:3456::1"],
    ["IPv6 link-local", "fe80::abcd"],
    ["IPv4-mapped loopback", "::ffff:127.0.0.1"],
  ])("refuses a host name that resolves to %s (%s)", async (_range, address) => {
    expect(await refused("https://hooks.example.com/x", resolvesTo([address]))).toBe(UNREACHABLE);
    // One inside address among public ones is enough.
    expect(await refused("https://hooks.example.com/x", resolvesTo([PUBLIC, address]))).toBe(UNREACHABLE);
  });

  it("accepts a public https address, and a host that does not resolve is unreachable", async () => {
    expect(await refused("https://hooks.example.com/leads")).toBeNull();
    const nowhere: Resolver = () => Promise.reject(new Error("ENOTFOUND"));
    expect(await refused("https://hooks.example.com/leads", nowhere)).toBe(UNREACHABLE);
  });
});

describe("outboundFetch against a real server", () => {
  let server: http.Server;
  let port: number;
  const seen: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(req.url ?? "");
      if (req.url === "/redirect") res.writeHead(302, { location: "/elsewhere" }).end();
      else if (req.url === "/huge") res.end(Buffer.alloc(2 * 1024 * 1024, 97));
      else if (req.url === "/silent") return;
      else res.writeHead(200, { "x-answer": "yes" }).end("hello");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const failure = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OutboundError);
    expect((error as Error).message).toBe(UNREACHABLE);
    return (error as OutboundError).detail;
  };

  it("refuses a name that resolved outside when saved and inside when connecting (DNS rebinding)", async () => {
    const url = `http://rebind.example.com:${port}/hook`;
    const resolve = resolvesTo([PUBLIC], ["127.0.0.1"]);
    const policy = { allowHttp: true, allowHosts: [], extraPorts: [port] };
    expect(await checkOutboundUrl(url, { resolve, policy })).toEqual({ ok: true });
    const before = seen.length;
    // The server listens at 127.0.0.1 on that port: only the connect-time check keeps it unreached.
    expect(await failure(outboundFetch(url, { method: "POST", body: "{}" }, { resolve, policy }))).toMatch(
      /127\.0\.0\.1 \(loopback\)/,
    );
    expect(seen.length).toBe(before);
  });

  it("connects to the address the checked lookup returned", async () => {
    const policy = { allowHttp: true, allowHosts: ["hooks.test"] };
    const res = await outboundFetch(
      `http://hooks.test:${port}/hello`,
      {},
      { resolve: resolvesTo(["127.0.0.1"]), policy },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("x-answer")).toBe("yes");
    expect(await res.text()).toBe("hello");
  });

  it("refuses a loopback address in the URL before connecting, even with http allowed", async () => {
    const before = seen.length;
    await failure(outboundFetch(`http://127.0.0.1:${port}/hello`, {}, { policy: devPolicy }));
    await failure(outboundFetch(`http://127.0.0.1/hello`, {}, { policy: devPolicy }));
    expect(seen.length).toBe(before);
  });

  it("lets a trusted destination from the environment reach loopback, without following redirects", async () => {
    const ok = await outboundFetch(`http://127.0.0.1:${port}/hello`, {}, { trustedDestination: true });
    expect(ok.status).toBe(200);
    const before = seen.length;
    const moved = await outboundFetch(`http://127.0.0.1:${port}/redirect`, {}, { trustedDestination: true });
    expect(moved.status).toBe(302);
    expect(seen.slice(before)).toEqual(["/redirect"]);
  });

  it("caps the answer's size and the time it may take", async () => {
    const trusted = { trustedDestination: true };
    expect(await failure(outboundFetch(`http://127.0.0.1:${port}/huge`, {}, trusted))).toMatch(/larger than/);
    const started = Date.now();
    await failure(outboundFetch(`http://127.0.0.1:${port}/silent`, { timeoutMs: 200 }, trusted));
    expect(Date.now() - started).toBeLessThan(900);
  });
});
