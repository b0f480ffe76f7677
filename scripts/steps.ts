/**
 * Runs the stages of a test run (scripts/test-all.ts, scripts/test-quick.ts): each stage is a set of
 * lanes that run side by side, each lane a sequence of steps, and optionally a queue of steps
 * shared by the lanes: a lane that ends its own steps takes the next one from the queue, so the
 * stage ends close to when the work runs out, whichever lane is slow that day. A stage starts
 * when the one before has ended. Every step runs even when an earlier one fails, so one run shows
 * every problem.
 * Prints each step's time and the whole run's, and returns the names of the steps that failed.
 */
import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import os from "node:os";
import { stripVTControlCharacters } from "node:util";
import path from "node:path";

/** Name, command, and environment added to this process's. */
export type Step = [string, string[], Record<string, string>?];
/** Lanes alone, or lanes with a shared queue taken in order by the first lane free. */
export type Stage = Step[][] | { lanes: Step[][]; queue: Step[] };

type Outcome = { status: number | null; signal?: NodeJS.Signals | null; output: string };

/** Lines of a failed step worth repeating at the end of the run, where a log cut to its tail still shows them. */
const FAILURE_LINE = /\bFAIL\b|FAILED|✗|×|✘|\berror\b|Error:|expected|Expected|Received|received|Timed out|timeout/i;

export function failureSummary(output: string, limit = 60): string {
  // Colour codes would make the patterns miss and the summary hard to read.
  const lines = stripVTControlCharacters(output).split("\n");
  const marked = lines.filter((line) => FAILURE_LINE.test(line) && !/✓/.test(line));
  return [...marked.slice(0, limit), "…", ...lines.slice(-15)].join("\n");
}

/** Runs a command; beside others its output is held back and shown once it ends, so the log stays readable. */
function run([cmd, ...args]: string[], extra: Record<string, string>, held: boolean): Promise<Outcome> {
  const env = { ...process.env, ...extra };
  if (!held) {
    // Shown as it comes and kept, so a failure can be summed up at the end.
    const child = spawn(cmd!, args, { stdio: ["inherit", "pipe", "pipe"], env });
    const chunks: Buffer[] = [];
    const keep = (out: NodeJS.WriteStream) => (chunk: Buffer) => {
      out.write(chunk);
      chunks.push(chunk);
    };
    child.stdout!.on("data", keep(process.stdout));
    child.stderr!.on("data", keep(process.stderr));
    return new Promise((resolve) =>
      child.on("close", (status, signal) => resolve({ status, signal, output: Buffer.concat(chunks).toString() })),
    );
  }
  // A file, not a pipe: nothing has to drain it while the other lanes run.
  const log = path.join(mkdtempSync(path.join(os.tmpdir(), "vitrine-step-")), "step.log");
  const fd = openSync(log, "w");
  const child = spawn(cmd!, args, { stdio: ["ignore", fd, fd], env });
  closeSync(fd);
  return new Promise((resolve) =>
    child.on("close", (status, signal) => {
      const output = readFileSync(log);
      process.stdout.write(output);
      resolve({ status, signal, output: output.toString() });
    }),
  );
}

export interface Failure {
  name: string;
  summary: string;
}

export async function runStages(stages: Stage[]): Promise<Failure[]> {
  const failed: Failure[] = [];
  const times: string[] = [];
  async function lane(steps: Step[], queue: Step[], held: boolean): Promise<void> {
    // The lane's own steps, then whatever the other lanes have not taken (one process, one
    // event loop: shift() hands each step to exactly one lane).
    const next = (): Step | undefined => steps.shift() ?? queue.shift();
    for (let step = next(); step; step = next()) {
      const [name, command, extra = {}] = step;
      if (!held) process.stdout.write(`\n=== ${name} ===\n`);
      const started = Date.now();
      const result = await run(command, extra, held);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      times.push(`${name}: ${seconds} s`);
      if (result.status === 0) process.stdout.write(`=== ${name}: passed in ${seconds} s ===\n`);
      else {
        process.stdout.write(`=== ${name}: FAILED (exit ${result.status ?? result.signal}) after ${seconds} s ===\n`);
        failed.push({ name, summary: failureSummary(result.output) });
      }
    }
  }
  const began = Date.now();
  for (const stage of stages) {
    const { lanes, queue } = Array.isArray(stage) ? { lanes: stage, queue: [] } : stage;
    const held = lanes.length > 1;
    if (held) {
      const names = lanes.map((steps) => steps.map(([name]) => name).join(", "));
      const then = queue.length ? `, then as lanes come free: ${queue.map(([name]) => name).join(", ")}` : "";
      process.stdout.write(`\n=== side by side: ${names.join(" | ")}${then} ===\n`);
    }
    const shared = [...queue];
    await Promise.all(lanes.map((steps) => lane([...steps], shared, held)));
  }
  process.stdout.write(`\n${times.join("\n")}\nWhole run: ${((Date.now() - began) / 1000).toFixed(1)} s\n`);
  return failed;
}

/** Ends the process: non-zero, naming them, when any step failed. */
export function report(failed: Failure[]): void {
  if (failed.length) {
    for (const { name, summary } of failed) process.stderr.write(`\n=== what failed in ${name} ===\n${summary}\n`);
    process.stderr.write(`\nFailed: ${failed.map(({ name }) => name).join(", ")}\n`);
    process.exit(1);
  }
  process.stdout.write("\nAll checks passed.\n");
}
