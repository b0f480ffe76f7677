import { describe, expect, it } from "vitest";
import { INVALIDATE_MESSAGE, isInvalidateMessage, relay, restartDelay, type InvalidateMessage } from "./cluster.ts";

function fakeWorker(connected = true) {
  const sent: unknown[] = [];
  return { sent, isConnected: () => connected, send: (m: unknown) => sent.push(m) > 0 };
}

describe("cluster primary", () => {
  it("recognises invalidation messages and nothing else", () => {
    expect(isInvalidateMessage({ type: INVALIDATE_MESSAGE, from: "a" })).toBe(true);
    expect(isInvalidateMessage({ type: INVALIDATE_MESSAGE, from: "a", types: ["news", "cases"] })).toBe(true);
    for (const bad of [null, "x", { type: INVALIDATE_MESSAGE }, { type: "other", from: "a" }, { type: INVALIDATE_MESSAGE, from: "a", types: "news" }, { type: INVALIDATE_MESSAGE, from: "a", types: [1] }]) {
      expect(isInvalidateMessage(bad)).toBe(false);
    }
  });

  it("relays an invalidation to every other connected worker, not back to its sender", () => {
    const sender = fakeWorker();
    const other = fakeWorker();
    const third = fakeWorker();
    const gone = fakeWorker(false);
    const message: InvalidateMessage = { type: INVALIDATE_MESSAGE, from: "w1", types: ["news"] };
    expect(relay([sender, other, undefined, gone, third], sender, message)).toBe(2);
    expect(sender.sent).toEqual([]);
    expect(gone.sent).toEqual([]);
    expect(other.sent).toEqual([message]);
    expect(third.sent).toEqual([message]);
  });

  it("waits longer before each replacement while workers keep dying right after they start", () => {
    expect(restartDelay(0)).toBe(0);
    expect(restartDelay(1)).toBe(250);
    expect(restartDelay(2)).toBe(500);
    expect(restartDelay(5)).toBe(4000);
    expect(restartDelay(20)).toBe(30_000);
  });
});
