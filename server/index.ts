/**
 * Production entry: parse the configuration, then serve in this process, or,
 * when WEB_CONCURRENCY is above 1, start the cluster primary that forks the
 * worker processes (server/cluster.ts), each of which runs server/serve.ts.
 */
import "./compile-cache.ts"; // first: modules loaded from here on use the code cache
import cluster from "node:cluster";
import { ConfigError, parseConfig, type Config } from "./config.ts";
import { createLogger } from "./logger.ts";

let config: Config;
try {
  config = parseConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config);
if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
  const { runPrimary } = await import("./cluster.ts");
  runPrimary(config, logger);
} else {
  const { serve } = await import("./serve.ts");
  await serve(config, cluster.isWorker ? logger.child({ worker: cluster.worker?.id }) : logger);
}
