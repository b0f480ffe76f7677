/**
 * The staff command line (`npm run admin`, server/accounts/cli.ts) kept running for a browser
 * test worker: one command a line on standard input, as a JSON array of its arguments; one answer
 * a line on standard output, `{ code, out, err }`. Each `npm run admin` starts Node and loads the
 * accounts, mail and database modules again, about 0.7 s of CPU for a command that takes
 * milliseconds, and the admin browser tests create some forty accounts (decision 0111).
 * The process ends when its input does, which is when the worker ends.
 */
import { createInterface } from "node:readline";
import { runAdminCommand } from "../../server/accounts/cli.ts";

for await (const line of createInterface({ input: process.stdin })) {
  let out = "";
  let err = "";
  const code = await runAdminCommand(JSON.parse(line) as string[], process.env, {
    out: (text) => (out += text),
    err: (text) => (err += text),
  });
  process.stdout.write(`${JSON.stringify({ code, out, err })}\n`);
}
