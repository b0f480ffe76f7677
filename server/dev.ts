/**
 * Development entry: the same Express app as production, with Vite's dev server
 * as middleware (hot reload) and the server build loaded through Vite on each request.
 * The app and the services are loaded through Vite as well, so that they and the route
 * modules share one copy of every module, as in production (decision 0055).
 */
import http from "node:http";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { writeKernelIndex } from "../scripts/kernel-index.ts";
import type * as AppModule from "./app.ts";
import type * as ServicesModule from "./services.ts";

// The kernel's generated index first (scripts/kernel-index.ts): the modules below load the kernel.
writeKernelIndex();
const { ConfigError, parseConfig } = await import("./config.ts");
const { createLogger } = await import("./logger.ts");

process.env.NODE_ENV ??= "development";
let config;
try {
  // The page cache would keep serving a page as it was before an edit; it stays
  // off in development unless PAGE_CACHE=on asks for it (to try the cache itself).
  config = parseConfig({ PAGE_CACHE: "off", ...process.env, NODE_ENV: "development" });
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
const logger = createLogger(config);
// Vite's hot-reload websocket shares this HTTP server (and so its origin) instead of
// listening on a port of its own, so the pages' CSP connect-src 'self' covers it.
const server = http.createServer();
const vite = await createViteServer({ server: { middlewareMode: true, ws: { server } }, appType: "custom" });
const { createApp } = (await vite.ssrLoadModule("/server/app.ts")) as typeof AppModule;
const { createServices } = (await vite.ssrLoadModule("/server/services.ts")) as typeof ServicesModule;
const services = await createServices(config, logger);

const app = createApp({
  config,
  logger,
  services,
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  before: [vite.middlewares],
});
server.on("request", app);
server.listen(config.PORT, config.HOST, () => {
  logger.info(`Vitrine (development) on http://localhost:${config.PORT}${config.BASE_PATH}`);
});
const stop = async () => {
  server.close();
  await vite.close();
  await services.close();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
