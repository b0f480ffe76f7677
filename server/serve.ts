/**
 * One server process: open the services, serve the build, and shut down
 * gracefully on SIGTERM/SIGINT. Run directly by server/index.ts, or in each
 * worker when WEB_CONCURRENCY asks for several (server/cluster.ts).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { chooseDocumentEntry } from "../app/lib/react-router-seam/entry-choice.server.ts";
import { createApp } from "./app.ts";
import { servedPort, type Config } from "./config.ts";
import { guardConnections } from "./connection-guard.ts";
import { withPageCache, type TrustProxyFn } from "./page-cache/index.ts";
import { withPathLimits } from "./path-limits.ts";
import { loadLocaleBuilds } from "./locale-builds.ts";
import { createServices } from "./services.ts";

export async function serve(config: Config, logger: Logger): Promise<void> {
  const buildDir = config.BUILD_DIR;
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  if (build.basename !== config.BASE_PATH && `${build.basename ?? "/"}/` !== config.BASE_PATH) {
    logger.fatal(
      `The build in ${buildDir} was made for base path ${build.basename}, but BASE_PATH is ${config.BASE_PATH}. Run npm run build with the same BASE_PATH.`,
    );
    process.exit(1);
  }

  // A shell on a React Router version its private start-up was not checked against stops here (decision 0019).
  try {
    chooseDocumentEntry(config.DOCUMENT_ENTRY, config.SERVER_RENDERING);
  } catch (error) {
    logger.fatal((error as Error).message);
    process.exit(1);
  }

  const localeBuilds = await loadLocaleBuilds(buildDir, config.LOCALES);
  const services = await createServices(config, logger);
  // The app is made once the port is known (PORT=0 lets the system choose, and an
  // unset SITE_URL follows it), in the same tick as the server starts listening,
  // so no request can come before it.
  let handle: http.RequestListener = () => undefined;
  let trustProxy: TrustProxyFn = () => false;
  const server = http.createServer({ keepAliveTimeout: 5000 });
  // Absurd paths are refused, and one client's backlog bounded, before the page cache and Express run.
  guardConnections(
    server,
    withPathLimits((req, res) => handle(req, res), config.BASE_PATH),
    { trustProxy: (addr, i) => trustProxy(addr, i), base: config.BASE_PATH, logger },
  );
  server.listen(config.PORT, config.HOST, () => {
    const port = (server.address() as AddressInfo).port;
    servedPort(config, port);
    const app = createApp({
      config,
      logger,
      services,
      build,
      localeBuilds,
      clientDir: path.join(buildDir, "client"),
    });
    trustProxy = app.get("trust proxy fn") as TrustProxyFn;
    handle = withPageCache(app);
    logger.info(
      { port, host: config.HOST, base: config.BASE_PATH },
      `Vitrine listening on http://localhost:${port}${config.BASE_PATH}`,
    );
  });
  let inFlight = 0;
  server.on("request", (_req, res: http.ServerResponse) => {
    inFlight++;
    res.once("close", () => inFlight--);
  });

  let stopping = false;
  let exitCode = 0;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const forced = setTimeout(() => {
      // Cutting a request is a failed stop: the exit code tells the supervisor (or the cluster primary).
      if (inFlight > 0) {
        exitCode = 1;
        logger.error(
          { inFlight },
          `in-flight requests did not finish in ${config.SHUTDOWN_TIMEOUT_MS} ms; cut ${inFlight} request${inFlight === 1 ? "" : "s"}`,
        );
      }
      server.closeAllConnections();
    }, config.SHUTDOWN_TIMEOUT_MS);
    forced.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    clearTimeout(forced);
    await Promise.race([
      services.close().catch((err: unknown) => logger.error({ err }, "closing services failed")),
      new Promise((resolve) => setTimeout(resolve, 1500).unref()),
    ]);
    logger.info("stopped");
    logger.flush();
    process.exit(exitCode);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  // A promise nobody awaited (a driver's background retry, a fire-and-forget
  // write) concerns one operation, not the process: log it and keep serving.
  process.on("unhandledRejection", (reason) => {
    logger.error({ err: reason }, "unhandled promise rejection");
  });
  // An exception that escaped every handler leaves the process in an unknown
  // state: stop taking traffic, let in-flight requests finish, exit non-zero so
  // the supervisor (or the cluster primary) starts a fresh process.
  process.on("uncaughtException", (err, origin) => {
    logger.fatal({ err, origin }, "uncaught exception; shutting down");
    exitCode = 1;
    void shutdown("uncaughtException");
  });
}
