/**
 * The order in which one process renders pages (server/render.ts): at most
 * `concurrency` at once, the rest wait first come first served, and when
 * `maxQueued` are already waiting a new one is refused at once (the caller
 * answers 503 with Retry-After) rather than queued behind work it would time
 * out waiting for. Each render starts in a turn of the event loop of its own, so
 * sockets are read and connections accepted between renders.
 */
import pLimit from "p-limit";

export class RenderQueueFull extends Error {
  constructor() {
    super("too many renders waiting");
  }
}

export interface RenderQueue {
  /**
   * Runs `task` in turn. When its turn comes and `cancelled()` says the client
   * has left, `task` is skipped and `onCancelled()` answers instead.
   * Rejects with RenderQueueFull when the queue is full.
   */
  run<T>(task: () => Promise<T>, cancelled?: () => boolean, onCancelled?: () => T): Promise<T>;
  readonly active: number;
  readonly pending: number;
}

export function createRenderQueue(concurrency: number, maxQueued: number): RenderQueue {
  const limit = pLimit(concurrency);
  return {
    run(task, cancelled, onCancelled) {
      if (limit.activeCount >= concurrency && limit.pendingCount >= maxQueued)
        return Promise.reject(new RenderQueueFull());
      return limit(async () => {
        // Back to the event loop first. Without this, each finished render starts the next in
        // a microtask, the whole line drains in one turn of the loop, and for that long no
        // connection is accepted and no request read: under 50 connections the loop stalled
        // about 90 ms a turn and new connections waited seconds for their first answer.
        await new Promise((resolve) => setImmediate(resolve));
        return cancelled?.() && onCancelled ? onCancelled() : task();
      });
    },
    get active() {
      return limit.activeCount;
    },
    get pending() {
      return limit.pendingCount;
    },
  };
}
