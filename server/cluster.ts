/**
 * The cluster primary (WEB_CONCURRENCY > 1; docs/decisions/0009-cluster.md).
 *
 * It serves nothing itself: it forks the workers (server/serve.ts), which share
 * the listening port through node:cluster, and
 * - starts them one after the other, so the first alone applies migrations and
 *   seeds an empty database before the others open it;
 * - replaces a worker that dies unexpectedly, with a growing delay when workers
 *   keep dying right after they start;
 * - holds the shared rate-limit counters for the workers when there is no Redis,
 *   or while it is away (server/rate-limit-store.ts);
 * - on SIGTERM or SIGINT stops every worker gracefully and exits with 0 only if
 *   all of them did.
 */
import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";
import type { Config } from "./config.ts";
import { serveWorkerCounters } from "./cluster-counters.ts";

/** A worker that exits sooner than this after it started counts as a crash loop. */
const EARLY_EXIT_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;

/** Delay before replacing a worker, after `earlyExits` exits in a row that came soon after a start. */
export function restartDelay(earlyExits: number): number {
  if (earlyExits <= 0) return 0;
  return Math.min(MAX_RESTART_DELAY_MS, 250 * 2 ** (earlyExits - 1));
}

export function runPrimary(config: Config, logger: Logger): void {
  const wanted = config.WEB_CONCURRENCY;
  const log = logger.child({ role: "primary" });
  // Counters for workers without Redis, and every limiter's fallback while Redis is away.
  serveWorkerCounters();

  let stopping = false;
  let earlyExits = 0;
  const startedAt = new Map<number, number>();
  const codes: number[] = [];

  function fork(): Promise<Worker | undefined> {
    if (stopping) return Promise.resolve(undefined);
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    return new Promise((resolve) => {
      worker.once("listening", () => resolve(worker));
      worker.once("exit", () => resolve(undefined));
    });
  }

  cluster.on("listening", (worker) => {
    const age = Date.now() - (startedAt.get(worker.id) ?? 0);
    log.info({ worker: worker.id, pid: worker.process.pid, ms: age }, "worker listening");
  });

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      // A worker still starting has no handler yet, and the SIGTERM we sent ends it: a clean stop too.
      codes.push(signal === "SIGTERM" ? 0 : (code ?? 1));
      return;
    }
    earlyExits = lived < EARLY_EXIT_MS ? earlyExits + 1 : 0;
    const delay = restartDelay(earlyExits);
    log.error(
      { worker: worker.id, pid: worker.process.pid, code, signal, livedMs: lived, restartInMs: delay },
      "worker exited; starting a replacement",
    );
    setTimeout(() => void fork(), delay).unref();
  });

  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    const live = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    log.info({ signal, workers: live.length }, "stopping workers");
    const exited = live.map(
      (w) => new Promise<void>((resolve) => (w.isDead() ? resolve() : w.once("exit", () => resolve()))),
    );
    for (const w of live) w.process.kill("SIGTERM");
    // Each worker forces its connections closed after SHUTDOWN_TIMEOUT_MS; this is the last resort.
    const forced = setTimeout(() => {
      log.warn("workers did not stop in time; killing them");
      for (const w of live) if (!w.isDead()) w.process.kill("SIGKILL");
    }, config.SHUTDOWN_TIMEOUT_MS + 5000);
    forced.unref();
    await Promise.all(exited);
    clearTimeout(forced);
    const failed = codes.some((c) => c !== 0) || codes.length < live.length;
    log.info({ codes }, "stopped");
    logger.flush();
    process.exit(failed ? 1 : 0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  void (async () => {
    // One at a time: the first applies migrations and seeds; the rest find the database ready.
    for (let i = 0; i < wanted && !stopping; i++) {
      const worker = await fork();
      if (!worker && i === 0 && !stopping) {
        log.fatal("the first worker could not start; see its log above");
        stopping = true;
        for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGTERM");
        process.exit(1);
      }
    }
    log.info({ workers: Object.keys(cluster.workers ?? {}).length }, "all workers started");
  })();
}
