import { defineConfig, devices } from "@playwright/test";
import type { WorkerOptions } from "./tests/support/browser-test.ts";
import { writeKernelIndex } from "./scripts/kernel-index.ts";
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from "./tests/support/chromium.ts";

// The kernel's generated index (scripts/kernel-index.ts), before the specs load the kernel.
writeKernelIndex();

// Each worker starts its own production server on the build, with its own port and data
// directory (tests/support/e2e-server.ts): E2E_PORT + the worker's number, DATA_DIR-<port>.
// E2E_WORKERS sets how many run side by side; the build must exist (npm run test:e2e builds it first).
// DOCUMENT_ENTRY=stock runs the suites against React Router's stock entry (decision 0019).
const port = Number(process.env.E2E_PORT ?? 4010);
const workers = Number(process.env.E2E_WORKERS ?? 3);
const launchOptions = { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS };

export default defineConfig<object, WorkerOptions>({
  testDir: "tests/e2e",
  // Per E2E_PORT: runs side by side (each with its own ports) must not clear each other's results.
  outputDir: `test-results/${port}`,
  // Files share accounts made in beforeAll, so a file's tests stay together in one worker.
  fullyParallel: false,
  workers,
  forbidOnly: true,
  // On CI a test that fails once and passes on its retry is reported as flaky (and then fixed);
  // one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? "line" : "list",
  // Name the slowest files in every run, so the suite's time can be kept in hand.
  reportSlowTests: { max: 8, threshold: 60_000 },
  timeout: 45_000,
  // A busy machine may set E2E_EXPECT_TIMEOUT (milliseconds) higher.
  expect: { timeout: Number(process.env.E2E_EXPECT_TIMEOUT ?? 7_000) },
  use: {
    launchOptions,
    trace: "off",
  },
  projects: [
    {
      name: "desktop",
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      // The same build answered without server rendering (SERVER_RENDERING=off): only the
      // navigation tests that run in both modes.
      name: "shell",
      testMatch: /\.modes\.spec\.ts$/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        serverEnv: { SERVER_RENDERING: "off" },
        launchOptions,
      },
    },
    {
      name: "mobile",
      testMatch: /\.mobile\.spec\.ts$/,
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        userAgent:
          "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
        launchOptions,
      },
    },
  ],
});
