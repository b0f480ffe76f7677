/**
 * How loaders and actions reach the server's services: React Router's typed
 * context. The server hands React Router one context per request, made by
 * requestContext(); a loader reads `context.get(servicesContext)`.
 *
 * The Express server runs this module from source, the route modules run from the
 * Vite server build, and each has its own copy of it. React Router tells contexts
 * apart by identity, so the context objects are made once per process and kept
 * under a global symbol, where both copies find the same ones. Only these keys
 * live there: the services themselves travel with each request.
 */
import type { Logger } from "pino";
import { createContext, RouterContextProvider, type RouterContext } from "react-router";
import type { Services } from "../../server/services.ts";

export type { Services };

interface Contexts {
  services: RouterContext<Services>;
  logger: RouterContext<Logger | null>;
}

const KEY = Symbol.for("vitrine.router-contexts");
const contexts = ((globalThis as { [KEY]?: Contexts })[KEY] ??= {
  services: createContext<Services>(),
  logger: createContext<Logger | null>(null),
});

/** The process's services: content, leads, database, configuration. */
export const servicesContext = contexts.services;
/** The server's logger; null where no server made the context (a unit test), so reporting an error never fails. */
export const loggerContext = contexts.logger;

/** The context of one request, for React Router's request handler. */
export function requestContext(services: Services): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(loggerContext, services.logger);
  return context;
}
