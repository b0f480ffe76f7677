import { expect, test, type BrowserContext, type Page, hydrated } from "../support/browser-test.ts";
import { violations, watch } from "../support/csp-watch.ts";

// A browser merges the headers of a 304 into the copy it revalidated. A returning
// visitor whose cookies are gone (a restarted browser, cleared cookies) or who chose
// the desktop view on a phone revalidates through the full server stack; the page
// must then render exactly as on the first visit.

const PAGES = ["/", "/about", "/news", "/mobile/oa"];

/** The site's stylesheet applied, its scripts ran, and nothing was refused. */
async function expectWorkingPage(page: Page, console: string[], path: string): Promise<void> {
  const brand = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--brand").trim(),
  );
  expect(brand, `${path}: a custom property from the site's stylesheet`).toBe("#0b5cad");
  const unstyled = await page.evaluate(() => getComputedStyle(document.body).margin);
  expect(unstyled, `${path}: body margin from the site's stylesheet`).toBe("0px");
  await hydrated(page);
  expect(await violations(page, console), path).toEqual([]);
}

/** Visits twice (the second answer is the one the browser keeps), runs `between`, then visits again. */
async function thirdVisit(page: Page, url: string, between: () => Promise<void>): Promise<void> {
  for (let i = 0; i < 2; i++) expect((await page.goto(url))?.status()).toBe(200);
  await between();
  expect(await page.goto(url)).not.toBeNull();
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
}

/**
 * The document's answer as it came off the network. Playwright reports a
 * revalidated page as the merged 200; the DevTools protocol has the 304 itself.
 */
async function recordDocumentAnswers(page: Page, context: BrowserContext, url: string): Promise<RawAnswer[]> {
  const cdp = await context.newCDPSession(page);
  const documents = new Set<string>();
  const answers: RawAnswer[] = [];
  const early = new Map<string, RawAnswer>();
  cdp.on("Network.requestWillBeSent", (e) => {
    if (e.type !== "Document" || e.request.url !== url) return;
    documents.add(e.requestId);
    const seen = early.get(e.requestId);
    if (seen) answers.push(seen);
  });
  // Sent from the network stack, sometimes before the request event: keep it until then.
  cdp.on("Network.responseReceivedExtraInfo", (e) => {
    const answer = {
      status: e.statusCode,
      headers: Object.fromEntries(Object.entries(e.headers).map(([k, v]) => [k.toLowerCase(), String(v)])),
    };
    if (documents.has(e.requestId)) answers.push(answer);
    else early.set(e.requestId, answer);
  });
  await cdp.send("Network.enable");
  return answers;
}

async function revalidatedPage(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  path: string,
  between: () => Promise<void>,
): Promise<void> {
  const console = await watch(page);
  const url = new URL(path.replace(/^\//, ""), baseURL).href;
  const answers = await recordDocumentAnswers(page, context, url);
  await thirdVisit(page, url, between);
  // The second visit may itself revalidate the first answer when that one was already cacheable.
  expect(answers.map((a) => a.status).join(" "), path).toMatch(/^200 (200|304) 304$/);
  const kept = answers.findLast((a) => a.status === 200)!;
  const revalidated = answers[2]!;
  expect(revalidated.headers["content-security-policy"], `${path}: the 304's policy`).toBe(
    kept.headers["content-security-policy"],
  );
  expect(revalidated.headers["cache-control"], `${path}: the 304's Cache-Control`).toBe(kept.headers["cache-control"]);
  expect(revalidated.headers["set-cookie"], `${path}: the 304 sets no cookie`).toBeUndefined();
  await expectWorkingPage(page, console, path);
}

for (const path of PAGES) {
  test(`${path} revalidated after cookies were cleared renders like the first visit`, async ({
    page,
    context,
    baseURL,
  }) => {
    await revalidatedPage(page, context, baseURL!, path, () => context.clearCookies());
  });
}

test("a visitor who chose the desktop view gets working pages that no cache keeps for others", async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await context.addCookies([{ name: "view", value: "desktop", url: origin }]);
  for (const path of ["/about", "/oa"]) {
    const console = await watch(page);
    const url = new URL(path.replace(/^\//, ""), baseURL).href;
    const answers = await recordDocumentAnswers(page, context, url);
    await thirdVisit(page, url, async () => {
      const view = (await context.cookies()).filter((c) => c.name === "view");
      await context.clearCookies();
      await context.addCookies(view);
    });
    // The view cookie decided these answers, and pages never vary on Cookie: so they are private
    // (server/device.ts), answered whole each time rather than revalidated.
    expect(answers.map((a) => a.status).join(" "), path).toBe("200 200 200");
    for (const answer of answers) expect(answer.headers["cache-control"], path).toBe("private, no-store");
    await expectWorkingPage(page, console, path);
  }
});

test("the registration form still gets its XSRF cookie when every other page was revalidated", async ({
  page,
  context,
  baseURL,
}) => {
  const console = await watch(page);
  await revalidatedPage(page, context, baseURL!, "/about", () => context.clearCookies());
  // Client-side navigation to the form (its data request), then a fresh load of it.
  await page.locator("a.header-cta").click();
  await page.waitForURL((u) => u.pathname.endsWith("/register"));
  await expect(page.locator("main form")).toBeVisible();
  // The form asks the leads API for its token, which sets the cookie (decision 0048), once the
  // visitor reaches for it (decision 0108).
  const reachForTheForm = async () => {
    await hydrated(page);
    await page.locator(`main form input[name="email"]`).focus();
  };
  await reachForTheForm();
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === "XSRF-TOKEN")).toBe(true);
  await context.clearCookies();
  expect((await page.goto(new URL("register", baseURL).href))?.status()).toBe(200);
  await reachForTheForm();
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === "XSRF-TOKEN")).toBe(true);
  await expectWorkingPage(page, console, "/register");
});
