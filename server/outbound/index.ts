/**
 * Every request the server makes to another machine goes through here (webhooks,
 * CDN purges; decision 0047). A destination must be https on the standard port,
 * without credentials, and resolve only to public addresses; the check runs when
 * the address is saved (checkOutboundUrl) and again inside the connection's own
 * lookup, so the socket goes to the very address that was checked and a name that
 * re-resolves to the inside (DNS rebinding) is refused. Redirects are never
 * followed, answers are capped in size and time, and callers get one generic
 * error: the details stay in the server log, not in what the back office shows.
 */
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { Config } from "../config.ts";
import { hostOf, refusedRange, refusedShape, UNREACHABLE, type OutboundPolicy } from "./addresses.ts";

export { UNREACHABLE };

/** Resolves a host name to its addresses (dns.lookup by default; tests pass their own). */
export type Resolver = (host: string) => Promise<Array<{ address: string; family: number }>>;

export interface OutboundInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  timeoutMs?: number;
}

export interface OutboundOptions {
  /**
   * An operator-configured destination from the environment (CDN_PURGE_URL): any
   * scheme, port or address. Redirects, the time limit and the size cap still apply.
   */
  trustedDestination?: boolean;
  /** What the configuration allows besides public https (outboundPolicy(config)); nothing by default. */
  policy?: Partial<OutboundPolicy>;
  /** The resolver, for tests. */
  resolve?: Resolver;
  maxResponseBytes?: number;
}

export interface OutboundResponse {
  status: number;
  headers: Headers;
  text(): Promise<string>;
}

/** A refused or failed outbound request: `message` is for people, `detail` for the log. */
export class OutboundError extends Error {
  readonly detail: string;
  constructor(detail: string) {
    super(UNREACHABLE);
    this.detail = detail;
    this.name = "OutboundError";
  }
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024;

const systemResolve: Resolver = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

/** The policy the configuration sets (OUTBOUND_ALLOW_HTTP, OUTBOUND_ALLOW_HOSTS), for callers to pass. */
export const outboundPolicy = (
  config: Pick<Config, "OUTBOUND_ALLOW_HTTP" | "OUTBOUND_ALLOW_HOSTS">,
): Partial<OutboundPolicy> => ({ allowHttp: config.OUTBOUND_ALLOW_HTTP, allowHosts: config.OUTBOUND_ALLOW_HOSTS });

const policyOf = (options: OutboundOptions): OutboundPolicy => ({
  allowHttp: false,
  allowHosts: [],
  ...options.policy,
});

function parse(url: string | URL): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** Every address of `host`, each checked unless `exempt`; throws OutboundError. */
async function checkedAddresses(host: string, resolve: Resolver, exempt: boolean) {
  let found: Awaited<ReturnType<Resolver>>;
  try {
    found = await resolve(host);
  } catch (error) {
    throw new OutboundError(`${host} did not resolve: ${(error as Error).message}`);
  }
  if (!found.length) throw new OutboundError(`${host} has no address`);
  if (!exempt)
    for (const { address } of found) {
      const range = refusedRange(address);
      if (range) throw new OutboundError(`${host} resolves to ${address} (${range})`);
    }
  return found;
}

/** Save-time validation of an address someone typed (the webhook setting). */
export async function checkOutboundUrl(
  url: string | URL,
  options: Pick<OutboundOptions, "resolve" | "policy"> = {},
): Promise<{ ok: true } | { ok: false; reason: string }> {
  const parsed = parse(url);
  if (!parsed) return { ok: false, reason: "Give a full address, such as https://hooks.example.com/leads." };
  const { reason, exempt } = refusedShape(parsed, policyOf(options));
  if (reason) return { ok: false, reason };
  // An address written in the URL was judged by refusedShape; a name is resolved and judged here.
  if (isIP(hostOf(parsed))) return { ok: true };
  try {
    await checkedAddresses(hostOf(parsed), options.resolve ?? systemResolve, exempt);
    return { ok: true };
  } catch {
    return { ok: false, reason: UNREACHABLE };
  }
}

/**
 * The connection's lookup: resolves, checks, and hands the socket only checked
 * addresses (all of them when Node's happy-eyeballs asks for all).
 */
function checkingLookup(resolve: Resolver, exempt: boolean): LookupFunction {
  return (host, options, callback) => {
    checkedAddresses(host, resolve, exempt).then(
      (found) => {
        const wanted = options.family ? found.filter((a) => a.family === options.family) : found;
        if (!wanted.length) return callback(new OutboundError(`${host} has no IPv${options.family} address`), "", 0);
        if (options.all) return (callback as (e: null, a: typeof wanted) => void)(null, wanted);
        callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, "", 0),
    );
  };
}

/** One request; resolves with any status (3xx included: redirects are not followed). */
export async function outboundFetch(
  url: string | URL,
  init: OutboundInit = {},
  options: OutboundOptions = {},
): Promise<OutboundResponse> {
  const target = parse(url);
  if (!target) throw new OutboundError("not a URL");
  const trusted = options.trustedDestination === true;
  let exempt = trusted;
  if (!trusted) {
    const shape = refusedShape(target, policyOf(options));
    if (shape.reason) throw new OutboundError(`${target.origin} refused: ${shape.reason}`);
    exempt = shape.exempt;
  }
  const body = typeof init.body === "string" ? Buffer.from(init.body) : init.body;
  const headers: Record<string, string> = { ...init.headers };
  if (body) headers["content-length"] = String(body.byteLength);
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const client = target.protocol === "https:" ? https : http;
  const signal = AbortSignal.timeout(init.timeoutMs ?? DEFAULT_TIMEOUT_MS);

  return new Promise<OutboundResponse>((resolve, reject) => {
    const fail = (detail: string) => reject(new OutboundError(`${init.method ?? "GET"} ${target.origin}: ${detail}`));
    const req = client.request(
      target,
      {
        method: init.method ?? "GET",
        headers,
        auth:
          trusted && target.username
            ? `${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`
            : undefined,
        agent: false,
        signal,
        // An IP literal skips the lookup; refusedShape has already checked it.
        lookup: checkingLookup(options.resolve ?? systemResolve, exempt),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size > maxBytes) {
            res.destroy();
            fail(`answer larger than ${maxBytes} bytes`);
            return;
          }
          chunks.push(chunk);
        });
        res.on("error", (error) => fail(error.message));
        res.on("end", () => {
          const answer = new Headers();
          for (let i = 0; i + 1 < res.rawHeaders.length; i += 2)
            answer.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: res.statusCode ?? 0, headers: answer, text: () => Promise.resolve(text) });
        });
      },
    );
    req.on("error", (error: Error) => fail(error instanceof OutboundError ? error.detail : error.message));
    req.end(body);
  });
}
