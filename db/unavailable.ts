/**
 * Tells a database that cannot answer now from a query that is wrong. The first
 * is temporary: pages and the API answer 503 with Retry-After (come back soon);
 * anything else stays a 500 (a bug to fix). One place, so the page renderer, the
 * API and the error handler agree on which is which.
 */
import { timeout, TimeoutStrategy } from "cockatiel";

/** Seconds a client should wait before retrying while the database is away (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;

const pingDeadline = timeout(1000, TimeoutStrategy.Aggressive);
/** Whether `ping` resolves within a second: a database slower than that is as good as away. */
export const answersPing = (ping: () => Promise<void>): Promise<boolean> =>
  pingDeadline.execute(ping).then(
    () => true,
    () => false,
  );

/** Messages of the pg driver and pool that carry no code. */
const PG_MESSAGES = [
  "Query read timeout", // our client-side deadline: the server never answered
  "timeout exceeded when trying to connect", // pool checkout deadline
  "Connection terminated", // "... unexpectedly", "... due to connection timeout"
  "timeout expired", // a new connection not ready within its deadline
  "Client has encountered a connection error and is not queryable",
  "Cannot use a pool after calling end on the pool",
];

/** Socket errors on the way to the server. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ECONNABORTED",
]);

/**
 * PostgreSQL SQLSTATEs that say "not now" rather than "wrong": connection
 * exceptions (class 08), statement_timeout and lock_timeout (57014, 55P03), the
 * server shutting down or starting (57P01-57P03), too many connections (53300),
 * and idle_in_transaction_session_timeout (25P03).
 */
function isPgTransient(code: string): boolean {
  return code.startsWith("08") || ["57014", "55P03", "57P01", "57P02", "57P03", "53300", "25P03"].includes(code);
}

/**
 * SQLite primary result codes (the low byte of an extended code): the file is
 * locked past busy_timeout (5, 6), unreadable or damaged (10, 11, 14, 26), or the
 * disk is full (13).
 */
const SQLITE_CODES = new Set([5, 6, 10, 11, 13, 14, 26]);

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 4) return false;
  const e = error as {
    code?: unknown;
    errcode?: unknown;
    message?: unknown;
    errors?: unknown;
    cause?: unknown;
    isBrokenCircuitError?: unknown;
  };
  // db/postgres-pool.ts: the database did not answer the last queries, so this one was not tried.
  if (e.isBrokenCircuitError === true) return true;
  if (
    typeof e.code === "string" &&
    (NETWORK_CODES.has(e.code) || (/^[0-9A-Z]{5}$/.test(e.code) && isPgTransient(e.code)))
  )
    return true;
  if (e.code === "ERR_SQLITE_ERROR" && typeof e.errcode === "number" && SQLITE_CODES.has(e.errcode & 0xff)) return true;
  if (typeof e.message === "string" && PG_MESSAGES.some((m) => (e.message as string).startsWith(m))) return true;
  // A connection attempt to several addresses fails with all of their errors; a wrapper names its cause.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
