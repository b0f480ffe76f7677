/**
 * The seam's server interface (see index.ts): app/entry.server.tsx renders every
 * document through renderDocument(), and server/render.ts says per request which
 * entry to use, through documentEntryContext.
 */
import { createContext, type EntryContext, type RouterContext } from "react-router";
import { renderFast } from "./fast.server";
import type { DocumentEntry } from "./index";
import { renderStock } from "./stock.server";
import { fitsInstalledRouter } from "./version.server";

export { openDocumentHandoff } from "./handoff.server";
export { chooseDocumentEntry, installedReactRouter, WRITTEN_FOR, type EntryChoice } from "./version.server";

export interface DocumentInput {
  request: Request;
  status: number;
  headers: Headers;
  routerContext: EntryContext;
  /** The render's script token: the nonce of every inline script React and React Router write. */
  nonce: string | undefined;
  /**
   * Runs the CPU-bound part of the render in its turn (app/lib/render-turns.server.ts);
   * resolves undefined when the visitor left while it waited, and the answer is a 499.
   */
  inTurn: <T>(render: () => Promise<T>) => Promise<T | undefined>;
  /** The entry module's streamTimeout: how long deferred data may take. */
  streamTimeout: number;
  /** Where errors React reports after the document was ready go. */
  onError?: (error: unknown) => void;
}

/**
 * Which entry renders a request's document. The server sets it from DOCUMENT_ENTRY
 * (chooseDocumentEntry); where nothing sets it (react-router-serve, a test calling
 * React Router's handler) it is the fast entry. Made once per process under a global
 * symbol: the server and the Vite server build each have their own copy of this
 * module, and React Router tells contexts apart by identity.
 */
const KEY = Symbol.for("vitrine.document-entry-context");
export const documentEntryContext: RouterContext<DocumentEntry> = ((globalThis as { [KEY]?: RouterContext<DocumentEntry> })[KEY] ??= createContext<DocumentEntry>("fast"));

/** Checked once: the server build imports the installed react-router. */
const FITS = fitsInstalledRouter();

/** The document, rendered by the entry asked for; by the stock one when React Router is not a version the fast one was written for. */
export function renderDocument(entry: DocumentEntry, input: DocumentInput): Promise<Response> {
  return entry === "fast" && FITS ? renderFast(input) : renderStock(input);
}
