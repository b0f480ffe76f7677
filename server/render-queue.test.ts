import { describe, expect, it } from "vitest";
import { createRenderQueue, RenderQueueFull } from "./render-queue.ts";

function deferred() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

/** A few turns of the event loop: each task starts one turn after its slot frees. */
const tick = async () => {
  for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
};

describe("render queue", () => {
  it("runs at most `concurrency` tasks at once, the rest first come first served", async () => {
    const queue = createRenderQueue(2, 10);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const results = gates.map((gate, i) =>
      queue.run(() => {
        started.push(i);
        return gate.promise;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect([queue.active, queue.pending]).toEqual([2, 3]);
    gates[1]!.resolve("one");
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve("zero");
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const [i, gate] of gates.entries()) gate.resolve(String(i));
    expect(await Promise.all(results)).toEqual(["zero", "one", "2", "3", "4"]);
    expect([queue.active, queue.pending]).toEqual([0, 0]);
  });

  it("refuses a task at once when the waiting line is full, and takes new ones once it moves", async () => {
    const queue = createRenderQueue(1, 2);
    const gate = deferred();
    const running = queue.run(() => gate.promise);
    const waiting = [queue.run(async () => "a"), queue.run(async () => "b")];
    await tick();
    await expect(queue.run(async () => "refused")).rejects.toBeInstanceOf(RenderQueueFull);
    gate.resolve("first");
    expect(await Promise.all([running, ...waiting])).toEqual(["first", "a", "b"]);
    expect(await queue.run(async () => "later")).toBe("later");
  });

  it("lets the event loop turn between one task and the next", async () => {
    const queue = createRenderQueue(1, 10);
    const events: string[] = [];
    const done = [0, 1, 2].map((i) =>
      queue.run(async () => {
        events.push(`task ${i}`);
      }),
    );
    // Stands for I/O waiting its turn: a socket to read, a connection to accept.
    setImmediate(() => events.push("io"));
    await Promise.all(done);
    expect(events.indexOf("io")).toBeGreaterThan(-1);
    expect(events.indexOf("io")).toBeLessThan(events.indexOf("task 1"));
  });

  it("skips the task of a client that left while it waited", async () => {
    const queue = createRenderQueue(1, 5);
    const gate = deferred();
    const running = queue.run(() => gate.promise);
    let gone = false;
    let rendered = false;
    const skipped = queue.run(
      async () => {
        rendered = true;
        return "rendered";
      },
      () => gone,
      () => "skipped",
    );
    gone = true;
    gate.resolve("first");
    expect(await Promise.all([running, skipped])).toEqual(["first", "skipped"]);
    expect(rendered).toBe(false);
  });

  it("with a hold limit, lets the next task start once the running one has held its place that long", async () => {
    const queue = createRenderQueue(1, 5, 30);
    const slow = deferred();
    const started: string[] = [];
    const first = queue.run(() => {
      started.push("slow");
      return slow.promise;
    });
    const second = queue.run(async () => {
      started.push("quick");
      return "quick";
    });
    await tick();
    expect(started).toEqual(["slow"]);
    expect(await second).toBe("quick");
    expect(started).toEqual(["slow", "quick"]);
    slow.resolve("slow");
    expect(await first).toBe("slow");
  });

  it("with a hold limit, still starts the next task as soon as the running one settles, and passes on its failure", async () => {
    const queue = createRenderQueue(1, 5, 60_000);
    const failing = queue.run(async () => {
      throw new Error("boom");
    });
    const next = queue.run(async () => "next");
    await expect(failing).rejects.toThrow("boom");
    expect(await next).toBe("next");
    expect([queue.active, queue.pending]).toEqual([0, 0]);
  });
});
