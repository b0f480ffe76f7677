import path from "node:path";
import { defineConfig } from "vitest/config";
import base from "../../vitest.config.ts";

// The search-engine, sharing and site-search suite (npm run test:seo; part of `npm test`).
export default defineConfig({
  ...base,
  root: path.resolve(import.meta.dirname, "../.."),
  test: {
    ...base.test,
    include: ["tests/seo/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    // A process per file, as before decision 0107: these files stop servers, databases and
    // Redis under themselves, and are few.
    isolate: true,
    // No test here makes services of its own: no seeded templates (tests/support/seeded-templates.ts).
    globalSetup: [],
  },
});
