/**
 * A view from a chunk of its own, loaded only by a page that draws it (the home page's blocks on
 * other pages of blocks, decision 0097; the error pages' view, decision 0113), and what loads it
 * on the server. The view is a Suspense boundary: the server draws it whole (a loader awaits the
 * load first, so the render never waits), and the browser keeps that HTML and hydrates the view
 * when the chunk comes, replaying a click made before; the rest of the page hydrates without waiting.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from "react";

export function lazyView<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): [(props: P) => ReactNode, () => Promise<void>] {
  let loaded: { default: ComponentType<P> } | undefined;
  const View = lazy(load);
  return [
    (props) => {
      // On the server, once loaded, the view itself: React never suspends on it, whichever entry
      // writes the document. The browser's lazy view inside the same boundary hydrates that HTML.
      const Loaded = import.meta.env.SSR ? loaded?.default : undefined;
      return <Suspense>{Loaded ? <Loaded {...props} /> : <View {...props} />}</Suspense>;
    },
    async () => {
      loaded = await load();
    },
  ];
}
