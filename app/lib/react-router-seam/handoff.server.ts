/**
 * Hands a document the fast entry rendered (fast.server.tsx) to server/render.ts as
 * the text it already is, in the pieces it is joined from. Through a Response body it
 * would be joined, encoded to bytes and decoded again, a few per cent of every uncached
 * render for nothing: the server encodes the pieces once, then hashes the inline scripts
 * and may store the page (server/security.ts).
 *
 * Keyed by the render's script token, which only server/render.ts creates, so a
 * document can only be taken by the request that rendered it. Where no server
 * opened it (react-router-serve, a test calling React Router's handler), the
 * document goes in the Response body.
 *
 * Relies on React Router passing the entry's Response on as it is: an empty body
 * with the status and headers. The stock entry never uses it.
 */
let documents: Map<string, string[]> | undefined;

/** The open registry, or undefined when no server opened one. */
export function documentHandoff(): Map<string, string[]> | undefined {
  return documents;
}

/** Opens the registry (once per process) and returns it. */
export function openDocumentHandoff(): Map<string, string[]> {
  return (documents ??= new Map());
}

/** Closes the registry: documents go in the Response body again (a server that stops; tests). */
export function closeDocumentHandoff(): void {
  documents = undefined;
}
