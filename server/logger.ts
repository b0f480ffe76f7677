import pino, { type Logger } from "pino";
import type { Config } from "./config.ts";

/** JSON lines in production; readable, coloured lines in development. */
export function createLogger(config: Pick<Config, "LOG_LEVEL" | "NODE_ENV">): Logger {
  const pretty = config.NODE_ENV === "development" && process.stdout.isTTY;
  return pino({
    level: config.LOG_LEVEL,
    base: { service: "vitrine" },
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'], remove: true },
    ...(pretty
      ? {
          transport: {
            target: "pino-pretty",
            options: { translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname,service" },
          },
        }
      : {}),
  });
}
