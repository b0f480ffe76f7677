/**
 * Whether a document has hydrated: app/root.tsx marks it `data-hydrated`. A page is shown
 * before its scripts have run (after its first paint with SCRIPT_ORDER=after-paint, decision
 * 0044), so a page that is there is not yet interactive. A document without scripts (an asset, a bare error page) counts as hydrated, and
 * so does one in a browser that runs none (React Router's first inline script never ran).
 */
import type { Page } from "@playwright/test";

export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute("data-hydrated") ||
      !document.querySelector('script[type="module"]') ||
      !("__reactRouterContext" in window),
  );
}

/** Errors the page reports while it loads and hydrates, as tests/e2e/hydration.spec.ts counts them. */
export function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}
