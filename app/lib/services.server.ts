/**
 * Route loaders reach the server's services (content, leads, cache) through this
 * registry instead of importing the database code. The server process creates the
 * services once and registers them; the Vite server bundle then shares that one
 * instance (one connection pool, one cache) with the Express API instead of
 * bundling a second copy. The key is a global symbol so both module copies agree.
 */
import type { Logger } from "pino";
import type { Services } from "../../server/services.ts";

const KEY = Symbol.for("vitrine.services");

type Registry = { [KEY]?: Services };

export function registerServices(services: Services | undefined): void {
  (globalThis as Registry)[KEY] = services;
}

export function services(): Services {
  const found = (globalThis as Registry)[KEY];
  if (!found) throw new Error("Services are not registered; start the site through server/index.ts");
  return found;
}

/**
 * The server's logger, or undefined when no services are registered (a route
 * rendered in a unit test): for error reporting, which must never throw itself.
 */
export function serverLogger(): Logger | undefined {
  return (globalThis as Registry)[KEY]?.logger;
}
