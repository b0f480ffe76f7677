/**
 * A production server with staff already signed in: the accounts are made through the
 * invitation path on the site's own SQLite file before the server starts, so the
 * session cookies and API tokens are the server's own. Also a request whose body is
 * streamed from a generator, so a test can send 100 MB without holding 100 MB.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import type { Role } from "../../app/kernel/admin-policy.ts";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff, type CookieJar } from "../support/accounts.ts";
import { createTestServices } from "../support/databases.ts";
import { freePort, type RunningServer } from "../support/server.ts";
import { startSite } from "./support.ts";

export interface StaffSite {
  server: RunningServer;
  port: number;
  /** Cookie header of each role's session (two-step sign-in done where the role needs it). */
  cookies: Record<Role, string>;
  /** A personal API token of each role. */
  tokens: Record<Role, string>;
}

export async function startStaffSite(name: string, env: Record<string, string> = {}): Promise<StaffSite> {
  const s = await createTestServices("sqlite", name, { scrypt: FAST_SCRYPT, jobIntervalMs: 0, auditRetention: false });
  const jars = {} as Record<Role, CookieJar>;
  const tokens = {} as Record<Role, string>;
  for (const role of ["admin", "editor", "author", "sales"] as const) {
    const made = await makeStaff(s, `${role}@example.com`, role);
    jars[role] = made.jar;
    const user = (await accountsOf(s).currentUser(adminRequest(made.jar)))!;
    tokens[role] = (await accountsOf(s).createToken(user, { name: "tests" }, { ip: "", userAgent: "" })).token;
  }
  await s.close();
  const port = await freePort();
  // Many clients behind a trusted proxy, so per-client write budgets are not what a test meets.
  const server = await startSite(port, { DATA_DIR: s.dataDir, TRUST_PROXY: "loopback", ...env });
  const cookies = Object.fromEntries(Object.entries(jars).map(([role, jar]) => [role, jar.header()])) as Record<
    Role,
    string
  >;
  return { server, port, cookies, tokens };
}

/** Resident memory of a process, in bytes (VmRSS of /proc/<pid>/status). */
export function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) * 1024;
}

/** How long the headers wait alone for an answer (a signed-in caller is looked up first). */
const PAUSE_MS = 1000;

export interface StreamedAnswer {
  status: number;
  body: string;
  ms: number;
  /** Bytes of the body written before the answer came (or the connection ended). */
  sent: number;
}

/**
 * A request whose declared Content-Length is `length`, its body written chunk by chunk
 * from `chunks` while the server reads it, after the headers have waited a second alone.
 * Resolves with the answer as soon as it is complete, whatever happens to the rest of the
 * body (a server that refuses a body closes the connection rather than reading it).
 */
export function streamedRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  length: number,
  chunks: Iterable<Uint8Array>,
  timeoutMs = 30_000,
  pauseMs = PAUSE_MS,
): Promise<StreamedAnswer> {
  const started = performance.now();
  let sent = 0;
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: "127.0.0.1",
      port,
      method,
      path,
      headers: { ...headers, "content-length": String(length), connection: "close" },
      timeout: timeoutMs,
    });
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c));
      res.on("end", () => {
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(parts).toString("utf8"),
          ms: performance.now() - started,
          sent,
        });
        req.destroy();
      });
      res.on("error", () => undefined);
    });
    req.on("timeout", () => req.destroy(new Error(`no answer in ${timeoutMs} ms: ${method} ${path}`)));
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const it = chunks[Symbol.iterator]();
    const pump = () => {
      while (!answered && !req.destroyed) {
        const next = it.next();
        if (next.done) return void req.end();
        sent += next.value.length;
        if (!req.write(next.value)) return void req.once("drain", pump);
      }
    };
    // The headers go first, and the body only if no answer came within the pause: a server
    // that answers from the headers closes the connection, and a body written into it would
    // lose that answer to a reset.
    req.flushHeaders();
    setTimeout(pump, pauseMs);
  });
}

/** A multipart/form-data body of `size` bytes with one file of zeros, as chunks of 64 KB. */
export function multipartOfSize(
  size: number,
  fields: Record<string, string> = {},
): {
  contentType: string;
  length: number;
  chunks: () => Iterable<Uint8Array>;
} {
  const boundary = "----vitrine-test-boundary";
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("") +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fileBytes = size - head.length - tail.length;
  const zeros = new Uint8Array(64 * 1024);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: size,
    *chunks() {
      yield head;
      for (let left = fileBytes; left > 0; left -= zeros.length)
        yield left >= zeros.length ? zeros : zeros.subarray(0, left);
      yield tail;
    },
  };
}
