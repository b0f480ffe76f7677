/**
 * The desktop site end to end: every route of the specification with real ids from
 * the seeded content (looked up through the JSON API), 404s for what does not exist,
 * a click-through with the back button, pages without JavaScript, narrow screens and
 * an axe-core audit of each page type.
 */
import { axe } from "../support/axe.ts";
import { expect, test, type APIRequestContext, type Page } from "../support/browser-test.ts";

// The longest file of the suite, and its tests only read the demo content: they are shared out
// between the workers rather than kept in one, which would finish long after the others.
test.describe.configure({ mode: "parallel" });

interface Summary {
  id: number;
  type: string;
  title: string;
}
interface ListPage<T = Summary> {
  items: T[];
  page: number;
  total: number;
  totalPages: number;
}
interface Seed {
  news: Summary;
  newsPages: number;
  newsType: { type: string; pages: number };
  caseItem: Summary & { customer: { name: string } };
  caseType: { type: string; pages: number };
  solution: Summary;
  solutionType: string;
  qa: Summary;
  qaType: { type: string; pages: number; ids: number[] };
  videoType: string;
  helpArticle: { id: number; title: string };
  firstPlan: string;
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`api/v1/${path}`);
  expect(res.status(), `GET api/v1/${path}`).toBe(200);
  return (await res.json()) as T;
}

/** The category with the most pages, so page 2 exists wherever possible. */
async function busiest(request: APIRequestContext, path: string, types: string[]) {
  const lists = await Promise.all(
    types.map(async (type) => ({ type, list: await api<ListPage>(request, `${path}?type=${type}`) })),
  );
  lists.sort((a, b) => b.list.totalPages - a.list.totalPages);
  const top = lists[0]!;
  return { type: top.type, pages: top.list.totalPages, list: top.list };
}

let seedPromise: Promise<Seed> | undefined;
function seed(request: APIRequestContext): Promise<Seed> {
  seedPromise ??= (async () => {
    const news = await api<ListPage>(request, "news");
    const newsType = await busiest(request, "news", ["company", "industry", "product", "events"]);
    const cases = await busiest(request, "cases", [
      "manufacturing",
      "retail",
      "finance",
      "healthcare",
      "education",
      "logistics",
    ]);
    const solutions = await busiest(request, "solutions", [
      "manufacturing",
      "retail",
      "finance",
      "healthcare",
      "education",
      "logistics",
    ]);
    const qas = await busiest(request, "qas", ["getting-started", "billing", "integrations", "security"]);
    const videos = await busiest(request, "videos", ["product-tours", "webinars", "customer-stories", "tutorials"]);
    const help = await api<{ popular: Array<{ id: number; title: string }> }>(request, "help");
    const price = await api<{ plans: Array<{ name: string }> }>(request, "pages/price");
    return {
      news: news.items[0]!,
      newsPages: news.totalPages,
      newsType: { type: newsType.type, pages: newsType.pages },
      caseItem: cases.list.items[0] as Seed["caseItem"],
      caseType: { type: cases.type, pages: cases.pages },
      solution: solutions.list.items[0]!,
      solutionType: solutions.type,
      qa: qas.list.items[0]!,
      qaType: { type: qas.type, pages: qas.pages, ids: qas.list.items.map((q) => q.id) },
      videoType: videos.type,
      helpArticle: help.popular[0]!,
      firstPlan: price.plans[0]!.name,
    };
  })();
  return seedPromise;
}

const copyPath = (type: string, page?: number) => (page ? `news/${type}/${page}%20copy` : `news/${type}%20copy`);

async function expectPage(
  page: Page,
  path: string,
  status: number,
  heading: string | RegExp,
  content?: string | RegExp,
) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(status);
  const h1 = page.locator("h1");
  await expect(h1, `${path} has one h1`).toHaveCount(1);
  await expect(h1).toContainText(heading);
  await expect(page.locator("main#main")).toHaveCount(1);
  await expect(page.locator("header.site-header")).toHaveCount(1);
  await expect(page.locator("footer.site-footer")).toContainText(
    "All companies and people on this site are fictional.",
  );
  if (content) await expect(page.locator("main")).toContainText(content);
  const description = await page.evaluate(
    () => document.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
  );
  if (status === 200) expect(description?.length ?? 0, `${path} description`).toBeGreaterThan(40);
  return { title: await page.title(), description };
}

test.describe("desktop routes", () => {
  test("every route renders with its status, one heading, key content and unique title and description", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const s = await seed(request);
    const routes: Array<[string, number, string | RegExp, (string | RegExp)?]> = [
      ["./", 200, "Work software", "Customer stories"],
      ["about", 200, "Software that keeps busy companies moving", "Milestones"],
      ["oa", 200, "Office automation", "Visual workflow builder"],
      ["trade", 200, "B2B ordering portal", "Customer-specific prices"],
      ["live", 200, "Live events", "Replays with captions"],
      ["education", 200, "Training that people finish", "Learning paths"],
      ["case/fai", 200, "Fairhaven Aero Instruments", "The challenge"],
      ["case/foxwell", 200, "Foxwell Textiles", "The results"],
      ["case/geely", 200, "Geely Lane Motors", "The solution"],
      ["case/jlb", 200, "JLB Cold Chain Logistics", "The customer"],
      [`cases/${s.caseItem.id}`, 200, s.caseItem.title, s.caseItem.customer.name],
      [`cases_list/${s.caseType.type}`, 200, "Case studies", s.caseItem.title],
      [`detail/${s.news.id}`, 200, s.news.title, "More"],
      [`detailNew/${s.news.type}/${s.news.id}`, 200, s.news.title],
      ["help", 200, "Help centre", "Popular articles"],
      [`help/${s.helpArticle.id}`, 200, s.helpArticle.title, "Help topics"],
      ["news", 200, "News", s.news.title],
      [copyPath(s.newsType.type), 200, /./, "All news"],
      ["partner", 200, /Partner/i, "Partner directory"],
      ["pm", 200, "Project management", "Plans that include Brightlane PM"],
      ["price", 200, /./, s.firstPlan],
      ["promotion", 200, /./, /Running now|Coming soon|Ended/],
      [`qa/${s.qa.id}`, 200, s.qa.title, "Related questions"],
      [`qas/${s.qaType.type}`, 200, "Questions and answers", s.qa.title],
      ["register", 200, /./],
      ["service", 200, /./, "What we offer"],
      [`solution/${s.solution.id}`, 200, s.solution.title, "Features"],
      ["solution", 200, "Solutions by industry", "Manufacturing"],
      [`solution_list/${s.solutionType}`, 200, "Solutions for", s.solution.title],
      [`videos/${s.videoType}`, 200, "Videos", /./],
      ["videos", 200, "Videos", "Featured video"],
      ["404", 404, "Page not found"],
      ["500", 500, "Something went wrong"],
    ];
    // The seed gives news and Q&A several pages; a case-study industry fits on one.
    expect(s.newsPages).toBeGreaterThan(1);
    expect(s.newsType.pages).toBeGreaterThan(1);
    expect(s.qaType.pages).toBeGreaterThan(1);
    routes.push(["news/2", 200, "News", "page 2 of"]);
    routes.push([copyPath(s.newsType.type, 2), 200, /./, "page 2 of"]);
    routes.push([`qas/${s.qaType.type}/2`, 200, "Questions and answers", "page 2 of"]);

    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const [path, status, heading, content] of routes) {
      const { title, description } = await expectPage(page, path, status, heading, content);
      if (status !== 200 || path.startsWith("detailNew")) continue; // detailNew repeats /detail's article
      expect(titles.get(title), `title of ${path} is unique`).toBeUndefined();
      expect(descriptions.get(description ?? ""), `description of ${path} is unique`).toBeUndefined();
      titles.set(title, path);
      descriptions.set(description ?? "", path);
    }
    // The pagination guarantee needs at least one list with a second page.
    expect(Math.max(s.newsPages, s.caseType.pages, s.qaType.pages)).toBeGreaterThan(1);
  });

  test("unknown, unpublished and malformed ids and pages past the end are 404 pages", async ({ page, request }) => {
    test.setTimeout(120_000);
    const s = await seed(request);
    // Drafts in the seed (ids 81 and 82 are unpublished questions) must not be listed or shown.
    const allQas = await api<ListPage>(request, `qas?type=billing&pageSize=50`);
    expect(allQas.items.map((q) => q.id)).not.toContain(81);
    const paths = [
      "cases/999999",
      "cases/abc",
      "cases/-1",
      "cases/01",
      "cases/0",
      "cases/1.5",
      "cases/99999999999999999999",
      "detail/999999",
      "detail/1e3",
      `detailNew/nonsense/${s.news.id}`,
      "qa/81",
      "qa/abc",
      "solution/999999",
      "solution/12abc",
      "help/999999",
      "help/x",
      "cases_list/unknown",
      `cases_list/${s.caseType.type}/${s.caseType.pages + 1}`,
      `cases_list/${s.caseType.type}/0`,
      `cases_list/${s.caseType.type}/02`,
      `news/${s.newsPages + 1}`,
      "news/-2",
      copyPath("nonsense"),
      copyPath(s.newsType.type, s.newsType.pages + 1),
      `qas/${s.qaType.type}/${s.qaType.pages + 1}`,
      "qas/unknown",
      "solution_list/unknown",
      `solution_list/${s.solutionType}/999`,
      "videos/unknown",
      `videos/${s.videoType}/999`,
      "no/such/page",
    ];
    for (const path of paths) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.locator("h1"), path).toHaveText("Page not found");
      await expect(page.locator("main")).not.toContainText(/stack|SQL|Error:/);
    }
  });

  test("canonical URLs leave out page 1; the article has one canonical URL; a wrong category redirects", async ({
    page,
    request,
  }) => {
    const s = await seed(request);
    const canonical = () => page.locator('link[rel="canonical"]').getAttribute("href");
    await page.goto("news/1");
    expect(await canonical()).toMatch(/\/news$/);
    await page.goto(`cases_list/${s.caseType.type}/1`);
    expect(await canonical()).toMatch(new RegExp(`/cases_list/${s.caseType.type}$`));
    await page.goto(copyPath(s.newsType.type, 1));
    expect(await canonical()).toMatch(new RegExp(`/news/${s.newsType.type}%20copy$`));
    await page.goto(`qas/${s.qaType.type}/2`);
    expect(await canonical()).toMatch(new RegExp(`/qas/${s.qaType.type}/2$`));
    await expect(page.locator('.pagination a[rel="prev"]')).toHaveAttribute(
      "href",
      new RegExp(`/qas/${s.qaType.type}$`),
    );
    await page.goto(`detailNew/${s.news.type}/${s.news.id}`);
    expect(await canonical()).toMatch(new RegExp(`/detail/${s.news.id}$`));
    const other = ["company", "industry", "product", "events"].find((t) => t !== s.news.type)!;
    const res = await page.goto(`detailNew/${other}/${s.news.id}`);
    expect(res?.status()).toBe(200);
    expect(page.url()).toMatch(new RegExp(`/detailNew/${s.news.type}/${s.news.id}$`));
    // Typing a category under /news leads to its page.
    await page.goto(`news/${s.newsType.type}`);
    expect(decodeURIComponent(page.url())).toMatch(new RegExp(`/news/${s.newsType.type} copy$`));
  });

  test("home -> list -> detail -> back by clicking", async ({ page }) => {
    await page.goto("./");
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: "All case studies" }).first().click();
    await expect(page).toHaveURL(/\/cases_list\/manufacturing$/);
    await expect(page.locator("h1")).toContainText("Case studies");
    const firstCard = page.locator(".card-grid .card-link").first();
    const title = (await firstCard.textContent())!.trim();
    await firstCard.click();
    await expect(page).toHaveURL(/\/cases\/\d+$/);
    await expect(page.locator("h1")).toHaveText(title);
    await expect(page.locator("main")).toContainText("The customer");
    await page.goBack();
    await expect(page).toHaveURL(/\/cases_list\/manufacturing$/);
    await expect(page.locator("h1")).toContainText("Case studies");
    await page.goBack();
    await expect(page.locator("h1")).toContainText("Work software");
    // The header marks the section of the open page.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "News", exact: true }).click();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "News", exact: true }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("news categories are tabs that link to their pages", async ({ page }) => {
    await page.goto("news");
    const tabs = page.getByRole("navigation", { name: "News categories" });
    await expect(tabs.getByRole("link", { name: "All news" })).toHaveAttribute("aria-current", "page");
    await tabs.getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(/\/news\/events%20copy$/);
    await expect(page.locator("h1")).toHaveText("Events");
    await expect(tabs.getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");
    await page.goto("news");
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/news\/2$/);
  });

  test("the largest image above the fold loads eagerly with high priority", async ({ page, request }) => {
    const s = await seed(request);
    for (const path of ["oa", "case/fai", `cases/${s.caseItem.id}`, `detail/${s.news.id}`]) {
      await page.goto(path);
      const img = page.locator("main img").first();
      await expect(img, path).toHaveAttribute("loading", "eager");
      await expect(img, path).toHaveAttribute("fetchpriority", "high");
      await expect(img, path).toHaveAttribute("alt", /.+/);
    }
  });

  test("videos use the native player with poster and no autoplay, or show the poster with a note", async ({
    page,
    request,
  }) => {
    const s = await seed(request);
    await page.goto(`videos/${s.videoType}`);
    const players = page.locator("main video");
    const pending = page.locator("main .video-pending");
    const count = (await players.count()) + (await pending.count());
    expect(count).toBeGreaterThan(0);
    for (const video of await players.all()) {
      await expect(video).toHaveAttribute("controls", "");
      await expect(video).toHaveAttribute("poster", /.+/);
      await expect(video).not.toHaveAttribute("autoplay", /.*/);
    }
    for (const item of await pending.all()) {
      await expect(item.locator("img")).toHaveAttribute("alt", /.+/);
      await expect(item).toContainText("published soon");
    }
  });

  test("the featured video on /videos plays a served WebM clip with captions, without autoplay", async ({ page }) => {
    await page.goto("videos");
    const video = page.locator("main .video-feature video");
    await expect(video).toHaveCount(1);
    await expect(video).toHaveAttribute("controls", "");
    await expect(video).toHaveAttribute("poster", /.+/);
    await expect(video).toHaveAttribute("preload", /^(none|metadata)$/);
    await expect(video).not.toHaveAttribute("autoplay", /.*/);
    await expect(video).toHaveAttribute("aria-labelledby", /.+/);
    const track = video.locator('track[kind="captions"]');
    await expect(track).toHaveCount(1);
    await expect(track).toHaveAttribute("srclang", "en");
    const src = (await video.getAttribute("src")) ?? (await video.locator("source").first().getAttribute("src"));
    expect(src).toBeTruthy();
    const clip = await page.request.get(new URL(src!, page.url()).href);
    expect(clip.status()).toBe(200);
    expect(clip.headers()["content-type"]).toMatch(/^video\/webm/);
    const captions = await page.request.get(new URL((await track.getAttribute("src"))!, page.url()).href);
    expect(captions.status()).toBe(200);
    expect(captions.headers()["content-type"]).toMatch(/^text\/vtt/);
    expect(await captions.text()).toMatch(/^WEBVTT/);
    // The document's policy lets same-origin media load.
    const csp = (await page.request.get("videos")).headers()["content-security-policy"] ?? "";
    const mediaSources = /media-src ([^;]*)/.exec(csp)?.[1] ?? /default-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(mediaSources).toContain("'self'");
  });

  test("video posters are shown in the proportions db/seed/art/posters.test.ts checks, at every width", async ({
    page,
  }) => {
    // That test holds each poster's words inside a 16:10 crop of its 16:9 picture: no box may crop more.
    for (const width of [320, 390, 768, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("videos");
      const boxes = await page
        .locator("main .card-media img, main figure.video video")
        .evaluateAll((list) => list.map((e) => ({ w: e.clientWidth, h: e.clientHeight })));
      expect(boxes.length, `${width}px`).toBeGreaterThan(3);
      for (const { w, h } of boxes) {
        expect(w / h, `${width}px: ${w}x${h}`).toBeGreaterThanOrEqual(16 / 10 - 0.01);
        expect(w / h, `${width}px: ${w}x${h}`).toBeLessThanOrEqual(16 / 9 + 0.01);
      }
    }
  });

  test("every clip is offered as WebM, then as MP4 for browsers without WebM, and the MP4 plays", async ({ page }) => {
    await page.goto("videos/product-tours");
    const videos = page.locator("main figure.video video");
    expect(await videos.count()).toBeGreaterThan(0);
    for (const video of await videos.all()) {
      const files = await video
        .locator("source")
        .evaluateAll((list) => list.map((s) => ({ src: s.getAttribute("src")!, type: s.getAttribute("type") })));
      expect(files.map((f) => f.type)).toEqual(["video/webm", "video/mp4"]);
      expect(files[1]!.src).toMatch(/\.mp4$/);
    }
    const mp4 = await videos.first().locator('source[type="video/mp4"]').getAttribute("src");
    const url = new URL(mp4!, page.url()).href;
    // Safari asks for the first two bytes before it plays anything.
    const probe = await page.request.get(url, { headers: { range: "bytes=0-1" } });
    expect(probe.status()).toBe(206);
    expect(probe.headers()["content-type"]).toBe("video/mp4");
    // The MP4 alone plays, as long as the page says.
    const stated = (await page.locator("main figure.video .card-meta [aria-hidden]").first().textContent())!
      .split(":")
      .map(Number);
    const played = await page.evaluate(async (src) => {
      const v = document.createElement("video");
      v.muted = true;
      v.src = src;
      await new Promise((resolve, reject) => {
        v.addEventListener("loadedmetadata", resolve, { once: true });
        v.addEventListener("error", () => reject(new Error(v.error?.message ?? "cannot load")), { once: true });
      });
      await v.play();
      for (let i = 0; i < 150 && v.currentTime < 1; i++) await new Promise((r) => setTimeout(r, 100));
      v.pause();
      return { duration: v.duration, at: v.currentTime };
    }, url);
    expect(Math.round(played.duration)).toBe(stated[0]! * 60 + stated[1]!);
    expect(played.at).toBeGreaterThanOrEqual(1);
  });

  test("every video plays a narrated clip as long as its page says", async ({ page }) => {
    test.setTimeout(120_000);
    let checked = 0;
    for (const type of ["product-tours", "webinars", "customer-stories", "tutorials"]) {
      await page.goto(`videos/${type}`);
      await expect(page.locator("main .video-pending")).toHaveCount(0);
      for (const figure of await page.locator("main figure.video").all()) {
        const stated = (await figure.locator(".card-meta [aria-hidden]").textContent())!.split(":").map(Number);
        const seconds = await figure.locator("video").evaluate(
          (v: HTMLVideoElement) =>
            new Promise<number>((resolve, reject) => {
              v.addEventListener("loadedmetadata", () => resolve(v.duration), { once: true });
              v.addEventListener("error", () => reject(new Error(v.error?.message ?? "cannot load")), { once: true });
              v.preload = "metadata";
              v.load();
            }),
        );
        expect(Math.round(seconds)).toBe(stated[0]! * 60 + stated[1]!);
        checked++;
      }
    }
    expect(checked).toBe(30);
    // One of them, played: pictures move on and sound is decoded.
    const video = page.locator("main figure.video video").first();
    const played = await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      v.preload = "auto";
      await v.play();
      // A busy machine may start slowly: wait up to 15 s for a second of the clip to pass.
      for (let i = 0; i < 150 && v.currentTime < 1; i++) await new Promise((r) => setTimeout(r, 100));
      v.pause();
      const counts = v as HTMLVideoElement & { webkitAudioDecodedByteCount?: number };
      return { at: v.currentTime, audioBytes: counts.webkitAudioDecodedByteCount ?? -1, state: v.readyState };
    });
    expect(played.at, JSON.stringify(played)).toBeGreaterThanOrEqual(1);
    expect(played.audioBytes).not.toBe(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pages read and links navigate", async ({ page, request }) => {
    const s = await seed(request);
    await page.goto(`detail/${s.news.id}`);
    await expect(page.locator("h1")).toHaveText(s.news.title);
    await expect(page.locator(".prose p").first()).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/price$/);
    await expect(page.locator("h1")).toBeVisible();
  });

  test("the monthly/yearly switch works with CSS alone", async ({ page }) => {
    await page.goto("price");
    const monthly = page.locator(".plans .price-monthly").first();
    const yearly = page.locator(".plans .price-yearly").first();
    await expect(monthly).toBeVisible();
    await expect(yearly).toBeHidden();
    await page.locator('label[for="billing-yearly"]').click();
    await expect(yearly).toBeVisible();
    await expect(monthly).toBeHidden();
    // FAQ answers open as native disclosures.
    const faq = page.locator(".faq .disclosure").first();
    await faq.locator("summary").click();
    await expect(faq.locator(".disclosure-body")).toBeVisible();
  });

  test("the narrow-screen menu opens", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("about");
    const menu = page.locator("details.nav-narrow");
    await expect(menu.locator(".nav-narrow-panel")).toBeHidden();
    await menu.locator("summary").click();
    await expect(menu.getByRole("link", { name: "Partners" })).toBeVisible();
    await menu.getByRole("link", { name: "Partners" }).click();
    await expect(page).toHaveURL(/\/partner$/);
  });
});

test.describe("narrow screens", () => {
  for (const width of [320, 375]) {
    test(`no horizontal scrolling at ${width} px`, async ({ page, request }) => {
      const s = await seed(request);
      await page.setViewportSize({ width, height: 800 });
      for (const path of [
        "./",
        `cases_list/${s.caseType.type}`,
        `cases/${s.caseItem.id}`,
        "price",
        `help/${s.helpArticle.id}`,
        "case/jlb",
      ]) {
        await page.goto(path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
        await expect(page.locator("details.nav-narrow summary")).toBeVisible();
        await expect(page.locator("nav.nav-wide")).toBeHidden();
      }
    });
  }
});

test.describe("accessibility", () => {
  const pageTypes: Array<[string, (s: Seed) => string]> = [
    ["home", () => "./"],
    ["product page", () => "oa"],
    ["about", () => "about"],
    ["static case story", () => "case/foxwell"],
    ["news list", () => "news"],
    ["news category", (s) => copyPath(s.newsType.type)],
    ["article", (s) => `detail/${s.news.id}`],
    ["case list", (s) => `cases_list/${s.caseType.type}`],
    ["case study", (s) => `cases/${s.caseItem.id}`],
    ["solutions", () => "solution"],
    ["solution list", (s) => `solution_list/${s.solutionType}`],
    ["solution", (s) => `solution/${s.solution.id}`],
    ["question list", (s) => `qas/${s.qaType.type}`],
    ["question", (s) => `qa/${s.qa.id}`],
    ["help centre", () => "help"],
    ["help article", (s) => `help/${s.helpArticle.id}`],
    ["videos", () => "videos"],
    ["video list", (s) => `videos/${s.videoType}`],
    ["price", () => "price"],
    ["promotions", () => "promotion"],
    ["services", () => "service"],
    ["partners", () => "partner"],
    ["PM", () => "pm"],
    ["404 page", () => "does-not-exist"],
  ];
  for (const [name, pathOf] of pageTypes) {
    test(`axe: no serious or critical violations on the ${name}`, async ({ page, request }) => {
      const path = pathOf(await seed(request));
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const result = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
      const serious = result.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map(
          (v) =>
            `${v.id} (${v.impact}): ${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(", ")}`,
        );
      expect(serious, path).toEqual([]);
    });
  }
});
