/**
 * What a share link may cost the site: a preview is rendered once per item
 * revision and skin and then served from a small byte-bounded cache in memory
 * (emptied on any content change, since the rest of the page may have changed);
 * requests for a page already being rendered wait for that render; and previews
 * render through a queue of their own, PREVIEW_CONCURRENCY at a time with at most
 * PREVIEW_MAX_QUEUED waiting, so they never hold more than that share of the
 * site's render turns. Past that, the caller answers 503.
 */
import { ByteLru } from "../page-cache/store.ts";
import { createRenderQueue, RenderQueueFull } from "../render-queue.ts";

export type RenderedPage = { status: number; headers: Headers; html?: string; body?: Uint8Array };

/** Previews rendering at once, and waiting: one reviewer's clicks, not a flood. */
export const PREVIEW_CONCURRENCY = 1;
export const PREVIEW_MAX_QUEUED = 8;
const PREVIEW_CACHE_BYTES = 8 * 1024 * 1024;

interface Entry {
  key: string;
  bytes: number;
  page: RenderedPage;
}

export interface PreviewLoad {
  /** The page for `key`, rendered by `render` unless cached or under way; "busy" when the queue is full. */
  page(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage | "busy">;
  /**
   * A page rendered in the same queue but never stored or shared: a live preview of
   * unsaved typing, which no one else may see and which is stale at the next keystroke.
   */
  fresh(render: () => Promise<RenderedPage>, cancelled?: () => boolean): Promise<RenderedPage | "busy">;
  /** Forgets every stored preview (a content change). */
  clear(): void;
}

export function createPreviewLoad(
  options: { concurrency?: number; maxQueued?: number; maxBytes?: number } = {},
): PreviewLoad {
  const cache = new ByteLru<Entry>(options.maxBytes ?? PREVIEW_CACHE_BYTES);
  const queue = createRenderQueue(options.concurrency ?? PREVIEW_CONCURRENCY, options.maxQueued ?? PREVIEW_MAX_QUEUED);
  const underWay = new Map<string, Promise<RenderedPage>>();
  // A render that started before a change must not store what it made after it.
  let generation = 0;

  return {
    async page(key, render) {
      const hit = cache.get(key);
      if (hit) return hit.page;
      let running = underWay.get(key);
      if (!running) {
        const started = generation;
        running = queue.run(async () => {
          const page = await render();
          // Cookies belong to the request that rendered, never to the others served this page.
          const headers = new Headers(page.headers);
          headers.delete("set-cookie");
          const shared = { ...page, headers };
          if (shared.status === 200 && shared.html !== undefined && started === generation)
            cache.set({ key, bytes: Buffer.byteLength(shared.html) + 512, page: shared });
          return shared;
        });
        underWay.set(key, running);
        void running.then(
          () => underWay.delete(key),
          () => underWay.delete(key),
        );
      }
      try {
        return await running;
      } catch (error) {
        if (error instanceof RenderQueueFull) return "busy";
        throw error;
      }
    },
    async fresh(render, cancelled) {
      try {
        // A request already given up (a newer keystroke replaced it) costs no render.
        const page = await queue.run(render, cancelled, () => ({ status: 499, headers: new Headers() }));
        const headers = new Headers(page.headers);
        headers.delete("set-cookie");
        return { ...page, headers };
      } catch (error) {
        if (error instanceof RenderQueueFull) return "busy";
        throw error;
      }
    },
    clear() {
      generation++;
      cache.clear();
    },
  };
}
