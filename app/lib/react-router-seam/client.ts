/**
 * The seam's browser interface (see index.ts): what app/entry.client.tsx runs before
 * React Router's stock hydration. Under server rendering, with either entry, it does
 * nothing: it only reads React Router's `isSpaMode` flag from the document.
 *
 * Without server rendering (SERVER_RENDERING=off) the document carries no route data.
 * React Router's SPA mode expects routes without server loaders and would start with
 * none, so for the first load only we ask its data strategy to fetch every matched
 * loader's data from the server in one request (`<path>.data`), the same call a
 * client navigation makes. The flag is the one React Router 8.4 consults for that
 * (`__reactRouterHdrActive`, meant for its development server); it is dropped as soon
 * as the router has its first data, so later navigations behave exactly as usual.
 * tests/e2e/navigation.modes.spec.ts (project "shell") fails if an upgrade changes it,
 * and the server refuses to start a shell on another version (version.server.ts).
 */

declare global {
  interface Window {
    __reactRouterContext?: { isSpaMode?: boolean };
    __reactRouterDataRouter?: {
      state: { initialized: boolean };
      subscribe(fn: (state: { initialized: boolean }) => void): () => void;
    };
    __reactRouterHdrActive?: boolean;
  }
}

/** In a shell document, has React Router fetch the first route's data at start-up. */
export function prepareHydration(): void {
  if (!window.__reactRouterContext?.isSpaMode) return;
  window.__reactRouterHdrActive = true;
  const release = () => {
    const router = window.__reactRouterDataRouter;
    if (!router) return void setTimeout(release, 0);
    if (router.state.initialized) return void delete window.__reactRouterHdrActive;
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      delete window.__reactRouterHdrActive;
      unsubscribe();
    });
  };
  release();
}
