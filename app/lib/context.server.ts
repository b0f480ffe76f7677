/**
 * How loaders and actions reach the server's services: React Router's typed
 * context. The server hands React Router one context per request, made by
 * requestContext(); a loader reads `context.get(servicesContext)`, typed by the
 * kernel's interfaces (app/kernel/services), never by the server's own types.
 */
import type { Logger } from "pino";
import { createContext, RouterContextProvider } from "react-router";
import type { RouteServices } from "../kernel/services/index.ts";
import type { PageNotice } from "./locale.ts";

/** The process's services, as the route modules see them. */
export type Services = RouteServices;

/** The process's services: content, search, leads, accounts, the editorial workflow, the back office. */
export const servicesContext = createContext<Services>();
/** The server's logger; null where no server made the context (a unit test), so reporting an error never fails. */
export const loggerContext = createContext<Logger | null>(null);

/**
 * The verdict on the words of the page a client navigation's data opens, settled by the
 * server once the page's loaders have run (server/render.ts); absent for documents, whose
 * markup the server fits itself (decision 0110).
 */
export const pageNoticeContext = createContext<Promise<PageNotice> | null>(null);

/** The context of one request, for React Router's request handler. */
export function requestContext(services: Services): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(loggerContext, services.logger);
  return context;
}
