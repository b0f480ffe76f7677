/**
 * Helpers for the security suite: the shared production build (tests/support/server.ts), servers on
 * ports 4700-4799 or served by the test process itself on ports the system picks,
 * and a TCP proxy in front of PostgreSQL that a test can cut, slow down and
 * restore without touching the shared database server.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { createApp } from "../../server/app.ts";
import { parseConfig } from "../../server/config.ts";
import { withPageCache, type PageCache } from "../../server/page-cache/index.ts";
import { createServices } from "../../server/services.ts";
import { buildDirFor, ensureBuild, startServer, type RunningServer } from "../support/server.ts";
import { DATA_ROOT, SITE_TEMPLATE } from "./site-template.ts";

export const BUILD_DIR = process.env.SECURITY_BUILD_DIR ?? buildDirFor("/");

export function buildOnce(): void {
  ensureBuild(BUILD_DIR, { BASE_PATH: "/" });
}

/**
 * A new data directory: a copy of this run's prepared one (site-template.ts), or empty outside
 * the suite's configuration, where the server migrates and seeds it as on a first start.
 */
export function freshDataDir(name: string): string {
  mkdirSync(DATA_ROOT, { recursive: true });
  const dir = mkdtempSync(path.join(DATA_ROOT, `${name}-`));
  const template = process.env[SITE_TEMPLATE];
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

/** env.DATA_DIR, when given, is used as it is (a test that needs to reach the SQLite file makes it with freshDataDir). */
export async function startSite(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  buildOnce();
  return startServer(
    {
      PORT: String(port),
      BUILD_DIR,
      DATA_DIR: env.DATA_DIR ?? freshDataDir(`p${port}`),
      SITE_URL: `http://127.0.0.1:${port}`,
      PAGE_CACHE: "on",
      ...env,
    },
    180_000,
  );
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

/**
 * A GET whose path is sent byte for byte (fetch would normalise "..", "//" and
 * backslashes before they reach the server, which is exactly what we want to test).
 */
export function rawGet(
  port: number,
  rawPath: string,
  headers: Record<string, string> = {},
  timeoutMs = 5000,
): Promise<RawResponse> {
  return rawRequest(port, "GET", rawPath, headers, timeoutMs);
}

/**
 * A request with exactly the given method, path and headers. Unlike fetch, which
 * refuses TRACE and adds "Cache-Control: no-cache" to any conditional request, it
 * asks the way a browser revalidating a page does. A body is sent as given, with
 * only the headers passed (no Content-Type is added).
 */
export function rawRequest(
  port: number,
  method: string,
  rawPath: string,
  headers: Record<string, string> = {},
  timeoutMs = 5000,
  body?: string,
): Promise<RawResponse> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: rawPath,
        headers: { connection: "close", ...headers },
        timeout: timeoutMs,
        insecureHTTPParser: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timeout after ${timeoutMs} ms: ${rawPath}`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** Every server the site redirects to must be our own origin. */
export function sameOrigin(location: string, base: string): boolean {
  return new URL(location, base).origin === new URL(base).origin;
}

/**
 * A TCP forwarder to a real server. close() refuses new connections and cuts the
 * open ones (the database "goes away"); open() brings it back; delayMs holds
 * every chunk from the server that long (slow queries). freeze() keeps every
 * connection open and accepts new ones, but holds what either side sends (a
 * peer behind a network partition: no error, no answer); thaw() delivers what
 * was held, in order, and forwards again.
 */
export class TcpProxy {
  readonly port: number;
  private readonly target: { host: string; port: number };
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  delayMs = 0;
  /** Chunks sent by clients (the site) to the server so far: grows with every query. */
  sent = 0;
  /** Chunks the site sent while frozen: grows with every query or connection attempt left unanswered. */
  held = 0;
  private frozen = false;
  private heldWrites: Array<() => void> = [];

  freeze(): void {
    this.frozen = true;
    this.held = 0;
  }

  thaw(): void {
    this.frozen = false;
    const writes = this.heldWrites;
    this.heldWrites = [];
    for (const write of writes) write();
  }

  /** Writes now, or after thaw() while frozen. */
  private forward(to: net.Socket, chunk: Buffer, fromSite: boolean): void {
    const write = () => {
      if (to.writable) to.write(chunk);
    };
    if (!this.frozen) return write();
    if (fromSite) this.held++;
    this.heldWrites.push(write);
  }

  constructor(port: number, target = { host: "127.0.0.1", port: 5432 }) {
    this.port = port;
    this.target = target;
  }

  async open(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      this.sockets.add(client);
      this.sockets.add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        this.sockets.delete(client);
        this.sockets.delete(upstream);
      };
      client.on("error", drop).on("close", drop);
      upstream.on("error", drop).on("close", drop);
      client.on("data", (d: Buffer) => {
        this.sent++;
        this.forward(upstream, d, true);
      });
      upstream.on("data", (d: Buffer) => {
        if (this.delayMs > 0) setTimeout(() => client.writable && client.write(d), this.delayMs);
        else this.forward(client, d, false);
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.server = server;
  }

  async close(): Promise<void> {
    this.frozen = false;
    this.heldWrites = [];
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export async function createPgDatabase(name: string): Promise<string> {
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ host: "127.0.0.1", port: 5432, user: "postgres", database: "postgres" });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return name;
}

export async function dropPgDatabase(name: string): Promise<void> {
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ host: "127.0.0.1", port: 5432, user: "postgres", database: "postgres" });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** A port nothing listens on right now (the test's own server then takes it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, stepMs = 100): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

/** Process ids whose parent is `pid` (the workers of a primary, the server under npm), from /proc. */
export function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[1]) === pid && fields[0] !== "Z") found.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return found.sort((a, b) => a - b);
}

/** Whether a TCP connection to the port on loopback is accepted. */
export function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** `pid`'s children, their children, and so on. */
export function descendantsOf(pid: number): number[] {
  const children = childrenOf(pid);
  return [...children, ...children.flatMap((child) => descendantsOf(child))];
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export type { RunningServer };

export interface InProcessSite {
  url: string;
  port: number;
  /** The page cache of this site, for its counters (entries, misses). */
  pageCache: PageCache;
  /** Log lines (JSON) at warn level and above. */
  logs: string[];
  close(): Promise<void>;
}

export interface InProcessSites {
  sites: InProcessSite[];
  /** The services every site shares (an editor's account, the content behind the pages). */
  services: Awaited<ReturnType<typeof createServices>>;
  close(): Promise<void>;
}

/**
 * Production sites served by this test process (the build in BUILD_DIR, one set of
 * services shared by every site), on ports the system picks, one per entry of
 * `envs` (or on its PORT). Unlike startSite, the test can read the page cache's counters and the
 * log. Each site is what server/serve.ts runs: the page cache's fast path in
 * front of the Express app.
 */
export async function serveInProcess(name: string, envs: Array<Record<string, string>>): Promise<InProcessSites> {
  buildOnce();
  const servers = await Promise.all(
    envs.map(async (env) => {
      const server = http.createServer({ keepAliveTimeout: 5000 });
      // On the port an entry names (PORT), or one the system picks.
      await new Promise<void>((resolve) => server.listen(Number(env.PORT ?? 0), "127.0.0.1", resolve));
      return server;
    }),
  );
  const portOf = (server: http.Server) => (server.address() as net.AddressInfo).port;
  const dataDir = freshDataDir(name);
  const configOf = (i: number) =>
    parseConfig({
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      BUILD_DIR,
      SITE_URL: `http://127.0.0.1:${portOf(servers[i]!)}`,
      PORT: "0",
      LOG_LEVEL: "warn",
      ...envs[i],
    });
  const services = await createServices(configOf(0), pino({ level: "silent" }));
  const build = (await import(pathToFileURL(path.resolve(BUILD_DIR, "server", "index.js")).href)) as ServerBuild;
  const sites = servers.map((server, i): InProcessSite => {
    const config = configOf(i);
    const logs: string[] = [];
    const logger = pino(
      { level: config.LOG_LEVEL, base: { service: "vitrine" } },
      { write: (line: string) => void logs.push(line) },
    );
    // One services object for every site: createApp hands it to each request's router context.
    const app = createApp({ config, logger, services, build, clientDir: path.resolve(BUILD_DIR, "client") });
    server.on("request", withPageCache(app));
    const pageCache = app.locals.pageCache as PageCache;
    return {
      url: `http://127.0.0.1:${portOf(server)}`,
      port: portOf(server),
      pageCache,
      logs,
      close: async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await pageCache.close();
      },
    };
  });
  return {
    sites,
    services,
    close: async () => {
      await Promise.all(sites.map((s) => s.close()));
      await services.close();
    },
  };
}
