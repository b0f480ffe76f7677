/**
 * What the benchmark scripts measure a server with: wrk's figures for one run, and
 * the CPU time a server process (and its children) used, read from /proc.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

export interface Point {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function toMs(value: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!m) return Number.NaN;
  const n = Number(m[1]);
  return m[2] === "us" ? n / 1000 : m[2] === "ms" ? n : m[2] === "s" ? n * 1000 : n * 60_000;
}

/** One wrk run against `url` (the binary at `bin`). */
export function wrk(
  bin: string,
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Point {
  const args = [
    "-t",
    String(Math.min(2, connections)),
    "-c",
    String(connections),
    "-d",
    `${seconds}s`,
    "--latency",
    "--timeout",
    "5s",
  ];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}: ${v}`);
  args.push(url);
  const out = spawnSync(bin, args, { encoding: "utf8" }).stdout;
  const num = (re: RegExp) => Number(re.exec(out)?.[1] ?? 0);
  const errs = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    requests: num(/(\d+) requests in/),
    rps: num(/Requests\/sec:\s+([\d.]+)/),
    p50: toMs(/^\s+50%\s+(\S+)/m.exec(out)?.[1] ?? ""),
    p99: toMs(/^\s+99%\s+(\S+)/m.exec(out)?.[1] ?? ""),
    errors: errs ? errs.slice(1).reduce((n, v) => n + Number(v), 0) : 0,
    non2xx: num(/Non-2xx or 3xx responses:\s+(\d+)/),
  };
}

/** Process ids of a process's children (a cluster primary's workers, nginx's). */
export function childPids(pid: number | undefined): number[] {
  if (!pid) return [];
  return spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
    .stdout.split("\n")
    .filter(Boolean)
    .map(Number);
}

/**
 * CPU time (user + system) used so far by these processes and their children, in
 * microseconds. Per request it is a steadier measure than requests per second on a
 * machine that other work shares: it does not count the time spent waiting for a core.
 */
const CLK_TCK = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;
export function cpuMicros(pids: Array<number | undefined>): number {
  let ticks = 0;
  for (const pid of pids) {
    if (!pid) continue;
    for (const p of [pid, ...childPids(pid)]) {
      try {
        const stat = readFileSync(`/proc/${p}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
      } catch {
        // exited meanwhile
      }
    }
  }
  return (ticks * 1e6) / CLK_TCK;
}

export const median = (values: number[]): number => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
