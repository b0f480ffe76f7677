import { axe } from "../support/axe.ts";
import { expect, test, type APIRequestContext, type Page } from "../support/browser-test.ts";

// The mobile site on a 390 px touch phone: every route with ids taken from the API,
// the menu, the banner carousel, load more with a shareable URL and the back button,
// device redirects with the view switch, and axe on every page type.
// Its tests only read the demo content, and it runs last (the mobile project comes after the
// desktop one): they are shared out between the workers rather than kept in one.
test.describe.configure({ mode: "parallel" });

const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";
const DESKTOP_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

interface Ids {
  news: number;
  qa: number;
  solution: number;
  case: number;
  help: number;
  topic: number;
}

async function firstId(request: APIRequestContext, path: string): Promise<number> {
  const res = await request.get(`api/v1/${path}`);
  expect(res.status(), path).toBe(200);
  const body = (await res.json()) as { items: Array<{ id: number }> };
  const id = body.items[0]?.id;
  expect(id, `${path} has items`).toBeGreaterThan(0);
  return id!;
}

async function firstTopic(request: APIRequestContext): Promise<number> {
  const res = await request.get("api/v1/help");
  expect(res.status()).toBe(200);
  const id = ((await res.json()) as { categories: Array<{ id: number }> }).categories[0]?.id;
  expect(id, "the help centre has topics").toBeGreaterThan(0);
  return id!;
}

async function seedIds(request: APIRequestContext): Promise<Ids> {
  return {
    news: await firstId(request, "news?type=company&pageSize=1"),
    qa: await firstId(request, "qas?type=billing&pageSize=1"),
    solution: await firstId(request, "solutions?pageSize=1"),
    case: await firstId(request, "cases?pageSize=1"),
    help: await firstId(request, "help/articles?pageSize=1"),
    topic: await firstTopic(request),
  };
}

function mobileRoutes(ids: Ids): string[] {
  return [
    "mobile",
    "mobile/case/fai",
    "mobile/case/foxwell",
    "mobile/case/geely",
    "mobile/case/jlb",
    "mobile/cases",
    `mobile/detail/${ids.news}`,
    "mobile/live",
    "mobile/news/company",
    "mobile/oa",
    "mobile/pm",
    "mobile/price",
    "mobile/promotion",
    `mobile/qa/${ids.qa}`,
    "mobile/qas/billing",
    "mobile/service",
    `mobile/solution/${ids.solution}`,
    "mobile/solution",
    "mobile/trade",
    "mobile/videos/webinars",
    // Twins of desktop pages the mobile site links to.
    "mobile/about",
    "mobile/education",
    `mobile/cases/${ids.case}`,
    "mobile/partner",
    "mobile/help",
    `mobile/help/${ids.help}`,
    `mobile/help/topic/${ids.topic}`,
    "mobile/register",
    "mobile/privacy",
  ];
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

async function seriousViolations(page: Page) {
  const result = await axe(page).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("mobile site", () => {
  let ids: Ids;
  test.beforeAll(async ({ request }) => {
    ids = await seedIds(request);
  });

  test("every route renders with one h1, a unique title, a desktop canonical and no sideways scroll", async ({
    page,
  }) => {
    // One load and hydration per mobile route (about forty), as the desktop twin allows.
    test.setTimeout(180_000);
    const titles = new Map<string, string>();
    for (const path of mobileRoutes(ids)) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.locator("h1"), path).toHaveCount(1);
      const title = await page.title();
      expect(title.length, path).toBeGreaterThan(5);
      expect(titles.get(title), `title "${title}" of ${path} is already used`).toBeUndefined();
      titles.set(title, path);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0, path).toBeGreaterThan(20);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical, path).toBeTruthy();
      expect(new URL(canonical!).pathname, `canonical of ${path}`).not.toMatch(/\/mobile(\/|$)/);
      await expect(page.locator("main#main")).toHaveCount(1);
      await expect(page.getByRole("navigation", { name: "Sections", exact: true })).toBeVisible();
      // Every image has an alt attribute (empty for decorative ones).
      expect(await page.locator("img:not([alt])").count(), path).toBe(0);
      await noHorizontalScroll(page);
    }
  });

  test("fits 320 px without sideways scrolling and keeps tap targets at 44 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of [
      "mobile",
      "mobile/news/company",
      `mobile/detail/${ids.news}`,
      "mobile/price",
      "mobile/case/geely",
    ]) {
      await page.goto(path);
      await noHorizontalScroll(page);
    }
    await page.goto("mobile");
    const checkTargets = async (selector: string, atLeast: number) => {
      // Only what a finger can reach now: the closed drawer's links are not rendered.
      const targets = page.locator(selector).filter({ visible: true });
      const count = await targets.count();
      expect(count, selector).toBeGreaterThanOrEqual(atLeast);
      for (let i = 0; i < count; i++) {
        const box = await targets.nth(i).boundingBox();
        const name = await targets.nth(i).evaluate((el) => el.textContent?.trim() || el.getAttribute("aria-label"));
        expect(box?.height ?? 0, `${name} height`).toBeGreaterThanOrEqual(44);
        expect(box?.width ?? 0, `${name} width`).toBeGreaterThanOrEqual(44);
      }
    };
    await checkTargets(".m-tabbar a, .m-header a, .m-header button, .m-footer a", 8);
    // Each tab's label on one line, inside its tab.
    const labels = await page.locator(".m-tabbar a").evaluateAll((tabs) =>
      tabs.map((tab) => {
        const range = document.createRange();
        const text = [...tab.childNodes].find((n) => n.nodeType === Node.TEXT_NODE || n.nodeName === "SPAN")!;
        range.selectNodeContents(text);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        return { label: tab.textContent!.trim(), lines, overflows: tab.scrollWidth > tab.clientWidth };
      }),
    );
    for (const { label, lines, overflows } of labels) {
      expect(lines, `${label}: lines`).toBe(1);
      expect(overflows, `${label}: overflows its tab`).toBe(false);
    }
    // The home banner carousel's bullets and pause button (Swiper adds the bullets once it runs).
    await expect(page.locator(".m-banner .carousel")).toHaveAttribute("data-ready", "true");
    await checkTargets(".m-banner .carousel button", 3);
    // Last, as the open drawer covers the page.
    await page.getByRole("button", { name: "Menu", exact: true }).tap();
    await checkTargets(".m-drawer a, .m-drawer button", 10);
  });

  test("video posters are shown in the proportions db/seed/art/posters.test.ts checks, at every width", async ({
    page,
  }) => {
    for (const width of [320, 390, 768, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("mobile/videos/product-tours");
      const boxes = await page
        .locator("main .m-video video, main .m-video img")
        .evaluateAll((list) => list.map((e) => ({ w: e.clientWidth, h: e.clientHeight })));
      expect(boxes.length, `${width}px`).toBeGreaterThan(3);
      for (const { w, h } of boxes) {
        expect(w / h, `${width}px: ${w}x${h}`).toBeGreaterThanOrEqual(16 / 10 - 0.01);
        expect(w / h, `${width}px: ${w}x${h}`).toBeLessThanOrEqual(16 / 9 + 0.01);
      }
    }
  });

  test("the video list offers each clip as WebM, then MP4, with its poster and captions", async ({ page }) => {
    await page.goto("mobile/videos/product-tours");
    const videos = page.locator("main .m-video-card video");
    expect(await videos.count()).toBeGreaterThan(0);
    for (const video of await videos.all()) {
      await expect(video).toHaveAttribute("poster", /.+/);
      const types = await video.locator("source").evaluateAll((list) => list.map((s) => s.getAttribute("type")));
      expect(types).toEqual(["video/webm", "video/mp4"]);
      await expect(video.locator('track[kind="captions"]')).toHaveCount(1);
    }
    const mp4 = await videos.first().locator('source[type="video/mp4"]').getAttribute("src");
    const res = await page.request.get(new URL(mp4!, page.url()).href, { headers: { range: "bytes=0-99" } });
    expect(res.status()).toBe(206);
    expect(res.headers()["content-type"]).toBe("video/mp4");
    expect((await res.body()).subarray(4, 8).toString("latin1")).toBe("ftyp");
  });

  test("unknown ids and malformed parameters give the mobile 404 page", async ({ page }) => {
    for (const path of [
      "mobile/detail/999999999",
      "mobile/detail/abc",
      "mobile/detail/-1",
      "mobile/qa/0",
      "mobile/solution/12x",
      "mobile/qas/unknown",
      "mobile/news/Company",
      "mobile/videos/nothing",
      "mobile/cases?type=bogus",
      "mobile/solution?type=bogus",
      "mobile/news/company?page=999",
      "mobile/news/company?page=01",
      "mobile/no-such-page",
      "mobile/cases/999999999",
      "mobile/cases/abc",
      "mobile/help/999999999",
      "mobile/help/topic/999999999",
      "mobile/help/topic/x",
    ]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Page not found");
      await expect(page.getByRole("navigation", { name: "Sections", exact: true }), path).toBeVisible();
    }
  });

  test("the menu opens as a focus-trapped drawer and closes with Escape and a tap outside", async ({ page }) => {
    await page.goto("mobile/news/company");
    const button = page.getByRole("button", { name: "Menu", exact: true });
    await button.tap();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    // Focus stays inside while tabbing forwards and backwards.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await button.tap();
    await expect(drawer).toBeVisible();
    await page.touchscreen.tap(15, 400); // left of the panel: the backdrop
    await expect(drawer).toBeHidden();

    // A link in the drawer navigates and closes it.
    await button.tap();
    await drawer.getByRole("link", { name: "Pricing" }).tap();
    await expect(page).toHaveURL(/\/mobile\/price$/);
    await expect(drawer).toBeHidden();
  });

  test("without JavaScript the menu is a link to the full list of sections", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      userAgent: PHONE_UA,
    });
    const page = await context.newPage();
    await page.goto("mobile");
    const menu = page.getByRole("link", { name: "Menu" });
    await expect(menu).toHaveAttribute("href", "#site-menu");
    await expect(page.locator("#site-menu").getByRole("link", { name: "Brightlane OA" })).toBeVisible();
    await context.close();
  });

  test("the home banner carousel follows a swipe", async ({ page }) => {
    await page.goto("mobile");
    const carousel = page.locator(".m-banner [aria-roledescription=carousel]");
    await expect(carousel).toHaveAttribute("data-ready", "true");
    const active = carousel.locator(".swiper-slide-active");
    await expect(active).toHaveAttribute("aria-label", /^1 \//);
    const box = (await carousel.locator(".swiper").boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
    await touch("touchStart", box.x + box.width * 0.85);
    for (let step = 1; step <= 8; step++) await touch("touchMove", box.x + box.width * (0.85 - step * 0.08));
    await touch("touchEnd", box.x + box.width * 0.2);
    await expect(active).toHaveAttribute("aria-label", /^2 \//);
  });

  async function companyNewsPages(request: APIRequestContext) {
    const size = 6; // MOBILE_PAGE_SIZE
    const total = ((await (await request.get("api/v1/news?type=company&pageSize=1")).json()) as { total: number })
      .total;
    expect(total, "the seed must give company news three pages").toBeGreaterThan(2 * size);
    return { size, total, third: Math.min(3 * size, total) };
  }

  test("load more: scrolling the button into reach loads the next pages by itself", async ({ page, request }) => {
    const { size, third } = await companyNewsPages(request);
    await page.goto("mobile/news/company");
    const items = page.getByRole("list", { name: "Company news" }).locator(":scope > li");
    await expect(items).toHaveCount(size);
    const more = page.getByRole("button", { name: "Load more articles" });
    await more.scrollIntoViewIfNeeded();
    await expect(items).toHaveCount(2 * size);
    await expect(page).toHaveURL(/[?&]page=2$/);
    await page.getByText(`Showing ${2 * size} of`).scrollIntoViewIfNeeded();
    await expect(items).toHaveCount(third);
    await expect(page).toHaveURL(/[?&]page=3$/);
  });

  test("load more: on tap, with a shareable URL and the back button", async ({ page, request }) => {
    const { size, total, third } = await companyNewsPages(request);
    // Without an IntersectionObserver only a tap loads more, so nothing races the taps.
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, "IntersectionObserver");
    });
    await page.goto("mobile/news/company");
    const items = page.getByRole("list", { name: "Company news" }).locator(":scope > li");
    await expect(items).toHaveCount(size);
    const more = page.getByRole("button", { name: "Load more articles" });
    await more.tap();
    await expect(items).toHaveCount(2 * size);
    await expect(page).toHaveURL(/[?&]page=2$/);
    await more.tap();
    await expect(items).toHaveCount(third);
    await expect(page).toHaveURL(/[?&]page=3$/);
    if (third === total) await expect(more).toHaveCount(0);

    // Reload: the server renders the three pages.
    await page.reload();
    await expect(items).toHaveCount(third);

    // Open an item far down, come back: same pages, same place.
    const target = items.nth(2 * size).getByRole("link");
    await target.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    await target.tap();
    await expect(page).toHaveURL(/\/mobile\/detail\/\d+$/);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]page=3$/);
    await expect(items).toHaveCount(third);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 60);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 60);
  });

  test("category tabs switch lists and keep to one line that scrolls sideways", async ({ page }) => {
    await page.goto("mobile/qas/getting-started");
    const tabs = page.getByRole("navigation", { name: "Question categories" });
    const strip = tabs.locator("ul");
    expect(await strip.evaluate((el) => getComputedStyle(el).scrollSnapType)).toContain("x");
    await tabs.getByRole("link", { name: "Security and privacy" }).tap();
    await expect(page).toHaveURL(/\/mobile\/qas\/security$/);
    await expect(tabs.getByRole("link", { name: "Security and privacy" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("list", { name: "Security and privacy" }).locator(":scope > li").first()).toBeVisible();
  });

  test("phones are redirected from desktop URLs with a counterpart, and only those", async ({ request }) => {
    const phone = await request.get(`qa/${ids.qa}`, { headers: { "user-agent": PHONE_UA }, maxRedirects: 0 });
    expect(phone.status()).toBe(302);
    expect(new URL(phone.headers()["location"]!, "http://x").pathname).toMatch(new RegExp(`/mobile/qa/${ids.qa}$`));
    expect(phone.headers()["vary"]).toMatch(/User-Agent/i);

    const list = await request.get("cases_list/retail", { headers: { "user-agent": PHONE_UA }, maxRedirects: 0 });
    expect(list.status()).toBe(302);
    expect(list.headers()["location"]).toMatch(/\/mobile\/cases\?type=retail$/);

    const desktop = await request.get(`qa/${ids.qa}`, { headers: { "user-agent": DESKTOP_UA }, maxRedirects: 0 });
    expect(desktop.status()).toBe(200);
    expect(desktop.headers()["vary"]).toMatch(/User-Agent/i);
    const html = await desktop.text();
    expect(html).toMatch(
      /<link rel="alternate" media="only screen and \(max-width: 640px\)" href="[^"]*\/mobile\/qa\/\d+"/,
    );

    // A desktop page without a twin stays where it is.
    const second = await request.get("news/2", { headers: { "user-agent": PHONE_UA }, maxRedirects: 0 });
    expect(second.status()).toBe(200);
    // Pages with a mobile twin, and the overviews, send phones to the mobile site alike.
    for (const [path, to] of [
      ["about", "mobile/about"],
      ["education", "mobile/education"],
      [`cases/${ids.case}`, `mobile/cases/${ids.case}`],
      ["partner", "mobile/partner"],
      ["help", "mobile/help"],
      [`help/${ids.help}`, `mobile/help/${ids.help}`],
      [`help/topic/${ids.topic}`, `mobile/help/topic/${ids.topic}`],
      ["register", "mobile/register"],
      ["privacy", "mobile/privacy"],
      ["news", "mobile/news/company"],
      ["videos", "mobile/videos/product-tours"],
      ["price", "mobile/price"],
    ]) {
      const res = await request.get(path!, { headers: { "user-agent": PHONE_UA }, maxRedirects: 0 });
      expect(res.status(), path).toBe(302);
      expect(res.headers()["location"], path).toMatch(new RegExp(`/${to}$`));
    }
    const mobileOnDesktop = await request.get("mobile/price", {
      headers: { "user-agent": DESKTOP_UA },
      maxRedirects: 0,
    });
    expect(mobileOnDesktop.status()).toBe(200);
  });

  test("the about and education pages have mobile renderings in the mobile shell", async ({ page }) => {
    for (const path of ["mobile/about", "mobile/education"]) {
      await page.goto(path);
      await expect(page.locator(".m-app .m-hero h1"), path).toBeVisible();
      await expect(page.locator(".site-header"), path).toHaveCount(0);
    }
  });

  test("every link of the mobile site's pages stays in the mobile shell", async ({ page }) => {
    // Same-site links on every mobile page type: none leaves /mobile (every page the mobile
    // site links to has a mobile twin).
    test.setTimeout(120_000);
    const leaving = new Map<string, string>();
    for (const path of mobileRoutes(ids)) {
      await page.goto(path);
      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== new URL(page.url()).origin || url.pathname === "/view") continue;
        if (/^\/(mobile(\/|$)|api\/|feeds\/|media\/|assets\/)/.test(url.pathname)) continue;
        leaving.set(url.pathname + url.search, path);
      }
    }
    expect(Object.fromEntries(leaving)).toEqual({});
  });

  test("case detail, partners, help and register open in the mobile shell from the mobile site", async ({ page }) => {
    // From the menu: partners, help centre, the register form.
    for (const [name, url] of [
      ["Partners", /\/mobile\/partner$/],
      ["Help", /\/mobile\/help$/],
      ["Book a demo", /\/mobile\/register$/],
    ] as const) {
      await page.goto("mobile");
      await page.getByRole("button", { name: "Menu", exact: true }).tap();
      await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name, exact: true }).tap();
      await expect(page).toHaveURL(url);
      await expect(page.locator(".m-app h1")).toHaveCount(1);
      await expect(page.locator(".site-header")).toHaveCount(0);
    }
    // A case study card of the mobile list opens the mobile case detail.
    await page.goto("mobile/cases");
    await page.locator(".m-card a").first().tap();
    await expect(page).toHaveURL(/\/mobile\/cases\/\d+$/);
    await expect(page.locator(".m-app .m-hero h1")).toBeVisible();
    // Help: a topic, then one of its articles, both mobile.
    await page.goto("mobile/help");
    await page.locator(".m-topics a").first().tap();
    await expect(page).toHaveURL(/\/mobile\/help\/topic\/\d+$/);
    await page.locator(".help-articles a").first().tap();
    await expect(page).toHaveURL(/\/mobile\/help\/\d+$/);
    await expect(page.locator(".m-app .m-prose")).toHaveCount(1);
  });

  test("the privacy notice opens in the mobile shell from the footer and the register form", async ({ page }) => {
    await page.goto("mobile");
    await page.locator(".m-footer").getByRole("link", { name: "Privacy notice" }).click();
    await expect(page).toHaveURL(/\/mobile\/privacy$/);
    await expect(page.locator(".m-app h1")).toHaveText("Privacy notice");
    await expect(page.locator(".site-header")).toHaveCount(0);
    // Canonical: the desktop notice, as for every mobile twin.
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute("href", /\/privacy$/);
    await expect(canonical).not.toHaveAttribute("href", /\/mobile\//);
    // Its "book a demo" link stays mobile too.
    await page.getByRole("link", { name: "book a demo", exact: true }).click();
    await expect(page).toHaveURL(/\/mobile\/register$/);
    await page.locator("form").getByRole("link", { name: "privacy notice" }).click();
    await expect(page).toHaveURL(/\/mobile\/privacy$/);
    await expect(page.locator(".m-app h1")).toHaveText("Privacy notice");
  });

  test("the desktop/mobile switch keeps the visitor's place on the new twins", async ({ page }) => {
    for (const [mobilePath, desktopPath] of [
      [`mobile/cases/${ids.case}`, `/cases/${ids.case}`],
      ["mobile/partner", "/partner"],
      [`mobile/help/${ids.help}`, `/help/${ids.help}`],
      [`mobile/help/topic/${ids.topic}`, `/help/topic/${ids.topic}`],
      ["mobile/register", "/register"],
      ["mobile/privacy", "/privacy"],
    ] as const) {
      await page.goto(mobilePath);
      await page.getByRole("link", { name: "Desktop version" }).tap();
      await expect(page).toHaveURL(new RegExp(`${desktopPath}$`));
      await expect(page.locator(".site-header")).toHaveCount(1);
      await page.getByRole("link", { name: "Mobile version" }).tap();
      await expect(page).toHaveURL(new RegExp(`/${mobilePath}$`));
      await expect(page.locator(".m-app")).toHaveCount(1);
    }
  });

  test("the desktop/mobile switch sets a cookie the redirect honours", async ({ page, context }) => {
    await page.goto(`mobile/qa/${ids.qa}`);
    await page.getByRole("link", { name: "Desktop version" }).tap();
    await expect(page).toHaveURL(new RegExp(`/qa/${ids.qa}$`));
    const cookie = (await context.cookies()).find((c) => c.name === "view");
    expect(cookie?.value).toBe("desktop");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    // The phone now stays on desktop URLs.
    const res = await page.goto("price");
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toMatch(/\/price$/);
    expect(new URL(page.url()).pathname).not.toMatch(/mobile/);

    // The desktop footer's "Mobile version" link goes back to the counterpart and redirects again.
    await page.getByRole("link", { name: "Mobile version" }).tap();
    await expect(page).toHaveURL(/\/mobile\/price$/);
    expect((await context.cookies()).find((c) => c.name === "view")?.value).toBe("mobile");
    await page.goto("oa");
    await expect(page).toHaveURL(/\/mobile\/oa$/);
  });

  test("axe finds no serious or critical problems on any page type", async ({ page }) => {
    // Fifteen pages, each analysed in full: the default per-test limit fits one or two.
    test.setTimeout(180_000);
    const pages = [
      "mobile",
      "mobile/news/company",
      `mobile/detail/${ids.news}`,
      `mobile/qa/${ids.qa}`,
      `mobile/solution/${ids.solution}`,
      "mobile/solution",
      "mobile/videos/webinars",
      "mobile/oa",
      "mobile/pm",
      "mobile/case/jlb",
      "mobile/price",
      "mobile/promotion",
      "mobile/service",
      "mobile/cases",
      "mobile/detail/999999999",
    ];
    for (const path of pages) {
      await page.goto(path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test("axe finds no serious or critical problems on the twins of case detail, partners, help and register", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    for (const path of [
      `mobile/cases/${ids.case}`,
      "mobile/partner",
      "mobile/help",
      `mobile/help/${ids.help}`,
      `mobile/help/topic/${ids.topic}`,
      "mobile/register",
      "mobile/privacy",
    ]) {
      await page.goto(path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
