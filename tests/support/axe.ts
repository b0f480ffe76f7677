/**
 * The browser tests' axe-core audits: `axe(page)` is `new AxeBuilder({ page })` that runs
 * `axe.run` in the page itself. By default @axe-core/playwright runs each frame's part of the
 * audit and then opens a new blank page in the context, injects axe-core there again and merges
 * the parts in it: a tab and a renderer more per audit, about 0.4 s of CPU of the 1.4 s an
 * audited page load costs (decision 0111). Run in the page, axe reaches the same-origin frames
 * itself (the admin's live preview); the site has no cross-origin frame. The same rules ran with
 * the same results (violations, passes and incomplete checks, node for node) on the pages
 * compared when this was chosen.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}
