import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

declare global {
  interface Window {
    __reactRouterContext?: { isSpaMode?: boolean };
    __reactRouterDataRouter?: { state: { initialized: boolean }; subscribe(fn: (state: { initialized: boolean }) => void): () => void };
    __reactRouterHdrActive?: boolean;
  }
}

// Without server rendering (SERVER_RENDERING=off) the document carries no route data.
// React Router's SPA mode expects routes without server loaders and would start with
// none, so for the first load only we ask its data strategy to fetch every matched
// loader's data from the server in one request (`<path>.data`), the same call a
// client navigation makes. The flag is the one React Router (8.4) consults for that;
// tests/e2e/shell.spec.ts fails if an upgrade changes it. It is dropped as soon as
// the router has its first data, so later navigations behave exactly as usual.
if (window.__reactRouterContext?.isSpaMode) {
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

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
