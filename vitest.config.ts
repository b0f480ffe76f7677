import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { writeKernelIndex } from "./scripts/kernel-index.ts";
import { localeMessages } from "./scripts/messages-plugin.ts";

// The kernel's generated index (scripts/kernel-index.ts), before any test loads the kernel; the
// suites' configs (tests/*/vitest.config.ts) import this one, and so write it too.
writeKernelIndex();

export default defineConfig({
  // The English words as the default build has them: messages with plural cases compiled (decision 0100).
  plugins: [localeMessages(undefined)],
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "db/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    // The demo content migrated and seeded once per run; each test's database is a copy of it.
    globalSetup: ["tests/support/seeded-templates.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // A worker process runs file after file (decision 0107): a new process per file loaded the
    // server's modules again each time, 0.7 s of CPU a file of server/ (175.6 s against 114.3 s
    // for its 85 files). So a file closes in its own hooks what it opens: services, servers, timers.
    isolate: false,
    // Vitest's default is one file fewer than the cores: one at a time on two. Most files here
    // wait on child processes (servers, builds, PostgreSQL), so at least two keep both cores
    // busy. Suites whose files share fixed ports or the build set fileParallelism: false.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
