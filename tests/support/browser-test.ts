/**
 * The browser tests' `test` and `expect`: Playwright's, except that every page waits after a
 * navigation (goto, reload, back, forward) until React has hydrated the document it landed on
 * (hydrated.ts). A document is there, as plain server HTML, before its scripts have run (all the
 * more with SCRIPT_ORDER=after-paint, decision 0044), so before it is interactive; a test of what the scripts do must not
 * act in between. A navigation asked to return early (`waitUntil: "commit"` or
 * `"domcontentloaded"`) does not wait: it tests the page before its scripts.
 * Each worker runs its own production server, which `baseURL` (and so `page` and `request`) points at.
 */
import { test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { basePath, serverEnvironment } from "./e2e-server.ts";
import { hydrated } from "./hydrated.ts";
import { startServer, type RunningServer } from "./server.ts";

export * from "@playwright/test";
export { hydrated };

// A fresh data directory is migrated and gets the demo content first.
const SERVER_START_MS = 120_000;

const WRAPPED = Symbol("waits for hydration");
const NAVIGATIONS = ["goto", "reload", "goBack", "goForward"] as const;

function waitAfterNavigations(page: Page): void {
  const marked = page as Page & { [WRAPPED]?: true };
  if (marked[WRAPPED]) return;
  marked[WRAPPED] = true;
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page["reload"]>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      const options = args.find((a): a is { waitUntil?: string } => typeof a === "object" && a !== null);
      const early = options?.waitUntil === "commit" || options?.waitUntil === "domcontentloaded";
      // No response: the page stayed on its document (a hash change, history within the app).
      if (!early && response !== null) await hydrated(page);
      return response;
    };
  }
}

function waitInContext(context: BrowserContext): BrowserContext {
  for (const page of context.pages()) waitAfterNavigations(page);
  context.on("page", waitAfterNavigations);
  return context;
}

export interface WorkerOptions {
  /** The project's own server settings, e.g. SERVER_RENDERING=off for the shell project. */
  serverEnv: Record<string, string>;
}

export const test = base.extend<{ serverLog: void }, WorkerOptions & { browser: Browser; server: RunningServer }>({
  serverEnv: [{}, { scope: "worker", option: true }],
  // Each worker starts its own production server and stops it when it ends (e2e-server.ts).
  server: [
    async ({ serverEnv }, provide, worker) => {
      const server = await startServer(serverEnvironment(worker.parallelIndex, serverEnv), SERVER_START_MS);
      await provide(server);
      await server.stop();
    },
    { scope: "worker", auto: true, timeout: SERVER_START_MS + 30_000 },
  ],
  // What the worker's server logged (warnings and errors) while a test ran, attached to the test
  // when it fails: an error page in the browser then comes with the server's side of it.
  serverLog: [
    async ({ server }, provide, testInfo) => {
      const from = server.output().length;
      await provide();
      const log = server.output().slice(from);
      if (testInfo.status !== testInfo.expectedStatus && log) {
        await testInfo.attach("server log", { body: log, contentType: "text/plain" });
      }
    },
    { auto: true },
  ],
  baseURL: async ({ server }, provide) => {
    await provide(server.url + basePath);
  },
  // Contexts a test opens itself wait too.
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => waitInContext(await newContext(options));
      await provide(browser);
    },
    { scope: "worker" },
  ],
  context: async ({ context }, provide) => {
    await provide(waitInContext(context));
  },
});
