/**
 * Rate-limit counters shared by the workers of one cluster (WEB_CONCURRENCY > 1): the
 * primary holds them, and each worker's limiters ask it over the cluster's IPC channel.
 * The worker side is a store for express-rate-limit, the site's one rate-limit library.
 *
 * Written here instead of using @express-rate-limit/cluster-memory-store (0.3.1, the
 * latest): its primary answers with the live counter object after an await, so hits that
 * arrive in one read of the channel all report the last count. Three hits at once each
 * heard "3", and a burst of lead submissions was refused before it reached its limit
 * (tests/security/cluster.test.ts). Here the primary counts synchronously and answers
 * with the figures of that one hit.
 */
import cluster, { type Worker } from "node:cluster";
import type { IncrementResponse, Options, Store } from "express-rate-limit";

const CHANNEL = "vitrine:rate-counters";
/** How long a worker waits for the primary before the hit fails (the limiter then decides). */
const REPLY_TIMEOUT_MS = 1_000;

type Operation = "increment" | "decrement" | "resetKey";

export interface CounterRequest {
  channel: typeof CHANNEL;
  id: number;
  op: Operation;
  /** The limiter's prefix and the client's key, joined. */
  key: string;
  windowMs: number;
}

export interface CounterReply {
  channel: typeof CHANNEL;
  id: number;
  totalHits: number;
  /** Epoch milliseconds at which this key's window ends. */
  resetTime: number;
}

interface Window {
  hits: number;
  resetTime: number;
}

/** Fixed windows per key: the first hit opens one of windowMs, and the count starts again when it ends. */
export class CounterTable {
  private readonly windows = new Map<string, Window>();

  apply(request: Pick<CounterRequest, "op" | "key" | "windowMs">, now: number): Window {
    let window = this.windows.get(request.key);
    if (!window || window.resetTime <= now) {
      window = { hits: 0, resetTime: now + request.windowMs };
      this.windows.set(request.key, window);
    }
    if (request.op === "increment") window.hits += 1;
    else if (request.op === "decrement") window.hits = Math.max(0, window.hits - 1);
    else this.windows.delete(request.key);
    // A copy: the caller may hold it while later hits change the table.
    return { hits: window.hits, resetTime: window.resetTime };
  }

  /** Forgets windows that have ended, so a table of one-off clients does not grow. */
  sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetTime <= now) this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }
}

function isRequest(message: unknown): message is CounterRequest {
  return typeof message === "object" && message !== null && (message as { channel?: unknown }).channel === CHANNEL;
}

/** The primary's answer to one worker message, or undefined when the message is not for the counters. */
export function answer(table: CounterTable, message: unknown, now = Date.now()): CounterReply | undefined {
  if (!isRequest(message)) return undefined;
  const window = table.apply(message, now);
  return { channel: CHANNEL, id: message.id, totalHits: window.hits, resetTime: window.resetTime };
}

/** Run once in the cluster primary: it holds the counters of every worker's limiters. */
export function serveWorkerCounters(sweepEveryMs = 60_000): void {
  const table = new CounterTable();
  cluster.on("message", (worker: Worker, message: unknown) => {
    const reply = answer(table, message);
    if (reply && worker.isConnected()) worker.send(reply);
  });
  setInterval(() => table.sweep(Date.now()), sweepEveryMs).unref();
}

let nextId = 1;
const waiting = new Map<number, { resolve: (reply: CounterReply) => void; timer: NodeJS.Timeout }>();
let listening = false;

function ask(op: Operation, key: string, windowMs: number): Promise<CounterReply> {
  if (!listening) {
    listening = true;
    process.on("message", (message: unknown) => {
      if (typeof message !== "object" || message === null) return;
      const reply = message as CounterReply;
      if (reply.channel !== CHANNEL) return;
      const entry = waiting.get(reply.id);
      if (!entry) return;
      waiting.delete(reply.id);
      clearTimeout(entry.timer);
      entry.resolve(reply);
    });
  }
  return new Promise((resolve, reject) => {
    const id = nextId++;
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error(`no answer from the cluster primary's rate counters within ${REPLY_TIMEOUT_MS} ms`));
    }, REPLY_TIMEOUT_MS);
    waiting.set(id, { resolve, timer });
    const request: CounterRequest = { channel: CHANNEL, id, op, key, windowMs };
    process.send!(request, undefined, undefined, (error) => {
      if (!error) return;
      waiting.delete(id);
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** A worker's store: every count is the primary's, so all workers share one budget per client. */
export class ClusterCounterStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private windowMs = 60_000;

  constructor(prefix: string) {
    this.prefix = prefix;
  }

  init(options: Pick<Options, "windowMs">): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const reply = await ask("increment", this.prefix + key, this.windowMs);
    return { totalHits: reply.totalHits, resetTime: new Date(reply.resetTime) };
  }

  async decrement(key: string): Promise<void> {
    await ask("decrement", this.prefix + key, this.windowMs);
  }

  async resetKey(key: string): Promise<void> {
    await ask("resetKey", this.prefix + key, this.windowMs);
  }
}
