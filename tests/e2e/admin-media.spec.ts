/**
 * The media library in Chromium: several files dropped at once with a progress bar
 * each, alt text and a focal point set on the image, then the variants served as
 * AVIF and WebP; the image goes into an article through the editor's picker and the
 * public page shows it as a <picture> with AVIF and WebP sources; the pages pass axe
 * and the CSP.
 */
import { expect, test, hydrated } from "../support/browser-test.ts";
import sharp from "sharp";
import { completeSetup, createUserLink, seriousViolations, signIn, uniqueEmail, type Staff } from "../support/admin.ts";
import { violations, watch } from "../support/csp-watch.ts";
import { solid, twoHalves } from "../support/media.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let editor: Staff;
/** The upload of the first test that gets alt text and a focal point, then goes into an article. */
let halves = "";

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext({ baseURL })).newPage();
  const email = uniqueEmail("media");
  editor = await completeSetup(page, await createUserLink(email, "editor"), email, "Mel Media");
  await page.context().close();
});

test("uploads several files with progress, takes alt text and a focal point, serves AVIF and WebP", async ({
  page,
  request,
}) => {
  const console = await watch(page);
  await signIn(page, editor);
  await page.goto("admin/media");
  await hydrated(page);
  expect(await seriousViolations(page)).toEqual([]);

  const stamp = Date.now().toString(36);
  halves = `halves-${stamp}.png`;
  const files = [
    { name: `halves-${stamp}.png`, mimeType: "image/png", buffer: await twoHalves() },
    { name: `blue-${stamp}.jpg`, mimeType: "image/jpeg", buffer: await solid("jpeg", "#1144aa") },
    { name: `green-${stamp}.webp`, mimeType: "image/webp", buffer: await solid("webp", "#22aa44") },
  ];
  await page.getByLabel(/^Images/).setInputFiles(files);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  const uploads = page.getByRole("list", { name: "Uploads" });
  await expect(uploads.locator("progress")).toHaveCount(3);
  await expect(uploads.getByText("Uploaded")).toHaveCount(3, { timeout: 30_000 });
  for (const bar of await uploads.locator("progress").all()) {
    expect(Number(await bar.getAttribute("value"))).toBe(Number(await bar.getAttribute("max")));
  }
  // The library below lists the new files once the uploads are through.
  const library = page.getByRole("region", { name: /^Library/ });
  for (const file of files) await expect(library.getByText(file.name, { exact: true })).toBeVisible();

  await page.getByRole("link", { name: `halves-${stamp}.png: edit` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `halves-${stamp}.png` })).toBeVisible();
  await hydrated(page);
  expect(await seriousViolations(page)).toEqual([]);
  // A click near the right edge of the picture moves the focal point there.
  const picker = page.getByTestId("focal-picker");
  // Measured when clicked: the picture may still be settling into its frame.
  await expect(async () => {
    const box = (await picker.boundingBox())!;
    await picker.click({ position: { x: box.width * 0.95, y: box.height * 0.5 } });
    await expect(page.getByLabel("Focal point across (0 to 1)")).toHaveValue(/^0\.9[0-9]*/, { timeout: 1000 });
  }).toPass();
  await page.getByLabel("Alt text", { exact: true }).fill("Red and blue halves");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect(page.getByText("Ready to use.")).toBeVisible();

  for (const [type, format] of [
    ["image/avif", "heif"],
    ["image/webp", "webp"],
  ] as const) {
    const line = await page.locator(".media-variants li", { hasText: type }).innerText();
    const url = /(\S+-480\.(avif|webp))/.exec(line)![1]!;
    const res = await request.get(url);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe(type);
    expect(res.headers()["cache-control"]).toContain("immutable");
    const body = await res.body();
    expect((await sharp(body).metadata()).format).toBe(format);
    // The crop follows the focal point: the blue half.
    expect((await sharp(body).stats()).dominant.b).toBeGreaterThan(200);
  }
  expect(await violations(page, console)).toEqual([]);
});

test("the upload form works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, editor);
  await page.goto("admin/media");
  const name = `plain-${Date.now().toString(36)}.png`;
  await page.getByLabel(/^Images/).setInputFiles([{ name, mimeType: "image/png", buffer: await solid("png") }]);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("1 image(s) uploaded")).toBeVisible();
  await expect(page.getByRole("region", { name: /^Library/ }).getByText(name, { exact: true })).toBeVisible();
  await context.close();
});

test("an image from the library goes into an article and shows on the public page in AVIF and WebP", async ({
  page,
  request,
}) => {
  expect(halves).not.toBe("");
  const console = await watch(page);
  await signIn(page, editor);
  await page.goto("admin/content/news?sort=id");
  await page.getByRole("table").getByRole("link").nth(3).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Edit: / })).toBeVisible();
  await hydrated(page);
  const live = (await page.getByRole("link", { name: "desktop page" }).getAttribute("href"))!;
  const itemPath = new URL(page.url()).pathname;

  // The editor's Image button opens the library, which offers only images with alt text.
  // The article may hold images from earlier runs against the same database.
  const inBody = page.locator(".admin-rte-content img[data-media-id]");
  const before = await inBody.count();
  await page.locator(".admin-rte-content").first().click();
  await page.getByRole("button", { name: "Image", exact: true }).first().click();
  const picker = page.getByRole("dialog", { name: "Choose an image" });
  await expect(picker).toBeVisible();
  await picker.getByLabel("Search").fill(halves);
  const choice = picker.getByRole("button", { name: "Red and blue halves" });
  await expect(choice).toHaveCount(1);
  await choice.click();
  await expect(picker).toBeHidden();
  await expect(inBody).toHaveCount(before + 1);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published: " })).toBeVisible();
  expect(await violations(page, console)).toEqual([]);

  // The library lists the use, linked to the article.
  await page.goto("admin/media");
  await page.getByRole("link", { name: `${halves}: edit` }).click();
  await page.waitForURL(/\/admin\/media\/\d+$/);
  const mediaId = new URL(page.url()).pathname.split("/").pop();
  const uses = page.getByRole("region", { name: "Where it is used" });
  await expect(uses.getByRole("link")).toHaveAttribute("href", itemPath);

  // A visitor gets a <picture> whose AVIF and WebP sources are the library's variants at the site's widths.
  const visitor = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const publicPage = await visitor.newPage();
  await publicPage.goto(live);
  const picture = publicPage.locator(`picture.body-image:has(img[src*="/upload-${mediaId}."])`);
  await expect(picture).toHaveCount(1);
  await expect(picture.locator("img")).toHaveAttribute("alt", "Red and blue halves");
  for (const [type, format] of [
    ["image/avif", "heif"],
    ["image/webp", "webp"],
  ] as const) {
    const srcset = (await picture.locator(`source[type="${type}"]`).getAttribute("srcset"))!;
    // The site's widths up to the crop's own (this 1600x400 picture crops to 711 pixels across: 480 only).
    const widths = srcset.split(", ").map((s) => s.split(" ")[1]);
    expect(widths).toContain("480w");
    for (const w of widths) expect(["480w", "960w", "1440w"]).toContain(w);
    const res = await request.get(srcset.split(" ")[0]!);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe(type);
    const body = await res.body();
    expect((await sharp(body).metadata()).format).toBe(format);
    // The crop follows the focal point set above: the blue half.
    expect((await sharp(body).stats()).dominant.b).toBeGreaterThan(200);
  }
  // The browser itself chose and loaded one of the sources.
  await picture.locator("img").scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.locator("img").evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/upload-\d+\.[0-9a-f]+-\d+\.(avif|webp)$/);
  await visitor.close();
});
