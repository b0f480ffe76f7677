/**
 * The access log: one pino line per answered request, `{req: {id, method, url}, res: {status},
 * responseTime}`, at error for a 5xx or a failure, warn for a 4xx, info otherwise; `req.log`
 * is the request's logger for everything else a handler logs.
 *
 * Every request comes through here, so the line is built from the request and response
 * themselves: pino-http's wrapped serializers first copy each into a full description
 * (every request header, a copy of every response header) that the two fields above
 * then pick from, and the logger's redaction then looks for headers the line never holds.
 * The page cache's own hit lines (server/page-cache) are written the same way.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";

/** Express's request: its URL as received, before a router strips its mount path. */
type LoggedRequest = IncomingMessage & { originalUrl?: string };

export function accessLog(logger: Logger) {
  return pinoHttp({
    // No redaction: the serializers below keep no header, of the request or the response.
    logger: logger.child({}, { redact: [] }),
    wrapSerializers: false,
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    serializers: {
      req: (req: LoggedRequest) => ({
        id: req.id,
        method: req.method,
        url: req.originalUrl ?? req.url,
      }),
      // As pino-http's wrapped serializer reports it: no status before the head was sent.
      res: (res: ServerResponse) => ({ status: res.headersSent ? res.statusCode : null }),
    },
  });
}
