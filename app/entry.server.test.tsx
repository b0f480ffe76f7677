import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import type { Services } from "../server/services.ts";
import { handleError } from "./entry.server";
import { registerServices } from "./lib/services.server";

/** A pino logger writing JSON lines into an array, at every level. */
function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: "trace" }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  registerServices({ logger } as Services);
  return lines;
}

/** What React Router hands handleError for a 404 or a 405 (an internal ErrorResponse). */
function routerRefusal(status: number, statusText: string) {
  return { status, statusText, internal: true, data: `Error: ${statusText}`, error: new Error(`${statusText}: refused`) };
}

const request = (init: RequestInit = {}) => new Request("http://localhost:3000/news", { method: "POST", ...init });

afterEach(() => registerServices(undefined));

describe("handleError", () => {
  it("logs a real failure as one structured error line with the stack", () => {
    const lines = capture();
    handleError(new Error("loader exploded"), { request: request() });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: "rendering failed", method: "POST", url: "http://localhost:3000/news", err: { type: "Error", message: "loader exploded" } });
    expect((lines[0]!.err as { stack: string }).stack).toMatch(/loader exploded\n\s+at /);
  });

  it("logs the router's expected 4xx answers at debug only", () => {
    const lines = capture();
    handleError(routerRefusal(405, "Method Not Allowed"), { request: request() });
    handleError(routerRefusal(404, "Not Found"), { request: request({ method: "GET" }) });
    handleError(new Error("The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action."), { request: request() });
    expect(lines.map((l) => [l.level, l.status])).toEqual([
      [20, 405],
      [20, 404],
      [20, 400],
    ]);
  });

  it("logs a 5xx error response at error level, with the error it wraps", () => {
    const lines = capture();
    handleError(routerRefusal(500, "Internal Server Error"), { request: request() });
    expect(lines).toMatchObject([{ level: 50, err: { message: "Internal Server Error: refused" } }]);
  });

  it("logs nothing when the visitor went away", () => {
    const lines = capture();
    const controller = new AbortController();
    controller.abort();
    handleError(new Error("cancelled render"), { request: request({ signal: controller.signal }) });
    expect(lines).toEqual([]);
  });
});
