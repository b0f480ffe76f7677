import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SQLITE_FILE } from "../../db/database.ts";
import { overwriteInPlace } from "../support/files.ts";
import { apiPathOf, RENDER_AFRESH, unseenDataPages } from "./pages.ts";
import { freshDataDir, rawGet, startSite, waitFor, type RunningServer } from "./support.ts";

// The embedded SQLite file goes bad under a running server and is then put back.
//
// Renaming the file away (or chmod 000, which root ignores) proves nothing: the
// server's open descriptor keeps reading the old inode. So the file is damaged
// in place, through a descriptor of our own, the way a failing disk or a stray
// `cp` over it would: every byte overwritten with garbage, then the saved bytes
// written back. Before that, the WAL is checkpointed into the main file from a
// second connection (allowed alongside the server's), so no page can still be
// read from the -wal file; the -wal and -shm files themselves are never touched.
const PORT = 4770;
const STACK = /\n\s+at [^\n]*:\d+:\d+|\/work\/|node_modules|SQLITE_|not a database|malformed|no such table/;

describe("database outage (embedded SQLite)", () => {
  let server: RunningServer;
  let dataDir: string;
  let file: string;
  let saved: Buffer | undefined;
  let pages: Awaited<ReturnType<typeof unseenDataPages>>;

  async function damage(): Promise<void> {
    await waitFor(async () => {
      const other = new DatabaseSync(file);
      try {
        // busy = 1 while the server is inside a read; it is idle between our requests.
        const row = other.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get() as { busy: number };
        return row.busy === 0;
      } finally {
        other.close();
      }
    }, 5000);
    saved = readFileSync(file);
    expect(saved.subarray(0, 16).toString("latin1")).toBe("SQLite format 3\0");
    overwriteInPlace(file, Buffer.alloc(saved.length, 0x5a));
  }

  function restore(): void {
    if (!saved) return;
    overwriteInPlace(file, saved);
    saved = undefined;
  }

  beforeAll(async () => {
    dataDir = freshDataDir(`p${PORT}`);
    file = path.join(dataDir, SQLITE_FILE);
    server = await startSite(PORT, { DATA_DIR: dataDir, DATABASE_URL: "" });
    pages = await unseenDataPages(server.url, 15);
    expect(pages.size).toBeGreaterThan(30);
  });
  afterAll(async () => {
    restore();
    const code = await server?.stop();
    expect(code, server?.output().slice(-4000)).toBe(0);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves everything while the file is sound", async () => {
    for (const path of [...pages.take(4), "/", "/news"])
      expect((await fetch(server.url + path)).status, path).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it("answers the error page (500, or 503 with Retry-After) for data, 200 for static and cached pages, 503 on /readyz, and stays up", async () => {
    await damage();
    const apiDetails = pages.take(2).map(apiPathOf);
    const statuses: number[] = [];
    for (const path of [...pages.take(8), ...apiDetails]) {
      const res = await rawGet(PORT, path, {}, 10_000);
      statuses.push(res.status);
      expect([500, 503], `${path}: ${res.status}`).toContain(res.status);
      if (res.status === 503) expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(res.body, path).not.toMatch(STACK);
      expect(String(res.headers["cache-control"] ?? ""), path).toMatch(/no-store|no-cache|max-age=0/);
      if (!path.startsWith("/api/")) expect(res.body, path).toMatch(/Something went wrong|try again|unavailable/i);
      expect(res.ms, `${path} answered in ${Math.round(res.ms)} ms`).toBeLessThan(7000);
    }
    process.stdout.write(`SQLite outage: data pages answered ${statuses.join(", ")}\n`);
    for (const path of ["/about", "/oa", "/case/fai", "/mobile/oa", "/trade"]) {
      const res = await rawGet(PORT, path, RENDER_AFRESH, 10_000);
      expect(res.status, `${path} must not need the database`).toBe(200);
    }
    const cached = await fetch(`${server.url}/news`);
    expect(cached.status).toBe(200);
    expect(cached.headers.get("x-page-cache")).toBe("hit");
    const ready = await rawGet(PORT, "/readyz");
    expect(ready.status).toBe(503);
    expect(Number(ready.headers["retry-after"])).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(server.proc.exitCode).toBeNull();
  });

  it("recovers by itself within 5 s of the file being restored, without a restart", async () => {
    if (!saved) await damage();
    expect((await rawGet(PORT, pages.next(), {}, 10_000)).status).toBeGreaterThanOrEqual(500);
    const pid = server.proc.pid;
    restore();
    const took = await waitFor(async () => {
      if ((await fetch(`${server.url}/readyz`)).status !== 200) return false;
      const checks = await Promise.all(pages.take(2).map((p) => fetch(server.url + p)));
      return checks.every((r) => r.status === 200);
    }, 5000);
    expect(took).toBeLessThan(5000);
    process.stdout.write(`SQLite outage: recovered ${took} ms after the file was restored\n`);
    expect(server.proc.pid).toBe(pid);
    expect(server.proc.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/uncaught exception|"level":60/);
  });
});
