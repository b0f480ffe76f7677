/**
 * GET {BASE_PATH}api/v1/search?q=&section=&page=&pageSize=&locale=
 *
 * Any text is a valid query: what is not a word is ignored, and a query with no
 * words answers 200 with no results (an empty state, not an error). Only a
 * section or page that cannot exist, a pageSize outside 1 to MAX_PAGE_SIZE (as on
 * every list), or a parameter given twice (?q=a&q=b, which the other API endpoints
 * refuse too), or a locale the site does not have, is a 400.
 */
import express from "express";
import { sendError, sendJson, unknownLocale } from "../api/router.ts";
import { searchQuery } from "../api/schemas.ts";
import type { SearchService } from "./service.ts";

/** `locales`: the tags of the site's LOCALES, the default first (the default's alone without it). */
export function createSearchRouter(
  search: Pick<SearchService, "search">,
  locales: readonly string[] = [],
): express.Router {
  const router = express.Router();
  router.get("/", async (req, res, next) => {
    res.set("X-Robots-Tag", "noindex");
    const parsed = searchQuery.safeParse(req.query ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const name = issue?.path.join(".") || "query";
      const message = issue?.message ?? "invalid";
      sendError(res, 400, "invalid_parameter", message.startsWith(name) ? message : `${name}: ${message}`);
      return;
    }
    const { q, section, page, pageSize, locale } = parsed.data;
    if (locale !== undefined && !locales.includes(locale)) {
      sendError(res, 400, "invalid_parameter", unknownLocale(locales));
      return;
    }
    try {
      const result = await search.search({
        q: q ?? "",
        section: section ?? null,
        page: page ?? 1,
        ...(pageSize ? { pageSize } : {}),
        // An API call has no locale of its own: the default's unless it names one.
        locale: locale ?? locales[0],
      });
      sendJson(req, res, result);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
