import path from "node:path";
import { defineConfig } from "vitest/config";
import base from "../../vitest.config.ts";

// The security suite (npm run test:security; `npm test` runs it beside the browser tests).
// It starts production servers on fixed ports, so its files run one at a time.
export default defineConfig({
  ...base,
  root: path.resolve(import.meta.dirname, "../.."),
  test: {
    ...base.test,
    include: ["tests/security/**/*.test.ts"],
    // The unit suite's seeded templates, and a data directory a server starts on without seeding.
    globalSetup: [base.test?.globalSetup ?? [], "tests/security/site-template.ts"].flat(),
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A process per file, as before decision 0107: these files stop servers, databases and
    // Redis under themselves, and are few.
    isolate: true,
  },
});
