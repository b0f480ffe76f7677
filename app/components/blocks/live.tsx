/**
 * The view of the home page's own blocks on the other pages of blocks, from a chunk loaded
 * only by a page holding one (decision 0097), and what loads it on the server. Each such block
 * is a Suspense boundary: the server draws it whole (the page's loader awaits the load first, so
 * the render never waits), and the browser keeps that HTML and hydrates the block when the chunk
 * comes, replaying a click made before; the rest of the page hydrates without waiting.
 */
import { lazy, Suspense } from "react";
import type { LiveView } from "./render-blocks";

export function lazyLiveView(load: () => Promise<{ default: LiveView }>): [LiveView, () => Promise<void>] {
  let loaded: { default: LiveView } | undefined;
  // A thenable that answers at once: React then draws the lazy view without suspending.
  const View = lazy(() =>
    import.meta.env.SSR && loaded ? ({ then: (done: (m: object) => void) => done(loaded!) } as never) : load(),
  );
  return [
    (props) => (
      <Suspense>
        <View {...props} />
      </Suspense>
    ),
    async () => {
      loaded = await load();
    },
  ];
}
