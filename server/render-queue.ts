/**
 * The order in which one process renders pages (server/render.ts): at most
 * `concurrency` at once, the rest wait first come first served, and when
 * `maxQueued` are already waiting a new one is refused at once (the caller
 * answers 503 with Retry-After) rather than queued behind work it would time
 * out waiting for. Each render starts in a turn of the event loop of its own, so
 * sockets are read and connections accepted between renders.
 */
import pLimit from "p-limit";
import type { RenderQueue } from "../app/kernel/services/render-queue.ts";

export class RenderQueueFull extends Error {
  constructor() {
    super("too many renders waiting");
  }
}

/**
 * `holdAtMostMs`: a task keeps its place until it settles or for that long, whichever
 * comes first; past that it runs on without counting, and the next one starts.
 */
export function createRenderQueue(concurrency: number, maxQueued: number, holdAtMostMs?: number): RenderQueue {
  const limit = pLimit(concurrency);
  return {
    run<T>(task: () => Promise<T>, cancelled?: () => boolean, onCancelled?: () => T): Promise<T> {
      if (limit.activeCount >= concurrency && limit.pendingCount >= maxQueued)
        return Promise.reject(new RenderQueueFull());
      let work!: Promise<T>;
      const held = limit(async () => {
        // Back to the event loop first. Without this, each finished render starts the next in
        // a microtask, the whole line drains in one turn of the loop, and for that long no
        // connection is accepted and no request read: under 50 connections the loop stalled
        // about 90 ms a turn and new connections waited seconds for their first answer.
        await new Promise((r) => setImmediate(r));
        work = (async () => (cancelled?.() && onCancelled ? onCancelled() : task()))();
        const settled = work.then(
          () => undefined,
          () => undefined,
        );
        if (holdAtMostMs === undefined) return settled;
        let timer: NodeJS.Timeout | undefined;
        const expired = new Promise<void>((r) => (timer = setTimeout(r, holdAtMostMs)));
        return Promise.race([settled, expired]).finally(() => clearTimeout(timer));
      });
      return held.then(() => work);
    },
    get active() {
      return limit.activeCount;
    },
    get pending() {
      return limit.pendingCount;
    },
  };
}
