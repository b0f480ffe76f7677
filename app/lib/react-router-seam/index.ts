/**
 * The React Router seam: the one folder that relies on React Router behaviour it
 * does not document or promise to keep (decision 0019). Everything else in the
 * project uses React Router's public API only (tests/integration/react-router-seam.test.ts).
 *
 * Public interface, by where it runs:
 *   - here (server and browser): the site's <Link>, and the names of the two entries;
 *   - entry-choice.server.ts, for server/render.ts: the choice of entry for
 *     DOCUMENT_ENTRY with its version guard, passed per request through React
 *     Router's context, and the hand-off the fast entry gives documents through;
 *   - document.server.tsx, for app/entry.server.tsx: renderDocument();
 *   - client.ts, for app/entry.client.tsx: what runs before the stock hydration.
 *
 * DOCUMENT_ENTRY=fast (the default) renders a document to one string, writes plain
 * links on the server and, with SCRIPT_ORDER=after-paint, starts the page's scripts after
 * its first paint (after-paint.server.ts, decision 0044); DOCUMENT_ENTRY=stock is React Router's own streaming
 * entry with its own <Link>, and makes no private call. The browser runs the same
 * code under both: the fast entry writes the hydration data exactly as the stock
 * one streams it.
 */
export { Link } from "./link";

export const DOCUMENT_ENTRIES = ["fast", "stock"] as const;
export type DocumentEntry = (typeof DOCUMENT_ENTRIES)[number];
