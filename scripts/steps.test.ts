import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { runStages, type Step } from "./steps.ts";

// A step is a short node process that appends its name to a shared file.
function step(name: string, dir: string, script = ""): Step {
  const log = path.join(dir, "runs");
  return [
    name,
    [process.execPath, "-e", `${script};require("node:fs").appendFileSync(${JSON.stringify(log)}, "${name}\\n")`],
  ];
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "steps-"));
  // The held output of each step is echoed; keep the test's output to its own.
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
});
afterEach(() => vi.restoreAllMocks());

it("hands each queued step to one lane, the first free, while the other is still busy", async () => {
  const done = path.join(dir, "second queued step ran");
  // The first lane's only step waits until the second queued step has run: the second lane,
  // free at once, must take both from the queue, or this step would never end.
  const wait = `const fs=require("node:fs");while(!fs.existsSync(${JSON.stringify(done)}))Atomics.wait(new Int32Array(new SharedArrayBuffer(4)),0,0,20)`;
  const failed = await runStages([
    {
      lanes: [[step("slow", dir, wait)], [step("quick", dir)]],
      queue: [
        step("queued-1", dir),
        step("queued-2", dir, `require("node:fs").writeFileSync(${JSON.stringify(done)}, "")`),
      ],
    },
  ]);
  expect(failed).toEqual([]);
  expect(existsSync(done)).toBe(true);
  expect(readFileSync(path.join(dir, "runs"), "utf8").trim().split("\n")).toEqual([
    "quick",
    "queued-1",
    "queued-2",
    "slow",
  ]);
});

it("runs every step of a failing lane and names the failure", async () => {
  const failed = await runStages([
    {
      lanes: [[["broken", [process.execPath, "-e", "process.exit(3)"]]], [step("fine", dir)]],
      queue: [step("after", dir)],
    },
  ]);
  expect(failed.map(({ name }) => name)).toEqual(["broken"]);
  expect(readFileSync(path.join(dir, "runs"), "utf8").trim().split("\n").sort()).toEqual(["after", "fine"]);
});
