/**
 * Helpers for the security suite: a production build in build-g, servers on
 * ports 4700-4799, and a TCP proxy in front of PostgreSQL that a test can cut,
 * slow down and restore without touching the shared database server.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { ensureBuild, startServer, type RunningServer } from "../support/server.ts";

export const BUILD_DIR = process.env.SECURITY_BUILD_DIR ?? "build-g";
const DATA_ROOT = process.env.SECURITY_DATA_DIR ?? "/tmp/vitrine-g";

export function buildOnce(): void {
  ensureBuild(BUILD_DIR, { BASE_PATH: "/" });
}

/** Generated demo images, kept once per machine: rendering them takes ~20 s, copying them milliseconds. */
const MEDIA_TEMPLATE = path.join(DATA_ROOT, "media-template");

/** A new, empty data directory (fresh SQLite file), with the demo images copied in when we have them. */
export function freshDataDir(name: string): string {
  mkdirSync(DATA_ROOT, { recursive: true });
  const dir = mkdtempSync(path.join(DATA_ROOT, `${name}-`));
  if (existsSync(MEDIA_TEMPLATE)) cpSync(MEDIA_TEMPLATE, path.join(dir, "media"), { recursive: true });
  return dir;
}

function keepMedia(dataDir: string): void {
  const media = path.join(dataDir, "media");
  if (existsSync(MEDIA_TEMPLATE) || !existsSync(media)) return;
  const tmp = `${MEDIA_TEMPLATE}.${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  cpSync(media, tmp, { recursive: true });
  try {
    renameSync(tmp, MEDIA_TEMPLATE);
  } catch {
    rmSync(tmp, { recursive: true, force: true }); // another run got there first
  }
}

/** env.DATA_DIR, when given, is used as it is (a test that needs to reach the SQLite file makes it with freshDataDir). */
export async function startSite(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  buildOnce();
  const dataDir = env.DATA_DIR ?? freshDataDir(`p${port}`);
  const server = await startServer(
    {
      PORT: String(port),
      BUILD_DIR,
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      PAGE_CACHE: "on",
      ...env,
    },
    180_000,
  );
  keepMedia(dataDir);
  return server;
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
export function rawGet(port: number, rawPath: string, headers: Record<string, string> = {}, timeoutMs = 5000): Promise<RawResponse> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method: "GET", path: rawPath, headers: { connection: "close", ...headers }, timeout: timeoutMs, insecureHTTPParser: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8"), ms: performance.now() - started }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timeout after ${timeoutMs} ms: ${rawPath}`)));
    req.on("error", reject);
    req.end();
  });
}

/** Every server the site redirects to must be our own origin. */
export function sameOrigin(location: string, base: string): boolean {
  return new URL(location, base).origin === new URL(base).origin;
}

/**
 * A TCP forwarder to a real server. close() refuses new connections and cuts the
 * open ones (the database "goes away"); open() brings it back; delayMs holds
 * every chunk from the server that long (slow queries).
 */
export class TcpProxy {
  readonly port: number;
  private readonly target: { host: string; port: number };
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  delayMs = 0;
  /** Chunks sent by clients (the site) to the server so far: grows with every query. */
  sent = 0;

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
        upstream.write(d);
      });
      upstream.on("data", (d: Buffer) => {
        if (this.delayMs > 0) setTimeout(() => client.writable && client.write(d), this.delayMs);
        else client.write(d);
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.server = server;
  }

  async close(): Promise<void> {
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

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, stepMs = 100): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

export type { RunningServer };
