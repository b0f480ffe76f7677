import http from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { guardConnections, type ConnectionGuardOptions, type ConnectionGuardStats } from "./connection-guard.ts";

interface Served {
  port: number;
  stats: ConnectionGuardStats;
  /** Requests the app has seen, by path. */
  seen: string[];
  /** Answers the app is holding back, to be released by the test. */
  held: http.ServerResponse[];
  server: http.Server;
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});

/**
 * The guard in front of an app that answers "/fast" at once, "/big" with 8 MB, and
 * holds every other request until the test releases it.
 */
async function serve(options: ConnectionGuardOptions): Promise<Served> {
  const seen: string[] = [];
  const held: http.ServerResponse[] = [];
  const server = http.createServer();
  const big = Buffer.alloc(8 << 20, "x");
  const stats = guardConnections(
    server,
    (req, res) => {
      seen.push(req.url ?? "");
      if (req.url === "/fast") res.end("fast");
      else if (req.url === "/big") res.end(big);
      else held.push(res);
    },
    options,
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return { port: (server.address() as net.AddressInfo).port, stats, seen, held, server };
}

/** Requests in one string; the last asks the server to close the connection after its answer, unless keepOpen. */
function pipelined(paths: string[], keepOpen = false): string {
  return paths
    .map(
      (p, i) =>
        `GET ${p} HTTP/1.1\r\nHost: x\r\n${i === paths.length - 1 && !keepOpen ? "Connection: close\r\n" : ""}\r\n`,
    )
    .join("");
}

/** Sends raw bytes on a new connection; resolves with everything received once the server closes it (or after waitMs). */
function exchange(
  port: number,
  bytes: string,
  waitMs = 2000,
  localAddress?: string,
): Promise<{ text: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1", ...(localAddress ? { localAddress } : {}) });
    let text = "";
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closedByServer: false });
    }, waitMs);
    socket.on("data", (d: Buffer) => (text += d.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ text, closedByServer: true });
    });
    socket.write(bytes);
  });
}

function statuses(text: string): number[] {
  return [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
}

async function until(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe("connection guard", () => {
  it("answers pipelined requests up to the limit, in order", async () => {
    const { port, seen } = await serve({ maxPipelined: 4 });
    const { text } = await exchange(port, pipelined(["/fast", "/fast", "/fast", "/fast"]), 500);
    expect(statuses(text)).toEqual([200, 200, 200, 200]);
    expect(seen).toHaveLength(4);
  });

  it("closes a connection that pipelines past the limit in one read, before the app sees any of it", async () => {
    const { port, seen, stats } = await serve({ maxPipelined: 4 });
    const { text, closedByServer } = await exchange(
      port,
      pipelined(Array.from({ length: 500 }, (_, i) => `/slow/${i}`)),
    );
    expect(closedByServer).toBe(true);
    expect(text).toBe("");
    expect(stats.closed).toBe(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual([]);
    await until(() => stats.clients === 0);
  });

  it("abandons at once the requests the app is working on when a later read takes the connection past the limit", async () => {
    const { port, seen, held, stats, server } = await serve({ maxPipelined: 4 });
    // Runs right after the guard for the same request, before the connection's close event.
    let abandonedWhenClosed: boolean[] = [];
    server.on("request", (req: http.IncomingMessage) => {
      if (req.url === "/slow/5") abandonedWhenClosed = held.map((res) => res.destroyed);
    });
    const socket = net.connect(port, "127.0.0.1");
    socket.on("error", () => {});
    socket.write(pipelined(["/slow/1", "/slow/2"], true));
    await until(() => seen.length === 2);
    const closed = new Promise((r) => socket.once("close", r));
    socket.write(pipelined(["/slow/3", "/slow/4", "/slow/5"], true));
    await closed;
    expect(stats.closed).toBe(1);
    expect(abandonedWhenClosed).toEqual([true, true]);
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual(["/slow/1", "/slow/2"]);
    await until(() => stats.clients === 0);
  });

  it("answers 429 with Retry-After beyond the client's limit, without the app, and counts answers back", async () => {
    const { port, seen, held, stats } = await serve({ maxClientRequests: 3 });
    const waiting = [1, 2, 3].map((i) => exchange(port, pipelined([`/slow/${i}`]), 3000));
    await until(() => held.length === 3);
    const refused = await exchange(port, pipelined(["/slow/4"]), 1000);
    expect(statuses(refused.text)).toEqual([429]);
    expect(refused.text).toMatch(/\r\nretry-after: 1\r\n/i);
    expect(refused.text).toMatch(/\r\nconnection: close\r\n/i);
    const api = await exchange(port, pipelined(["/api/v1/news"]), 1000);
    expect(JSON.parse(api.text.slice(api.text.indexOf("\r\n\r\n") + 4))).toMatchObject({
      error: { status: 429, code: "rate-limited" },
    });
    expect(seen).toEqual(["/slow/1", "/slow/2", "/slow/3"]);
    expect(stats.refused).toBe(2);
    // Another address is another client.
    const other = await exchange(port, pipelined(["/fast"]), 1000, "127.0.0.2");
    expect(statuses(other.text)).toEqual([200]);
    for (const res of held) res.end("done");
    await Promise.all(waiting);
    await until(() => stats.clients === 0);
    expect(statuses((await exchange(port, pipelined(["/fast"]), 1000)).text)).toEqual([200]);
  });

  it("does not count a slow reader's answer once it is on the socket", async () => {
    const { port, stats } = await serve({ maxClientRequests: 2 });
    // Three connections that do not read their 8 MB answers: each waits in its socket, none in the counts.
    const stalled = [1, 2, 3].map(() => {
      const socket = net.connect(port, "127.0.0.1").on("error", () => {});
      socket.pause();
      socket.write(pipelined(["/big"]));
      return socket;
    });
    await new Promise((r) => setTimeout(r, 200));
    const fourth = net.connect(port, "127.0.0.1");
    fourth.write(pipelined(["/big"]));
    const head = await new Promise<string>((resolve) =>
      fourth.once("data", (d: Buffer) => resolve(d.toString("latin1", 0, 20))),
    );
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(stats.refused).toBe(0);
    for (const socket of [...stalled, fourth]) socket.destroy();
  });

  it("does not limit a trusted proxy's address", async () => {
    const { port, held, stats } = await serve({ maxClientRequests: 2, trustProxy: (addr) => addr === "127.0.0.1" });
    const waiting = [1, 2, 3, 4].map((i) => exchange(port, pipelined([`/slow/${i}`]), 3000));
    await until(() => held.length === 4);
    expect(stats.refused).toBe(0);
    for (const res of held) res.end("done");
    await Promise.all(waiting);
  });

  it("closes a connection on which nothing moves for the idle timeout", async () => {
    const { port, server } = await serve({ idleTimeoutMs: 300 });
    expect(server.timeout).toBe(300);
    const started = Date.now();
    const { closedByServer } = await exchange(port, pipelined(["/slow/never"]), 5000);
    expect(closedByServer).toBe(true);
    expect(Date.now() - started).toBeLessThan(4000);
  });
});
