/**
 * `npm start` as a process manager or a terminal sees it: a signal to its own
 * PID stops the whole site, the exit code says whether requests had to be cut,
 * a bad setting is refused before any build, and the site's own URL follows
 * the port it really serves when SITE_URL is not set.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { MEMORY_ENV, NODE_FLAGS } from "../../server/runtime-flags.ts";
import { root } from "../support/server.ts";
import { alive, BUILD_DIR, buildOnce, connects, descendantsOf, freshDataDir, waitFor } from "./support.ts";

const PORT = 5300;
const CLUSTER_PORT = 5301;
const XSRF = "a".repeat(43);

interface NpmStart {
  proc: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** npm's output has ended (after exit, once no process it started holds it open). */
  closed: Promise<void>;
  /** The processes npm started (the server, or the primary and its workers). */
  started: () => number[];
}

const running: NpmStart[] = [];

function npmStart(env: Record<string, string>): NpmStart {
  const bin = path.join(root, "node_modules/.bin");
  const proc = spawn("npm", ["start"], {
    cwd: root,
    env: {
      ...process.env,
      PATH: `${bin}:${process.env.PATH ?? ""}`,
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      BUILD_DIR,
      PAGE_CACHE: "on",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  proc.stdout?.on("data", (d: Buffer) => (out += d.toString()));
  proc.stderr?.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)));
  const closed = new Promise<void>((resolve) => proc.once("close", () => resolve()));
  const seen = new Set<number>();
  const started = { proc, output: () => out, exited, closed, started: () => [...seen] };
  // Remembered while npm runs, so the test can check they are gone after it exits.
  const watch = setInterval(() => {
    if (proc.exitCode === null && proc.pid) for (const pid of descendantsOf(proc.pid)) seen.add(pid);
  }, 50);
  void exited.then(() => clearInterval(watch));
  running.push(started);
  return started;
}

async function healthy(port: number, start: NpmStart): Promise<void> {
  await waitFor(
    async () => {
      if (start.proc.exitCode !== null)
        throw new Error(`npm start exited with ${start.proc.exitCode}:\n${start.output()}`);
      return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
    },
    60_000,
    100,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${start.output()}`);
  });
}

/** The promise's value, or an error naming `what` once `ms` have passed. */
async function within<T>(promise: Promise<T>, ms: number, what: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_resolve, reject) => (timer = setTimeout(() => reject(new Error(`${what()} after ${ms} ms`)), ms)),
  );
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** npm's exit code, once npm has exited and its output has ended (so every log line has arrived). */
async function exitWithin(start: NpmStart, ms: number): Promise<number | null> {
  const code = await within(start.exited, ms, () => `npm start still running:\n${start.output().slice(-3000)}`);
  await within(
    start.closed,
    3000,
    () =>
      `npm exited with ${code}, but a process it started still holds its output open:\n${start.output().slice(-3000)}`,
  );
  return code;
}

/**
 * A lead submission whose body never finishes: the server has taken the request
 * (it answered `100 Continue`, which Node sends as it hands the request over)
 * and waits for the rest of the body, so the request stays in flight.
 */
function heldRequest(port: number): Promise<{ closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const closed = new Promise<void>((done) => socket.once("close", () => done()));
    socket.once("error", () => undefined);
    socket.once("connect", () =>
      socket.write(
        [
          "POST /api/v1/leads HTTP/1.1",
          `Host: 127.0.0.1:${port}`,
          `Origin: http://127.0.0.1:${port}`,
          "Content-Type: application/json",
          "Content-Length: 400",
          `Cookie: XSRF-TOKEN=${XSRF}`,
          `X-XSRF-TOKEN: ${XSRF}`,
          "Expect: 100-continue",
          "",
          "",
        ].join("\r\n"),
      ),
    );
    socket.once("data", (chunk: Buffer) => {
      const head = chunk.toString("latin1");
      if (!head.startsWith("HTTP/1.1 100"))
        return reject(new Error(`expected 100 Continue, got ${head.slice(0, 200)}`));
      socket.write('{"name":"Half a');
      resolve({ closed });
    });
  });
}

describe("npm start as a service", () => {
  let dataDir: string;
  beforeAll(() => {
    buildOnce();
    dataDir = freshDataDir("service");
  });
  afterEach(() => {
    // Whatever a failed test left running: npm and every process it started, one by one.
    for (const start of running.splice(0)) {
      for (const pid of [start.proc.pid, ...start.started()]) if (pid && alive(pid)) process.kill(pid, "SIGKILL");
    }
  });

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    it(`stops the server and exits 0 when ${signal} is sent to the npm start PID`, async () => {
      const start = npmStart({ PORT: String(PORT), DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${PORT}` });
      await healthy(PORT, start);
      // npm's one running child is the server itself, run as server/runtime-flags.ts says
      // (the start may have run short-lived tools, such as the check for ffmpeg, and they ended).
      const started = start.started().filter(alive);
      expect(started).toHaveLength(1);
      const argv = readFileSync(`/proc/${started[0]}/cmdline`, "utf8").split("\0").filter(Boolean);
      expect(argv.slice(1)).toEqual([...NODE_FLAGS, path.join(root, "server/index.ts")]);
      const environ = readFileSync(`/proc/${started[0]}/environ`, "utf8").split("\0");
      for (const [name, value] of Object.entries({ ...MEMORY_ENV, NODE_ENV: "production" }))
        expect(environ).toContain(`${name}=${value}`);

      start.proc.kill(signal);
      const code = await exitWithin(start, 10_000);
      // Nothing npm started is left running, nothing answers on the port, and the stop was clean.
      for (const pid of start.started())
        expect(alive(pid), `process ${pid} still running after npm exited`).toBe(false);
      expect(await connects(PORT)).toBe(false);
      expect(code, start.output().slice(-3000)).toBe(0);
    });
  }

  it("exits non-zero when an in-flight request had to be cut at SHUTDOWN_TIMEOUT_MS", async () => {
    const start = npmStart({
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${PORT}`,
      SHUTDOWN_TIMEOUT_MS: "1000",
    });
    await healthy(PORT, start);
    const held = await heldRequest(PORT);

    start.proc.kill("SIGTERM");
    const code = await exitWithin(start, 10_000);
    await within(held.closed, 5000, () => "the cut request's connection is still open");
    expect(code, start.output().slice(-3000)).not.toBe(0);
    expect(start.output()).toMatch(/cut 1 request/);
    for (const pid of start.started()) expect(alive(pid), `process ${pid} still running after npm exited`).toBe(false);
  });

  it("exits non-zero with WEB_CONCURRENCY=2 when a worker had to cut a request", async () => {
    const start = npmStart({
      PORT: String(CLUSTER_PORT),
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${CLUSTER_PORT}`,
      SHUTDOWN_TIMEOUT_MS: "1000",
      WEB_CONCURRENCY: "2",
    });
    await healthy(CLUSTER_PORT, start);
    // Both workers listening: the primary and its two workers.
    await waitFor(async () => start.started().length >= 3, 30_000, 50);
    const held = await heldRequest(CLUSTER_PORT);

    start.proc.kill("SIGTERM");
    const code = await exitWithin(start, 15_000);
    await within(held.closed, 5000, () => "the cut request's connection is still open");
    expect(code, start.output().slice(-3000)).not.toBe(0);
    expect(start.output()).toMatch(/cut 1 request/);
    for (const pid of start.started()) expect(alive(pid), `process ${pid} still running after npm exited`).toBe(false);
    expect(await connects(CLUSTER_PORT)).toBe(false);
  });

  it("refuses a bad setting before any build starts", async () => {
    const buildDir = path.join(mkdtempSync(path.join(os.tmpdir(), "vitrine-nobuild-")), "build");
    const start = npmStart({ PORT: "99999", BUILD_DIR: buildDir, DATA_DIR: dataDir });
    // Watch until it exits, or until a build starts (then there is no need to wait for the build).
    await waitFor(async () => start.proc.exitCode !== null || /Building the site/.test(start.output()), 20_000, 50);
    expect(start.output()).not.toMatch(/Building the site/);
    const code = await exitWithin(start, 5000);
    expect(code).not.toBe(0);
    expect(start.output()).toMatch(/PORT: .*"99999"/);
    expect(start.output()).not.toMatch(/Building the site/);
    expect(existsSync(buildDir)).toBe(false);
  });

  it("uses the port actually served for SITE_URL when it is not set (PORT=0)", async () => {
    const env: Record<string, string> = { PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "info" };
    const start = npmStart(env);
    let port = 0;
    await waitFor(async () => {
      if (start.proc.exitCode !== null) throw new Error(start.output());
      port = Number(/Vitrine listening on http:\/\/localhost:(\d+)/.exec(start.output())?.[1] ?? 0);
      return port > 0;
    }, 60_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${start.output().slice(-3000)}`);
    });
    const origin = `http://localhost:${port}`;

    const home = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    expect(home).toContain(`<link rel="canonical" href="${origin}/"`);
    // The registration API takes the served origin as its own, not another site's.
    const lead = await fetch(`http://127.0.0.1:${port}/api/v1/leads`, {
      method: "POST",
      headers: { origin, "content-type": "application/json", cookie: `XSRF-TOKEN=${XSRF}`, "x-xsrf-token": XSRF },
      body: "{}",
    });
    expect(lead.status).toBe(400);

    start.proc.kill("SIGTERM");
    expect(await exitWithin(start, 10_000)).toBe(0);
  });
});
