/**
 * Preloaded into `react-router-serve` for the comparison run: opens the same
 * services on the same database as our own server, so the stock server renders
 * the same pages from the same build. Our server hands each request a context
 * holding the services (app/lib/context.server.ts); react-router-serve cannot (it
 * has no getLoadContext), so here they become the contexts' default values, which
 * React Router returns when a request's context holds none. This keeps React
 * Router's own request path exactly as a stock app runs it.
 */
import { loggerContext, servicesContext } from "../app/lib/context.server.ts";
import { parseConfig } from "../server/config.ts";
import { createLogger } from "../server/logger.ts";
import { createServices } from "../server/services.ts";

const config = parseConfig();
const services = await createServices(config, createLogger(config));
servicesContext.defaultValue = services;
loggerContext.defaultValue = services.logger;

// Exit cleanly on a signal, so that a profiler started with --cpu-prof writes its file
// (scripts/profile-render.ts); the process would otherwise be ended by the signal.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(0));
