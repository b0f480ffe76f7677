/**
 * The browser tests' `test` and `expect`: Playwright's, except that every page waits after a
 * navigation (goto, reload, back, forward) until React has hydrated the document it landed on.
 * A page's scripts start after its first paint (decision 0044), so a document is there, as
 * plain server HTML, before it is interactive; a test of what the scripts do must not act in
 * between. A navigation asked to return early (`waitUntil: "commit"` or `"domcontentloaded"`)
 * and pages without JavaScript do not wait: they test the page before or without its scripts.
 */
import { test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";

export * from "@playwright/test";

/** Resolves once the document has hydrated (app/root.tsx marks it), or at once for a document without scripts. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.hasAttribute("data-hydrated") || !document.querySelector('script[type="module"]'),
  );
}

const WRAPPED = Symbol("waits for hydration");
/** Contexts that run no JavaScript (Playwright applies `test.use({ javaScriptEnabled })` after creating them). */
const withoutScripts = new WeakSet<BrowserContext>();
const NAVIGATIONS = ["goto", "reload", "goBack", "goForward"] as const;

function waitAfterNavigations(page: Page): void {
  const marked = page as Page & { [WRAPPED]?: true };
  if (marked[WRAPPED]) return;
  marked[WRAPPED] = true;
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page["reload"]>;
    const options = (args: unknown[]) =>
      args.find((a) => typeof a === "object" && a !== null) as { waitUntil?: string } | undefined;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      const early = ["commit", "domcontentloaded"].includes(options(args)?.waitUntil ?? "load");
      if (!early && response !== null && !withoutScripts.has(page.context())) await hydrated(page);
      return response;
    };
  }
}

/** Every page of the context waits after its navigations, unless the context runs no JavaScript. */
function waitInContext(context: BrowserContext, javaScriptEnabled: boolean | undefined): BrowserContext {
  if (javaScriptEnabled === false) withoutScripts.add(context);
  for (const page of context.pages()) waitAfterNavigations(page);
  context.on("page", waitAfterNavigations);
  return context;
}

export const test = base.extend<object, { browser: Browser }>({
  // Contexts a test opens itself wait too.
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => waitInContext(await newContext(options), options?.javaScriptEnabled);
      await provide(browser);
    },
    { scope: "worker" },
  ],
  context: async ({ context, javaScriptEnabled }, provide) => {
    await provide(waitInContext(context, javaScriptEnabled));
  },
});
