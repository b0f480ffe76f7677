/**
 * The seam's interface for the server process (see index.ts): which entry renders a
 * request's document, and the hand-off the fast entry passes documents through.
 * Plain TypeScript without JSX: the server runs it from source (Node strips the types).
 */
import { createContext, type RouterContext } from "react-router";
import type { DocumentEntry } from "./index";

export { openDocumentHandoff } from "./handoff.server.ts";
export { chooseDocumentEntry, installedReactRouter, WRITTEN_FOR, type EntryChoice } from "./version.server.ts";

/**
 * Which entry renders a request's document. server/render.ts sets it from
 * DOCUMENT_ENTRY (chooseDocumentEntry); where nothing sets it (react-router-serve, a
 * test calling React Router's handler) it is the fast entry.
 */
export const documentEntryContext: RouterContext<DocumentEntry> = createContext<DocumentEntry>("fast");
