import { defineConfig, devices } from "@playwright/test";

// One production server per run. E2E_PORT, BUILD_DIR and DATA_DIR let several runs
// share a machine; the build must exist (npm run test:e2e builds it first).
const port = Number(process.env.E2E_PORT ?? 4010);
const basePath = process.env.BASE_PATH ?? "/";
const origin = `http://127.0.0.1:${port}`;
const shellPort = port + 1;
const shellOrigin = `http://127.0.0.1:${shellPort}`;
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? "line" : "list",
  timeout: 45_000,
  expect: { timeout: 7_000 },
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
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, baseURL: shellOrigin + basePath, launchOptions },
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
    {
      command: "node server/index.ts",
      url: `${origin}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_URL: origin,
        BASE_PATH: basePath,
        LOG_LEVEL: "warn",
        DATA_DIR: process.env.DATA_DIR ?? `data/e2e-${port}`,
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      },
    },
    {
      command: "node server/index.ts",
      url: `${shellOrigin}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(shellPort),
        HOST: "127.0.0.1",
        SITE_URL: shellOrigin,
        BASE_PATH: basePath,
        LOG_LEVEL: "warn",
        SERVER_RENDERING: "off",
        DATA_DIR: process.env.DATA_DIR ? `${process.env.DATA_DIR}-shell` : `data/e2e-${shellPort}`,
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      },
    },
  ],
});
