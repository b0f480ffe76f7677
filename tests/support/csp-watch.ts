/**
 * Browser-side checks shared by the e2e specs: Content-Security-Policy violations,
 * reported either as a securitypolicyviolation event or on the console.
 */
import type { Page } from "@playwright/test";

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Starts recording violations on every document the page loads; returns the console's share. */
export async function watch(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on("console", (msg) => {
    const text = msg.text();
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(text)) console.push(text);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return console;
}

/** Violations seen by the current document, plus those the console reported. */
export async function violations(page: Page, console: string[]): Promise<string[]> {
  const events = await page.evaluate(() => window.__cspViolations ?? []);
  return [...events, ...console];
}
