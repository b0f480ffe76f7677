import { describe, expect, it } from "vitest";
import { answer, CounterTable, type CounterRequest } from "./cluster-counters.ts";

const hit = (id: number, key = "leads:client", op: CounterRequest["op"] = "increment"): CounterRequest => ({
  channel: "vitrine:rate-counters",
  id,
  op,
  key,
  windowMs: 60_000,
});

describe("the cluster primary's rate counters", () => {
  it("answers each of several hits handled in one tick with its own count", async () => {
    // Hits that arrive in one read of the IPC channel are handled before any reply is sent:
    // each reply must carry the count of its own hit, not the count at sending time.
    const table = new CounterTable();
    const replies = [1, 2, 3, 4, 5, 6, 7].map((id) => answer(table, hit(id), 1_000));
    await Promise.resolve();
    expect(replies.map((r) => r?.totalHits)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(replies.map((r) => r?.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps a fixed window per key, and starts again when it ends", () => {
    const table = new CounterTable();
    expect(answer(table, hit(1), 0)).toMatchObject({ totalHits: 1, resetTime: 60_000 });
    expect(answer(table, hit(2, "other"), 10)).toMatchObject({ totalHits: 1, resetTime: 60_010 });
    expect(answer(table, hit(3), 59_999)).toMatchObject({ totalHits: 2, resetTime: 60_000 });
    expect(answer(table, hit(4), 60_000)).toMatchObject({ totalHits: 1, resetTime: 120_000 });
  });

  it("decrements without going under zero, and resets a key", () => {
    const table = new CounterTable();
    answer(table, hit(1), 0);
    expect(answer(table, hit(2, undefined, "decrement"), 1)?.totalHits).toBe(0);
    expect(answer(table, hit(3, undefined, "decrement"), 2)?.totalHits).toBe(0);
    answer(table, hit(4), 3);
    answer(table, hit(5, undefined, "resetKey"), 4);
    expect(answer(table, hit(6), 5)).toMatchObject({ totalHits: 1, resetTime: 60_005 });
  });

  it("ignores messages that are not for it, and forgets ended windows", () => {
    const table = new CounterTable();
    expect(answer(table, { cmd: "NODE_CLUSTER" }, 0)).toBeUndefined();
    expect(answer(table, null, 0)).toBeUndefined();
    answer(table, hit(1, "a"), 0);
    answer(table, hit(2, "b"), 30_000);
    table.sweep(60_000);
    expect(table.size).toBe(1);
  });
});
