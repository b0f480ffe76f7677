/**
 * The render turns as the document entry takes them (app/lib/render-turns.server.ts);
 * server/render-queue.ts implements them.
 */
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
