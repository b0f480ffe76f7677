/**
 * The seam's interface for app/entry.server.tsx (see index.ts): every document is
 * rendered through renderDocument(), by the entry server/render.ts chose for the
 * request (documentEntryContext, entry-choice.server.ts).
 */
import type { EntryContext } from "react-router";
import { renderFast } from "./fast.server";
import type { DocumentEntry } from "./index";
import { renderStock } from "./stock.server";
import { fitsInstalledRouter } from "./version.server";

export { documentEntryContext, scriptsAfterPaintContext } from "./entry-choice.server";

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
  /** true: the fast entry starts the scripts after the first paint (SCRIPT_ORDER, decisions 0044 and 0060); otherwise React Router's order. */
  scriptsAfterPaint?: boolean | null | undefined;
  /** Where errors React reports after the document was ready go. */
  onError?: (error: unknown) => void;
}

/** Checked once: the server build imports the installed react-router. */
const FITS = fitsInstalledRouter();

/** The document, rendered by the entry asked for; by the stock one when React Router is not a version the fast one was written for. */
export function renderDocument(entry: DocumentEntry, input: DocumentInput): Promise<Response> {
  return entry === "fast" && FITS ? renderFast(input) : renderStock(input);
}
