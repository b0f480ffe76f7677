import path from "node:path";
import { defineConfig } from "vitest/config";
import base from "../../vitest.config.ts";

// The CDN suite (npm run test:cdn): Debian's varnishd with deploy/varnish/default.vcl in front of
// a stand-in origin and of two production instances on PostgreSQL; one file at a time.
export default defineConfig({
  ...base,
  root: path.resolve(import.meta.dirname, "../.."),
  test: {
    ...base.test,
    include: ["tests/cdn/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    // A process per file, as before decision 0107: these files stop servers, databases and
    // Redis under themselves, and are few.
    isolate: true,
    // No test here makes services of its own: no seeded templates (tests/support/seeded-templates.ts).
    globalSetup: [],
  },
});
