/**
 * The fallback notice through client navigations (decision 0110), on either skin: a page
 * reached by the browser's router shows the notice and the body language a fresh load of
 * the same URL shows, from a translated article to an untranslated one and back.
 */
import type { Page } from "@playwright/test";
import { expect } from "./browser-test.ts";
import { buildTranslations } from "../../db/seed/build-translations.ts";

/** What a page says of its words: the bar's notice ("" for none) and the body's language (its own or the document's). */
const noticeOf = (page: Page) =>
  page.evaluate(() => ({
    notice: document.querySelector(".locale-bar > p")?.textContent ?? "",
    lang: document.body.getAttribute("lang") || document.documentElement.lang,
  }));

async function freshLoad(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  return noticeOf(page);
}

/** What the first page's document said, put in place to see whether the next page replaces it. */
const STALE = { notice: "(the first page's notice)", lang: "x-stale" };
const makeStale = (page: Page) =>
  page.evaluate((stale) => {
    const bar = document.querySelector(".locale-bar")!;
    let note = bar.querySelector(":scope > p");
    if (!note) bar.prepend((note = document.createElement("p")));
    note.textContent = stale.notice;
    document.body.setAttribute("lang", stale.lang);
  }, STALE);

/**
 * `articleAt(id)`: an article's router path on the skin ("/detail/1"). A translated article
 * and an untranslated one, each first loaded fresh for what its own document says; then,
 * from a document whose bar says something else, client navigations to each show what
 * that page's own document said.
 */
export async function noticeFollowsEachPage(page: Page, articleAt: (id: number) => string): Promise<void> {
  const translated = new Set(buildTranslations().flatMap((t) => (t.type === "news" ? [t.id] : [])));
  const [chinese] = translated;
  let english = 1;
  while (translated.has(english) || (await page.request.get(`zh${articleAt(english)}`)).status() !== 200) english++;
  const [from, to] = [articleAt(chinese!), articleAt(english)];
  const fresh = { [from]: await freshLoad(page, `zh${from}`), [to]: await freshLoad(page, `zh${to}`) };
  // The seed's Chinese is on both pages (the chrome's words), the article's own words on one only.
  expect(fresh[from]!.notice).not.toBe("");

  await freshLoad(page, `zh${from}`);
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await makeStale(page);
  await page.evaluate((path) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } })
      .__reactRouterDataRouter;
    return router.navigate(path);
  }, to);
  await expect(page).toHaveURL(new RegExp(`/zh${to}$`));
  await expect.poll(() => noticeOf(page)).toEqual(fresh[to]);
  await makeStale(page);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/zh${from}$`));
  await expect.poll(() => noticeOf(page)).toEqual(fresh[from]);
  // All of it in the first document.
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
}
