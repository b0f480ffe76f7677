/**
 * The seam's interface for the server process (see index.ts): which entry renders a
 * request's document, and the hand-off the fast entry passes documents through.
 * Plain TypeScript without JSX: the server runs it from source (Node strips the types).
 */
import { createContext, type RouterContext } from "react-router";
import type { DocumentEntry } from "./index";

export { closeDocumentHandoff, openDocumentHandoff } from "./handoff.server.ts";
export { chooseDocumentEntry, installedReactRouter, WRITTEN_FOR, type EntryChoice } from "./version.server.ts";

/**
 * Whether the fast entry starts this request's scripts after the first paint (decision
 * 0044): set per request by server/render.ts from SCRIPT_ORDER or SCRIPT_ORDER_SPLIT
 * (decision 0060); false or null (unset, as under react-router-serve), React Router's order.
 */
const ORDER_KEY = Symbol.for("vitrine.scripts-after-paint-context");
export const scriptsAfterPaintContext: RouterContext<boolean | null> = ((
  globalThis as { [ORDER_KEY]?: RouterContext<boolean | null> }
)[ORDER_KEY] ??= createContext<boolean | null>(null));

/**
 * Which entry renders a request's document. server/render.ts sets it from
 * DOCUMENT_ENTRY (chooseDocumentEntry); where nothing sets it (react-router-serve, a
 * test calling React Router's handler) it is the fast entry.
 */
export const documentEntryContext: RouterContext<DocumentEntry> = createContext<DocumentEntry>("fast");
