import { afterEach, describe, expect, it } from "vitest";
import type { ContentVersion } from "../db/content-version.ts";
import { createContentChanges, type ContentChange, type ContentChanges } from "./content-changes.ts";

/** A content version row the test moves by hand, and a bus reading it. */
function setup(intervalMs = 0) {
  const row: { now: ContentVersion | Error } = { now: { version: 7, types: null } };
  let reads = 0;
  const warnings: string[] = [];
  const logger = {
    warn: (_o: unknown, msg: string) => warnings.push(msg),
    info: () => undefined,
    error: () => undefined,
  };
  const changes = createContentChanges({
    read: async () => {
      reads++;
      if (row.now instanceof Error) throw row.now;
      return row.now;
    },
    intervalMs,
    logger: logger as never,
  });
  const seen: ContentChange[] = [];
  changes.subscribe((change) => seen.push(change));
  opened.push(changes);
  return { row, changes, seen, warnings, reads: () => reads };
}

const opened: ContentChanges[] = [];
afterEach(() => {
  for (const changes of opened.splice(0)) changes.stop();
});

describe("content changes", () => {
  it("takes the version found at start as the starting point, and publishes only when it moves", async () => {
    const { row, changes, seen } = setup();
    await changes.start();
    expect(await changes.check()).toBe(false);
    expect(seen).toEqual([]);
    row.now = { version: 8, types: ["news"] };
    expect(await changes.check()).toBe(true);
    expect(await changes.check()).toBe(false);
    expect(seen).toEqual([{ types: ["news"] }]);
  });

  it("drops everything when it cannot tell what changed: several versions at once, a version going back, no types", async () => {
    const { row, changes, seen } = setup();
    await changes.start();
    row.now = { version: 10, types: ["news"] }; // 8 and 9 were never seen
    await changes.check();
    row.now = { version: 3, types: ["cases"] }; // a database restored from a backup
    await changes.check();
    row.now = { version: 4, types: null }; // a reseed
    await changes.check();
    expect(seen).toEqual([{}, {}, {}]);
  });

  it("keeps going while the version cannot be read, warns once, and catches up on the next read", async () => {
    const { row, changes, seen, warnings } = setup();
    await changes.start();
    row.now = new Error("connection refused");
    expect(await changes.check()).toBe(false);
    expect(await changes.check()).toBe(false);
    expect(warnings).toHaveLength(1);
    row.now = { version: 8, types: ["videos"] };
    expect(await changes.check()).toBe(true);
    expect(seen).toEqual([{ types: ["videos"] }]);
  });

  it("counts the first successful read as a change when the start could not read the version", async () => {
    const { row, changes, seen } = setup();
    row.now = new Error("not yet");
    await changes.start();
    row.now = { version: 7, types: null };
    expect(await changes.check()).toBe(true);
    expect(seen).toEqual([{}]);
  });

  it("shares one read between concurrent checks", async () => {
    const { row, changes, seen, reads } = setup();
    await changes.start();
    row.now = { version: 8, types: null };
    const before = reads();
    expect(await Promise.all([changes.check(), changes.check(), changes.check()])).toEqual([true, true, true]);
    expect(reads() - before).toBe(1);
    expect(seen).toHaveLength(1);
  });

  it("hands every change to every subscriber, even when one of them throws, until it unsubscribes", () => {
    const { changes, seen } = setup();
    const other: ContentChange[] = [];
    changes.subscribe(() => {
      throw new Error("broken subscriber");
    });
    const off = changes.subscribe((change) => other.push(change));
    changes.publish({ types: ["help"] });
    off();
    changes.publish();
    expect(seen).toEqual([{ types: ["help"] }, {}]);
    expect(other).toEqual([{ types: ["help"] }]);
  });

  it("polls on its own until stopped", async () => {
    const { row, changes, seen, reads } = setup(10);
    await changes.start();
    row.now = { version: 8, types: null };
    const deadline = Date.now() + 2000;
    while (seen.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    expect(seen).toEqual([{}]);
    changes.stop();
    await new Promise((r) => setTimeout(r, 30)); // a read already under way may finish
    const stoppedAt = reads();
    await new Promise((r) => setTimeout(r, 60));
    expect(reads()).toBe(stoppedAt);
  });
});
