import path from "node:path";
import { defineConfig } from "vitest/config";
import base from "../../vitest.config.ts";

// Runs the security suite on its own (npm run test:security). The main config
// should also include tests/security/**, so `npm test` runs it in CI.
export default defineConfig({
  ...base,
  root: path.resolve(import.meta.dirname, "../.."),
  test: {
    ...base.test,
    include: ["tests/security/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
