/**
 * The PostgreSQL pool as Kysely sees it when the database serves visitors
 * (docs/decisions/0013-database-deadlines.md). Two things pg and pg-pool do not do:
 *
 * - A client whose query got no answer in time is destroyed when Kysely releases
 *   it. pg reports the timeout but keeps the client waiting for the abandoned
 *   answer, and every later query on it would queue behind that answer; on a
 *   connection that died silently, that lasts until TCP gives up.
 * - A circuit breaker (cockatiel): after a few queries in a row got no answer, the
 *   database is taken as away and checkouts fail at once, the ones already waiting
 *   included, instead of each waiting out its own deadline; after a second one
 *   query may try again, and the first answer closes the circuit.
 */
import { BrokenCircuitError, circuitBreaker, ConsecutiveBreaker, handleWhen } from "cockatiel";
import type { PostgresPool, PostgresPoolClient } from "kysely";
import type pg from "pg";
import { isDatabaseUnavailable } from "./unavailable.ts";

/** Queries in a row that got no answer before the circuit opens; one answer starts the count again. */
export const FAILURES_TO_OPEN = 3;
/** How long the circuit stays open before one query may try the database again. */
export const RETRY_DATABASE_AFTER_MS = 1000;

/** No answer from the server: a deadline passed or the connection failed. A statement the server cancelled is an answer. */
function noAnswer(error: unknown): boolean {
  if (error instanceof BrokenCircuitError || !isDatabaseUnavailable(error)) return false;
  return !(typeof error === "object" && error !== null && "severity" in error); // pg's DatabaseError, sent by the server
}

export function guardedPool(pool: pg.Pool): PostgresPool {
  const breaker = circuitBreaker(handleWhen(noAnswer), {
    halfOpenAfter: RETRY_DATABASE_AFTER_MS,
    breaker: new ConsecutiveBreaker(FAILURES_TO_OPEN),
  });
  let opened = new AbortController();
  breaker.onBreak(() => {
    opened.abort();
    opened = new AbortController();
  });

  /** A checkout that gives up when the circuit opens; a client it gets afterwards goes straight back. */
  function checkout(signal: AbortSignal): Promise<pg.PoolClient> {
    const pending = pool.connect();
    return new Promise((resolve, reject) => {
      const giveUp = () => {
        reject(new BrokenCircuitError("The database is not answering"));
        pending.then(
          (client) => client.release(),
          () => {},
        );
      };
      if (signal.aborted) return giveUp();
      signal.addEventListener("abort", giveUp, { once: true });
      pending.then(
        (client) => {
          signal.removeEventListener("abort", giveUp);
          resolve(client);
        },
        (error: unknown) => {
          signal.removeEventListener("abort", giveUp);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  return {
    options: pool.options,
    async connect(): Promise<PostgresPoolClient> {
      const signal = opened.signal;
      const client = await breaker.execute(() => checkout(signal));
      let silent = false;
      const query = (text: string, parameters: unknown[]) =>
        breaker
          .execute(() => client.query(text, parameters))
          .catch((error: unknown) => {
            if (error instanceof Error && error.message === "Query read timeout") silent = true;
            throw error;
          });
      return {
        processID: (client as { processID?: number }).processID,
        // Kysely calls query(sql, parameters); its cursor form is for streaming, which this site does not use.
        query: query as unknown as PostgresPoolClient["query"],
        release: (destroy?: boolean) => client.release(destroy || silent),
      };
    },
    end: () => pool.end(),
  };
}
