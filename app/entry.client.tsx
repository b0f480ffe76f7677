// React Router's stock client entry, after the seam's one step for shell documents
// (app/lib/react-router-seam/client.ts; nothing under server rendering) and the return
// of the stylesheet links the server wrote inline (app/lib/inlined-styles.ts).
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { restoreInlinedStylesheets } from "./lib/inlined-styles";
import { prepareHydration } from "./lib/react-router-seam/client";

restoreInlinedStylesheets();
prepareHydration();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
