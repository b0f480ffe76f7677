import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

const PG_URL = process.env.TEST_PG_SERVER
  ? `${process.env.TEST_PG_SERVER}/postgres`
  : "postgres://postgres@127.0.0.1:5432/postgres";
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

describe("isDatabaseUnavailable", () => {
  const refused = openDatabase({
    databaseUrl: "postgres://postgres@127.0.0.1:1/postgres",
    dataDir: "/tmp",
    poolSize: 1,
  });
  const reachable = openDatabase({ databaseUrl: PG_URL, dataDir: "/tmp", poolSize: 1 });
  afterAll(async () => {
    await Promise.all([refused.close(), reachable.close()]);
  });

  it("says yes to a server that refuses the connection", async () => {
    const error = await failure(sql`select 1`.execute(refused.kysely));
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("says no to a query that is wrong, on either database", async () => {
    const pgError = await failure(sql`select * from no_such_table_here`.execute(reachable.kysely));
    expect(pgError).toMatchObject({ code: "42P01" });
    expect(isDatabaseUnavailable(pgError)).toBe(false);
    const sqlite = new DatabaseSync(":memory:");
    let sqliteError: unknown;
    try {
      sqlite.exec("select * from no_such_table_here");
    } catch (error) {
      sqliteError = error;
    }
    sqlite.close();
    expect(sqliteError).toMatchObject({ code: "ERR_SQLITE_ERROR" });
    expect(isDatabaseUnavailable(sqliteError)).toBe(false);
    expect(isDatabaseUnavailable(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it("looks inside the errors a wrapper carries", () => {
    const refusedSocket = Object.assign(new Error("connect ECONNREFUSED ::1:5432"), { code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(new AggregateError([refusedSocket]))).toBe(true);
    expect(isDatabaseUnavailable(new Error("loading the page failed", { cause: refusedSocket }))).toBe(true);
  });
});
