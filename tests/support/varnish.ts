/**
 * Debian's Varnish as a test child: the shipped deploy/varnish/default.vcl in front of the
 * given origin ports, with a generated vitrine-backends.vcl (round robin, no probes: the
 * instances are ready before it starts) found first on vcl_path. Missing varnishd or the
 * xkey vmod is an error, never a skip.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort, root } from "./server.ts";

export const SHIPPED_VCL = path.join(root, "deploy/varnish/default.vcl");
const INSTALL = "apt-get install -y varnish varnish-modules";

/** Where Debian's packages put the vmods (the directory depends on the architecture). */
export function vmodDir(): string {
  const candidates = readdirSync("/usr/lib")
    .map((d) => path.join("/usr/lib", d, "varnish/vmods"))
    .concat("/usr/lib/varnish/vmods");
  const found = candidates.find((d) => existsSync(path.join(d, "libvmod_xkey.so")));
  if (!found) throw new Error(`the xkey vmod (libvmod_xkey.so) was not found; install it: ${INSTALL}`);
  return found;
}

export function varnishdVersion(): string {
  const probe = spawnSync("varnishd", ["-V"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) throw new Error(`varnishd is not installed; install it: ${INSTALL}`);
  return /varnish-[\d.]+/.exec(probe.stderr + probe.stdout)?.[0] ?? "varnish";
}

export interface RunningVarnish {
  url: string;
  port: number;
  /** A counter of varnishstat, e.g. "MAIN.backend_req". */
  counter(name: string): number;
  stop(): Promise<void>;
  output(): string;
}

function backendsVcl(ports: number[]): string {
  const backends = ports.map(
    (port, i) => `backend vitrine_${i + 1} { .host = "127.0.0.1"; .port = "${port}"; .connect_timeout = 2s; }`,
  );
  const adds = ports.map((_, i) => `  vitrine_origin.add_backend(vitrine_${i + 1});`);
  return [
    ...backends,
    "sub vcl_init {",
    "  new vitrine_origin = directors.round_robin();",
    ...adds,
    "}",
    'acl vitrine_purgers { "127.0.0.2"; }',
    "",
  ].join("\n");
}

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => resolve(!!socket.end()));
    socket.once("error", () => resolve(false));
  });
}

export async function startVarnish(originPorts: number[], port?: number): Promise<RunningVarnish> {
  varnishdVersion();
  const dir = mkdtempSync(path.join(os.tmpdir(), "vitrine-varnish-"));
  writeFileSync(path.join(dir, "vitrine-backends.vcl"), backendsVcl(originPorts));
  const listen = port ?? (await freePort());
  const args = [
    "-F",
    // Runs as whoever runs the tests, with no privilege to drop.
    ["-j", "none"],
    ["-a", `127.0.0.1:${listen}`],
    ["-T", "none"],
    ["-f", SHIPPED_VCL],
    ["-n", path.join(dir, "work")],
    ["-s", "malloc,64m"],
    ["-p", `vcl_path=${dir}:${path.dirname(SHIPPED_VCL)}`],
    ["-p", `vmod_path=${vmodDir()}`],
  ].flat();
  const proc = spawn("varnishd", args, { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  proc.stdout.on("data", (d: Buffer) => (out += d.toString()));
  proc.stderr.on("data", (d: Buffer) => (out += d.toString()));
  const deadline = Date.now() + 30_000;
  while (!(await listening(listen))) {
    if (proc.exitCode !== null) throw new Error(`varnishd exited with ${proc.exitCode}:\n${out}`);
    if (Date.now() > deadline) {
      proc.kill("SIGKILL");
      throw new Error(`varnishd did not listen within 30 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const workDir = path.join(dir, "work");
  return {
    url: `http://127.0.0.1:${listen}`,
    port: listen,
    output: () => out,
    counter(name) {
      const stat = spawnSync("varnishstat", ["-n", workDir, "-1", "-f", name], { encoding: "utf8" });
      const value = new RegExp(`^${name.replace(".", "\\.")}\\s+(\\d+)`, "m").exec(stat.stdout)?.[1];
      if (value === undefined) throw new Error(`varnishstat has no ${name}:\n${stat.stdout}${stat.stderr}`);
      return Number(value);
    },
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (proc.exitCode !== null) return done();
        proc.once("exit", done);
        proc.kill("SIGTERM");
      }),
  };
}
