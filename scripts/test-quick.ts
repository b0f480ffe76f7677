/**
 * `npm run test:quick`, for everyday work: the type check, the linters and the unit tests on SQLite
 * (tests/quick/vitest.config.ts), side by side. `npm test` remains the whole suite that CI runs.
 */
import { writeKernelIndex } from "./kernel-index.ts";
import { report, runStages } from "./steps.ts";

// The kernel's generated index (scripts/kernel-index.ts), once, before the stages start their processes.
writeKernelIndex();

report(
  await runStages([
    [
      [["typecheck", ["npm", "run", "typecheck"]]],
      [["lint", ["npm", "run", "lint"]]],
      [["unit tests on SQLite", ["npx", "vitest", "run", "--config", "tests/quick/vitest.config.ts"]]],
    ],
  ]),
);
