/**
 * Test support for the API: the site's app without page rendering, listening on a
 * free port of 127.0.0.1, as the admin API and media tests drive it.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "../../server/app.ts";
import { createLogger } from "../../server/logger.ts";
import type { Services } from "../../server/services.ts";

export async function listenWithoutPages(services: Services): Promise<{ server: http.Server; origin: string }> {
  const app = createApp({
    config: services.config,
    logger: createLogger(services.config),
    services,
    build: () => Promise.reject(new Error("no pages in this test")),
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
