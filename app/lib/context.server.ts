/**
 * How loaders and actions reach the server's services: React Router's typed
 * context. The server hands React Router one context per request, made by
 * requestContext(); a loader reads `context.get(servicesContext)`.
 */
import type { Logger } from "pino";
import { createContext, RouterContextProvider } from "react-router";
import type { Services } from "../../server/services.ts";

export type { Services };
// The services' own types, for the route modules that hold what a service returns or takes.
export type { AccountsService, StaffUser, TotpEnrolment } from "../../server/accounts/types.ts";
export type { RefusalKind } from "../../server/audit/refusals.ts";
export type { Caller, EditorialService } from "../../server/editorial/types.ts";
export type { Actor as MediaActor, UploadFile } from "../../server/media-library/service.ts";

/** The process's services: content, leads, database, configuration. */
export const servicesContext = createContext<Services>();
/** The server's logger; null where no server made the context (a unit test), so reporting an error never fails. */
export const loggerContext = createContext<Logger | null>(null);

/** The context of one request, for React Router's request handler. */
export function requestContext(services: Services): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(loggerContext, services.logger);
  return context;
}
