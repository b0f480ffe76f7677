/**
 * Bounds on what one connection and one client can make the process hold
 * (docs/decisions/0012-hostile-clients.md).
 *
 * node:http reads pipelined requests as fast as they come and hands each to the
 * app at once; it stops reading a connection only after its answers pile up, and
 * by then one read of 64 KB has delivered close to a thousand small GETs. Twenty
 * such connections that never read their answers filled the 128 MB heap with
 * requests, renders and answers, and the process died. So:
 *
 * - A connection may have MAX_PIPELINED_REQUESTS requests whose answers are not
 *   yet on the socket. The next one closes the connection: no browser pipelines,
 *   and closing frees at once everything the connection holds. Every request
 *   waits for the end of the read it came in (one turn of the event loop) before
 *   the app sees it, so a read that takes its connection past the limit sets the
 *   app to no work at all.
 * - A client (socket address) may have MAX_CLIENT_REQUESTS requests in the app
 *   or queued behind its unread answers, over all its connections; beyond that
 *   it gets 429 with Retry-After, without the app running. Trusted proxies
 *   (TRUST_PROXY) are not limited this way: they speak for many visitors, and
 *   they read answers as they come.
 * - Node's own idle timeout (server.timeout) closes a connection on which nothing
 *   was read or written for SOCKET_IDLE_TIMEOUT_MS, so a client that stops
 *   reading cannot keep even one answer in memory for long.
 */
import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "pino";
import { sendBareError } from "./bare-error.ts";
import type { TrustProxyFn } from "./page-cache/index.ts";

/** Unanswered requests on one connection. Browsers send one at a time; 16 leaves room for a client that pipelines a little. */
const MAX_PIPELINED_REQUESTS = 16;
/** Unanswered requests of one client over all its connections: about twenty browsers loading pages at once behind one address. */
const MAX_CLIENT_REQUESTS = 128;
/** A connection with no byte read or written for this long is closed (renders have deadlines far shorter). */
const SOCKET_IDLE_TIMEOUT_MS = 30_000;

const LOG_INTERVAL_MS = 10_000;

export interface ConnectionGuardOptions {
  /** Express's compiled `trust proxy` function: a trusted proxy's address is not a client. */
  trustProxy?: TrustProxyFn;
  /** The base path, so that the API gets its own error shape. */
  base?: string;
  /** Told, at most every LOG_INTERVAL_MS, how many connections were closed and requests refused. */
  logger?: Pick<Logger, "warn">;
  maxPipelined?: number;
  maxClientRequests?: number;
  idleTimeoutMs?: number;
}

export interface ConnectionGuardStats {
  /** Connections closed for pipelining too deep. */
  closed: number;
  /** Requests answered 429 because their client had too many waiting. */
  refused: number;
  /** Clients with requests waiting right now. */
  readonly clients: number;
}

interface ConnectionState {
  /** Socket address counted against MAX_CLIENT_REQUESTS, or undefined for a trusted proxy. */
  client: string | undefined;
  /** Requests whose answers are not yet on the socket. */
  unanswered: number;
  /** Of those, the ones counted against the client. */
  counted: number;
  closed: boolean;
  /** Answers the app is working on, abandoned at once if the connection is closed for pipelining too deep. */
  working: Set<ServerResponse>;
}

const TOO_MANY = {
  status: 429,
  code: "rate-limited",
  message: "Too many requests at once. Please wait a moment and try again.",
} as const;

/**
 * Serves `listener` on `server` behind the limits above and sets the server's
 * idle timeout. Call once, instead of passing the listener to createServer.
 */
export function guardConnections(
  server: Server,
  listener: RequestListener,
  options: ConnectionGuardOptions = {},
): ConnectionGuardStats {
  const maxPipelined = options.maxPipelined ?? MAX_PIPELINED_REQUESTS;
  const maxClient = options.maxClientRequests ?? MAX_CLIENT_REQUESTS;
  const trusted = options.trustProxy ?? (() => false);
  const apiPrefix = `${options.base ?? "/"}api/`.toLowerCase();
  server.timeout = options.idleTimeoutMs ?? SOCKET_IDLE_TIMEOUT_MS;

  const connections = new WeakMap<Socket, ConnectionState>();
  const clients = new Map<string, number>();
  const stats = {
    closed: 0,
    refused: 0,
    get clients() {
      return clients.size;
    },
  };

  // One line per interval at most: an attack must not turn into a flood of log lines.
  let logged = { at: 0, closed: 0, refused: 0 };
  function report(address: string | undefined): void {
    const now = Date.now();
    if (!options.logger || now - logged.at < LOG_INTERVAL_MS) return;
    options.logger.warn(
      {
        client: address,
        closedConnections: stats.closed - logged.closed,
        refusedRequests: stats.refused - logged.refused,
      },
      `closed connections with more than ${maxPipelined} unanswered requests, or refused clients with more than ${maxClient}`,
    );
    logged = { at: now, closed: stats.closed, refused: stats.refused };
  }

  function countForClient(state: ConnectionState, delta: number): void {
    if (state.client === undefined || delta === 0) return;
    const now = (clients.get(state.client) ?? 0) + delta;
    if (now > 0) clients.set(state.client, now);
    else clients.delete(state.client);
    state.counted += delta;
  }

  function stateOf(socket: Socket): ConnectionState {
    const known = connections.get(socket);
    if (known) return known;
    const address = socket.remoteAddress;
    const created: ConnectionState = {
      client: address && !trusted(address, 0) ? address : undefined,
      unanswered: 0,
      counted: 0,
      closed: false,
      working: new Set(),
    };
    connections.set(socket, created);
    // Answers still queued when a connection closes never emit "close" themselves.
    socket.once("close", () => {
      countForClient(created, -created.counted);
      created.unanswered = 0;
      created.closed = true;
    });
    return created;
  }

  function closeForPipelining(socket: Socket, state: ConnectionState): void {
    if (socket.destroyed) return;
    stats.closed++;
    report(socket.remoteAddress);
    socket.destroy();
    // Marked abandoned now rather than when the close event comes, so the render
    // queue skips what it has not started.
    for (const res of state.working) res.destroy();
  }

  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const state = stateOf(socket);
    if (state.unanswered >= maxPipelined) {
      closeForPipelining(socket, state);
      // Requests of the same read keep arriving until the parser reaches its end.
      // Ending each here spares Node an error with a formatted stack trace for each
      // when it aborts what is left on the closed connection.
      req.destroy();
      res.destroy();
      return;
    }
    state.unanswered++;
    let counted = false;
    let answered = false;
    // Answered once the whole answer is on the socket ("prefinish"), or abandoned
    // ("close"). A slow reader then holds one answer in the socket's buffer, and
    // nothing in the counts.
    const done = () => {
      if (answered || state.closed) return;
      answered = true;
      state.unanswered--;
      if (counted) countForClient(state, -1);
    };
    res.once("prefinish", done);
    res.once("close", () => {
      done();
      state.working.delete(res);
    });
    setImmediate(() => {
      if (socket.destroyed) return;
      if (state.client !== undefined && (clients.get(state.client) ?? 0) >= maxClient) {
        stats.refused++;
        report(state.client);
        res.shouldKeepAlive = false;
        sendBareError(req, res, apiPrefix, TOO_MANY, { "retry-after": "1" });
        return;
      }
      counted = state.client !== undefined;
      if (counted) countForClient(state, 1);
      state.working.add(res);
      listener(req, res);
    });
  });
  return stats;
}
