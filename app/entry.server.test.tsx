import pino from "pino";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { handleDataRequest, handleError } from "./entry.server";
import { loggerContext } from "./lib/context.server";

/** A request's context whose pino logger writes JSON lines into an array, at every level. */
let context = new RouterContextProvider();
function capture() {
  const lines: Array<Record<string, unknown>> = [];
  context = new RouterContextProvider();
  context.set(
    loggerContext,
    pino({ level: "trace" }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }),
  );
  return lines;
}

/** What React Router hands handleError for a 404 or a 405 (an internal ErrorResponse). */
function routerRefusal(status: number, statusText: string) {
  return {
    status,
    statusText,
    internal: true,
    data: `Error: ${statusText}`,
    error: new Error(`${statusText}: refused`),
  };
}

/** What React Router hands handleError about the request. */
const args = (init: RequestInit = {}) => ({
  request: new Request("http://localhost:3000/news", { method: "POST", ...init }),
  context,
  params: {},
});

describe("handleError", () => {
  it("logs a real failure as one structured error line with the stack", () => {
    const lines = capture();
    handleError(new Error("loader exploded"), args());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: "rendering failed",
      method: "POST",
      url: "http://localhost:3000/news",
      err: { type: "Error", message: "loader exploded" },
    });
    expect((lines[0]!.err as { stack: string }).stack).toMatch(/loader exploded\n\s+at /);
  });

  it("logs the router's expected 4xx answers at debug only", () => {
    const lines = capture();
    handleError(routerRefusal(405, "Method Not Allowed"), args());
    handleError(routerRefusal(404, "Not Found"), args({ method: "GET" }));
    handleError(
      new Error(
        "The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.",
      ),
      args(),
    );
    expect(lines.map((l) => [l.level, l.status])).toEqual([
      [20, 405],
      [20, 404],
      [20, 400],
    ]);
  });

  it("logs a 5xx error response at error level, with the error it wraps", () => {
    const lines = capture();
    handleError(routerRefusal(500, "Internal Server Error"), args());
    expect(lines).toMatchObject([{ level: 50, err: { message: "Internal Server Error: refused" } }]);
  });

  it("logs nothing when the visitor went away", () => {
    const lines = capture();
    const controller = new AbortController();
    controller.abort();
    handleError(new Error("cancelled render"), args({ signal: controller.signal }));
    expect(lines).toEqual([]);
  });

  it("logs a database that did not answer as one warning without a stack, and its data request answers 503", () => {
    const lines = capture();
    const away = args({ method: "GET" });
    const timeout = new Error("Query read timeout");
    handleError(timeout, away);
    expect(lines).toMatchObject([{ level: 40, msg: "database unavailable", err: { message: "Query read timeout" } }]);
    expect(JSON.stringify(lines[0])).not.toMatch(/\bat /);
    expect(handleDataRequest(new Response("x", { status: 500 }), away).status).toBe(503);
    // Any other failure stays a 500.
    const broken = args({ method: "GET" });
    handleError(new Error("loader exploded"), broken);
    expect(handleDataRequest(new Response("x", { status: 500 }), broken).status).toBe(500);
  });
});
