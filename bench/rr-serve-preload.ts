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
