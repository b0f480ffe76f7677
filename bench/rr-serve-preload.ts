/**
 * Preloaded into `react-router-serve` for the comparison run: the route loaders
 * reach the database through the services registry, which our own server fills
 * in server/index.ts. This opens the same services on the same database so the
 * stock server renders the same pages from the same build.
 */
import { registerServices } from "../app/lib/services.server.ts";
import { parseConfig } from "../server/config.ts";
import { createLogger } from "../server/logger.ts";
import { createServices } from "../server/services.ts";

const config = parseConfig();
registerServices(await createServices(config, createLogger(config)));

// Exit cleanly on a signal, so that a profiler started with --cpu-prof writes its file
// (scripts/profile-render.ts); the process would otherwise be ended by the signal.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(0));
