import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/support/chromium.ts";

// One production server per run. E2E_PORT, BUILD_DIR and DATA_DIR let several runs
// share a machine; the build must exist (npm run test:e2e builds it first).
// DOCUMENT_ENTRY=stock runs the suites against React Router's stock entry (decision 0019).
const port = Number(process.env.E2E_PORT ?? 4010);
const basePath = process.env.BASE_PATH ?? "/";
const origin = `http://127.0.0.1:${port}`;
const shellPort = port + 1;
const shellOrigin = `http://127.0.0.1:${shellPort}`;
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** The production server the tests run against (the build must exist). */
function productionServer(serverPort: number, serverOrigin: string, extra: Record<string, string>) {
  const dataDir = process.env.DATA_DIR ? `${process.env.DATA_DIR}-${serverPort}` : `data/e2e-${serverPort}`;
  return {
    command: "node server/index.ts",
    url: `${serverOrigin}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      PORT: String(serverPort),
      HOST: "127.0.0.1",
      SITE_URL: serverOrigin,
      BASE_PATH: basePath,
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      DOCUMENT_ENTRY: process.env.DOCUMENT_ENTRY ?? "fast",
      // Every browser test signs in from 127.0.0.1: one address, like a large office behind one
      // gateway. The per-address limit itself is tested in server/accounts/sign-in.test.ts.
      SIGNIN_ADDRESS_ATTEMPTS: "1000",
      ...extra,
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  // Per server port: runs side by side (npm test's two halves) must not clear each other's results.
  outputDir: `test-results/${port}`,
  fullyParallel: false,
  workers: 1,
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
    baseURL: origin + basePath,
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
        baseURL: shellOrigin + basePath,
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
  webServer: [
    productionServer(port, origin, {}),
    productionServer(shellPort, shellOrigin, { SERVER_RENDERING: "off" }),
  ],
});
