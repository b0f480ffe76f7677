/**
 * `npm run test:quick`, for everyday work: the type check, the linters and the unit tests on SQLite
 * (tests/quick/vitest.config.ts), side by side. `npm test` remains the whole suite that CI runs.
 */
import { report, runStages } from "./steps.ts";

report(
  await runStages([
    [
      [["typecheck", ["npm", "run", "typecheck"]]],
      [["lint", ["npm", "run", "lint"]]],
      [["unit tests on SQLite", ["npx", "vitest", "run", "--config", "tests/quick/vitest.config.ts"]]],
    ],
  ]),
);
