// React Router's stock client entry, after the seam's one step for shell documents
// (app/lib/react-router-seam/client.ts; nothing under server rendering).
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { prepareHydration } from "./lib/react-router-seam/client";

prepareHydration();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
