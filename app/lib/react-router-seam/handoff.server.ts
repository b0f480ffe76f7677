/**
 * Hands a document the fast entry rendered (fast.server.tsx) to server/render.ts as
 * the string it already is. Through a Response body it would be encoded to bytes and
 * decoded again, a few per cent of every uncached render for nothing: the server
 * needs the string (it hashes the inline scripts and may store the page).
 *
 * Keyed by the render's script token, which only server/render.ts creates, so a
 * document can only be taken by the request that rendered it. The registry lives
 * on a global symbol because the server and the Vite server build each have their
 * own copy of this module. Where no server opened it (react-router-serve, a test
 * calling React Router's handler), the document goes in the Response body.
 *
 * Relies on React Router passing the entry's Response on as it is: an empty body
 * with the status and headers. The stock entry never uses it.
 */
const KEY = Symbol.for("vitrine.document-handoff");

type Registry = { [KEY]?: Map<string, string> };

/** The open registry, or undefined when no server opened one. */
export function documentHandoff(): Map<string, string> | undefined {
  return (globalThis as Registry)[KEY];
}

/** Opens the registry (once per process) and returns it. */
export function openDocumentHandoff(): Map<string, string> {
  return ((globalThis as Registry)[KEY] ??= new Map());
}
