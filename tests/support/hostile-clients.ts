/**
 * Hostile HTTP clients on loopback, and a watcher of the server process they
 * aim at: used by tests/security/hostile-clients.test.ts and by
 * `npm run bench:soak` (scripts/soak.ts).
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";

/**
 * Connections that each pipeline `perConnection` keep-alive GETs and never read
 * an answer. They are written `batch` at a time, `intervalMs` apart, the way a
 * network delivers them (on loopback a single write reaches the server whole);
 * batch = perConnection writes them all at once. Writing stops when the server
 * closes the connection. Returns a function that closes the connections.
 */
export function pipelineFlood(
  port: number,
  connections: number,
  perConnection: number,
  pathOf: (connection: number, request: number) => string,
  batch = perConnection,
  intervalMs = 1,
): () => void {
  const sockets: net.Socket[] = [];
  for (let c = 0; c < connections; c++) {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.pause(); // never read: the answers pile up in the kernel, then in the server
    socket.on("error", () => {}); // the server may close the connection; that is its right
    sockets.push(socket);
    void (async () => {
      for (let first = 0; first < perConnection && !socket.destroyed; first += batch) {
        let requests = "";
        for (let i = first; i < Math.min(first + batch, perConnection); i++) {
          requests += `GET ${pathOf(c, i)} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n`;
        }
        socket.write(requests);
        await new Promise((r) => setTimeout(r, intervalMs));
      }
    })();
  }
  return () => {
    for (const socket of sockets) socket.destroy();
  };
}

export interface SlowRead {
  status: number;
  /** Bytes of the answer read, headers included. */
  bytes: number;
  /** The whole body arrived (as long as its Content-Length says). */
  complete: boolean;
}

/**
 * `count` connections that each GET `path` and then read `chunkBytes` every
 * `intervalMs`. `done` resolves when every answer is complete or its connection
 * failed; close() ends the ones still reading.
 */
export function slowReaders(
  port: number,
  count: number,
  path: string,
  chunkBytes: number,
  intervalMs: number,
): { done: Promise<SlowRead[]>; close: () => void } {
  const closers: Array<() => void> = [];
  const reads = Array.from({ length: count }, () => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    return new Promise<SlowRead>((resolve) => {
      let head = "";
      let bytes = 0;
      let bodyBytes = -1;
      const result = (): SlowRead => {
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
        const expected = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? -1);
        return { status, bytes, complete: expected >= 0 && bodyBytes >= expected };
      };
      const finish = () => {
        clearInterval(timer);
        socket.destroy();
        resolve(result());
      };
      closers.push(finish);
      // Paused mode: the socket buffers a little, then stops reading until we take some.
      const timer = setInterval(() => {
        const chunk = (socket.read(chunkBytes) ?? socket.read()) as Buffer | null;
        if (!chunk) return;
        bytes += chunk.length;
        if (bodyBytes < 0) {
          head += chunk.toString("latin1");
          const end = head.indexOf("\r\n\r\n");
          if (end < 0) return;
          bodyBytes = head.length - end - 4;
          head = head.slice(0, end);
        } else bodyBytes += chunk.length;
        if (result().complete) finish();
      }, intervalMs);
      socket.on("error", finish);
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`);
    });
  });
  return {
    done: Promise.all(reads),
    close: () => {
      for (const close of closers) close();
    },
  };
}

export function rssMiB(pid: number): number {
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  if (!kb) throw new Error(`cannot read the resident memory of process ${pid}`);
  return Number(kb) / 1024;
}

/** One GET of /healthz on a new connection from another loopback address, so it is not the attacker's client. */
export function healthCheck(port: number, timeoutMs: number): Promise<{ ok: boolean; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(
      { host: "127.0.0.1", port, path: "/healthz", localAddress: "127.0.0.2", agent: false, timeout: timeoutMs },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ ok: res.statusCode === 200, ms: performance.now() - started }));
        res.on("error", () => resolve({ ok: false, ms: performance.now() - started }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ ok: false, ms: performance.now() - started }));
  });
}

export interface ProcessWatch {
  peakRssMiB: number;
  /** Health checks made, failed (error, non-200 or timeout), and the slowest in ms. */
  checks: number;
  failed: number;
  slowestMs: number;
  /** When the slowest check started, in ms after the watch began. */
  slowestAtMs: number;
  /** False once the process was found gone. */
  alive: boolean;
}

/**
 * Samples the process's resident memory every 50 ms and checks /healthz every
 * 250 ms (one at a time, each given `checkTimeoutMs`) until stop() is called.
 */
export function watchProcess(
  pid: number,
  port: number,
  checkTimeoutMs = 3000,
): { stop: () => Promise<ProcessWatch>; checks: () => number } {
  const watch: ProcessWatch = { peakRssMiB: 0, checks: 0, failed: 0, slowestMs: 0, slowestAtMs: 0, alive: true };
  const sample = () => {
    try {
      watch.peakRssMiB = Math.max(watch.peakRssMiB, rssMiB(pid));
    } catch {
      watch.alive = false;
    }
  };
  const sampler = setInterval(sample, 50);
  let stopped = false;
  const began = Date.now();
  const checking = (async () => {
    while (!stopped) {
      const started = Date.now();
      const result = await healthCheck(port, checkTimeoutMs);
      watch.checks++;
      if (!result.ok) watch.failed++;
      if (result.ms > watch.slowestMs) {
        watch.slowestMs = result.ms;
        watch.slowestAtMs = started - began;
      }
      await new Promise((r) => setTimeout(r, Math.max(0, 250 - (Date.now() - started))));
    }
  })();
  return {
    checks: () => watch.checks,
    stop: async () => {
      stopped = true;
      await checking;
      clearInterval(sampler);
      sample();
      return watch;
    },
  };
}
