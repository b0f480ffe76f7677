import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../app/routes.ts";
import { endpoints } from "./api/endpoints.ts";
import { MAX_PATH_LENGTH, MAX_PATH_SEGMENTS, pathLimitStatus } from "./path-limits.ts";

/** Longer than any id (10 digits) or category slug (21 characters) of the site. */
const LONGEST_PARAM = "x".repeat(32);

/** Every URL of the route table with every optional segment present and the longest parameters. */
function routeUrls(entries: RouteConfigEntry[], prefix = ""): string[] {
  const urls: string[] = [];
  for (const entry of entries) {
    const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`;
    if (entry.children) urls.push(...routeUrls(entry.children, path));
    else if (!path.endsWith("*")) urls.push(path.replace(/:[a-z]+\??/gi, LONGEST_PARAM).replace(/ /g, "%20") || "/");
  }
  return urls;
}

function segments(path: string): number {
  return path.split("/").length - 1;
}

describe("path limits", () => {
  const pages = routeUrls(routes);
  const api = endpoints.map((e) => `/api/v1${e.path.replace(/:[a-z]+/gi, LONGEST_PARAM)}`);
  const real = [
    ...pages,
    ...pages.map((p) => `${p === "/" ? "/_root" : p}.data`),
    ...api,
    "/api/v1/openapi.json",
    "/media/logo-northgate-precision-castings-400.webp", // the longest picture name of the demo
    "/sitemaps/news.xml",
  ];

  it("reads the whole route table", () => {
    expect(pages).toContain(`/detailNew/${LONGEST_PARAM}/${LONGEST_PARAM}`);
    expect(pages).toContain(`/mobile/news/${LONGEST_PARAM}`);
    expect(api).toContain(`/api/v1/help/articles/${LONGEST_PARAM}`);
  });

  it("leaves every real URL at least three times the room in depth and eight times in length", () => {
    for (const url of real) {
      expect(pathLimitStatus(url, "/"), url).toBeUndefined();
      expect(pathLimitStatus(`/shop/site${url}?page=2`, "/shop/site/"), url).toBeUndefined();
      expect(segments(url) * 3, url).toBeLessThanOrEqual(MAX_PATH_SEGMENTS);
      expect(url.length * 8, url).toBeLessThanOrEqual(MAX_PATH_LENGTH);
    }
  });

  it("answers 404 past the deepest path any page could have, counting after the base path", () => {
    const deepest = "/a".repeat(MAX_PATH_SEGMENTS);
    expect(pathLimitStatus(deepest, "/")).toBeUndefined();
    expect(pathLimitStatus(`${deepest}/`, "/")).toBe(404);
    expect(pathLimitStatus(`${deepest}/a`, "/")).toBe(404);
    expect(pathLimitStatus(`/shop/site${deepest}`, "/shop/site/")).toBeUndefined();
    expect(pathLimitStatus(`/shop/site${deepest}/a`, "/shop/site/")).toBe(404);
    expect(pathLimitStatus("/".repeat(500), "/")).toBe(404);
    // Far past both limits: the length, checked first, decides.
    expect(pathLimitStatus("/a".repeat(7000), "/")).toBe(414);
  });

  it("counts backslashes as separators, since the URL parser turns them into slashes", () => {
    expect(pathLimitStatus(`/a${"\\a".repeat(MAX_PATH_SEGMENTS)}`, "/")).toBe(404);
  });

  it("answers 414 past the longest path, and leaves the query string out of both counts", () => {
    expect(pathLimitStatus(`/${"a".repeat(MAX_PATH_LENGTH)}`, "/")).toBeUndefined();
    expect(pathLimitStatus(`/${"a".repeat(MAX_PATH_LENGTH + 1)}`, "/")).toBe(414);
    expect(pathLimitStatus(`/shop/site/${"a".repeat(MAX_PATH_LENGTH)}`, "/shop/site/")).toBeUndefined();
    expect(pathLimitStatus(`/search?q=${"a/".repeat(2000)}`, "/")).toBeUndefined();
  });
});
