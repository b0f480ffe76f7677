/**
 * Runs the stages of a test run (scripts/test-all.ts, scripts/test-quick.ts): each stage is a set of
 * lanes that run side by side, each lane a sequence of steps; a stage starts when the one before
 * has ended. Every step runs even when an earlier one fails, so one run shows every problem.
 * Prints each step's time and the whole run's, and returns the names of the steps that failed.
 */
import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Name, command, and environment added to this process's. */
export type Step = [string, string[], Record<string, string>?];
export type Stage = Step[][];

type Outcome = { status: number | null; signal?: NodeJS.Signals | null };

/** Runs a command; beside others its output is held back and shown once it ends, so the log stays readable. */
function run([cmd, ...args]: string[], extra: Record<string, string>, held: boolean): Promise<Outcome> {
  const env = { ...process.env, ...extra };
  if (!held) {
    const child = spawn(cmd!, args, { stdio: "inherit", env });
    return new Promise((resolve) => child.on("close", (status, signal) => resolve({ status, signal })));
  }
  // A file, not a pipe: nothing has to drain it while the other lanes run.
  const log = path.join(mkdtempSync(path.join(os.tmpdir(), "vitrine-step-")), "step.log");
  const fd = openSync(log, "w");
  const child = spawn(cmd!, args, { stdio: ["ignore", fd, fd], env });
  closeSync(fd);
  return new Promise((resolve) =>
    child.on("close", (status, signal) => {
      process.stdout.write(readFileSync(log));
      resolve({ status, signal });
    }),
  );
}

export async function runStages(stages: Stage[]): Promise<string[]> {
  const failed: string[] = [];
  const times: string[] = [];
  async function lane(steps: Step[], held: boolean): Promise<void> {
    for (const [name, command, extra = {}] of steps) {
      if (!held) process.stdout.write(`\n=== ${name} ===\n`);
      const started = Date.now();
      const result = await run(command, extra, held);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      times.push(`${name}: ${seconds} s`);
      if (result.status === 0) process.stdout.write(`=== ${name}: passed in ${seconds} s ===\n`);
      else {
        process.stdout.write(`=== ${name}: FAILED (exit ${result.status ?? result.signal}) after ${seconds} s ===\n`);
        failed.push(name);
      }
    }
  }
  const began = Date.now();
  for (const stage of stages) {
    const held = stage.length > 1;
    if (held) {
      const lanes = stage.map((steps) => steps.map(([name]) => name).join(", "));
      process.stdout.write(`\n=== side by side: ${lanes.join(" | ")} ===\n`);
    }
    await Promise.all(stage.map((steps) => lane(steps, held)));
  }
  process.stdout.write(`\n${times.join("\n")}\nWhole run: ${((Date.now() - began) / 1000).toFixed(1)} s\n`);
  return failed;
}

/** Ends the process: non-zero, naming them, when any step failed. */
export function report(failed: string[]): void {
  if (failed.length) {
    process.stderr.write(`\nFailed: ${failed.join(", ")}\n`);
    process.exit(1);
  }
  process.stdout.write("\nAll checks passed.\n");
}
