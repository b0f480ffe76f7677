import { z } from "zod";
import { NEWS_TYPES, QA_TYPES, SOLUTION_TYPES, VIDEO_TYPES } from "../content-constants.ts";
import { HOME_ONLY_BLOCKS, HOME_PAGE_BLOCKS } from "../home-blocks.ts";
import { desktop, mobile, pageUrls } from "../links.ts";
import { PageBlocks } from "../page-blocks.ts";
import { EMPTY_ADDRESS_IS_HOME, HOME_PAGE_PATH, staticPathProblem } from "../page-paths.ts";
import { defineCollection, type SkinUrls } from "./define.ts";
import { SEO_FIELDS, text } from "./fields.ts";

/** A page made of typed blocks (../page-blocks.ts), served at its path on both skins. */
export const PageDocument = z
  .object({
    // The address its editor types (../page-paths.ts); other pages and redirects are the workflow's to check.
    path: z
      .string()
      .trim()
      .superRefine((path, ctx) => {
        const problem = staticPathProblem(path);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    title: text(200),
    ...SEO_FIELDS,
    blocks: PageBlocks,
  })
  .strict()
  .superRefine((page, ctx) => {
    // The home page draws only its own blocks and the common ones; every other page may hold its own
    // blocks too (their views load apart, decision 0097). An empty address holding none of the home
    // page's own blocks, or a hero (which the home page never holds, and every template opens with),
    // is a page whose address is still to be typed: that is said at the address, not at every block.
    const homeOnly = (b: { type: string }) => (HOME_ONLY_BLOCKS as readonly string[]).includes(b.type);
    const notHome = !page.blocks.some(homeOnly) || page.blocks.some((b) => b.type === "hero");
    if (page.path === HOME_PAGE_PATH && notHome) {
      ctx.addIssue({ code: "custom", path: ["path"], message: EMPTY_ADDRESS_IS_HOME });
      return;
    }
    if (page.path !== HOME_PAGE_PATH) return;
    page.blocks.forEach((b, i) => {
      if (!(HOME_PAGE_BLOCKS as readonly string[]).includes(b.type))
        ctx.addIssue({
          code: "custom",
          path: ["blocks", i],
          message: "Not on the home page: use its own blocks, a case highlight or a call to action",
        });
    });
  });

/** Where each content list's document shows (app/kernel/pages.ts `words`): the list's first page. */
const LIST_URLS: Readonly<Record<string, SkinUrls>> = {
  news: { desktop: desktop.news(), mobile: mobile.news(NEWS_TYPES[0]) },
  cases_list: { desktop: desktop.cases(), mobile: mobile.cases() },
  solution_list: { desktop: desktop.solutionList(SOLUTION_TYPES[0]), mobile: mobile.solutions(SOLUTION_TYPES[0]) },
  videos: { desktop: desktop.videos(), mobile: mobile.videos(VIDEO_TYPES[0]) },
  qas: { desktop: desktop.qas(QA_TYPES[0]), mobile: mobile.qas(QA_TYPES[0]) },
  help: { desktop: desktop.help(), mobile: mobile.help() },
};

export const pages = defineCollection({
  name: "pages",
  position: 160,
  label: "Pages",
  nav: { group: "Site", order: 2 },
  document: PageDocument,
  // A page's blocks hold its words beside their images and links; a second language translates within them.
  localised: ["title", "seoTitle", "seoDescription", "blocks"],
  table: "pages",
  json: ["blocks"],
  titleColumn: "title",
  searchColumn: "path",
  categoryColumn: null,
  times: "updated",
  tags: ["pages"],
  // A page of blocks is found by its path: a new path may answer where a 404 stood.
  listColumns: ["path"],
  urls: (_id, document) => {
    const path = (document as { path?: unknown } | null | undefined)?.path;
    // The home page's document is the site's own address on both skins.
    if (path === HOME_PAGE_PATH) return { desktop: "/", mobile: "/mobile" };
    // A content list's document shows on its list's first page on each skin (decision 0090).
    if (typeof path === "string" && path in LIST_URLS) return LIST_URLS[path]!;
    return typeof path === "string" && path ? { desktop: `/${path}`, mobile: `/mobile/${path}` } : null;
  },
  listUrl: { desktop: desktop.home(), mobile: mobile.home() },
  // Whole pages are indexed by the search service itself (server/search/pages.ts).
  search: {
    section: "pages",
    words: { area: "sections", label: "productsAndCompany" },
    // A hit's type is the page registry's key, or the path of a page at an address its editors
    // chose, which has its twin under /mobile.
    paths: (_id, type) => (type.startsWith("/") ? { path: type, mobilePath: `/mobile${type}` } : pageUrls(type)),
  },
});
