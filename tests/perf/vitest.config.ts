import path from "node:path";
import { defineConfig } from "vitest/config";
import base from "../../vitest.config.ts";

// The performance suite on its own (npm run test:perf): it builds the site into
// the shared build (tests/support/server.ts) and starts production servers, so it runs one file at a time.
export default defineConfig({
  ...base,
  root: path.resolve(import.meta.dirname, "../.."),
  test: {
    ...base.test,
    include: ["tests/perf/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    // A process per file, as before decision 0107: these files stop servers, databases and
    // Redis under themselves, and are few.
    isolate: true,
    // No test here makes services of its own: no seeded templates (tests/support/seeded-templates.ts).
    globalSetup: [],
  },
});
