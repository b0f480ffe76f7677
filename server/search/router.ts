/**
 * GET {BASE_PATH}api/v1/search?q=&section=&page=
 *
 * Any text is a valid query: what is not a word is ignored, and a query with no
 * words answers 200 with no results (an empty state, not an error). Only a
 * section or page that cannot exist is a 400.
 */
import express from "express";
import { z } from "zod";
import { SEARCH_SECTIONS } from "../../app/lib/search-types.ts";
import { sendError, sendJson } from "../api/router.ts";
import type { SearchService } from "./service.ts";

const paramsSchema = z.object({
  q: z.union([z.string(), z.array(z.string())]).optional(),
  section: z.enum(SEARCH_SECTIONS).optional(),
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,4}$/, "expected a positive whole number without leading zeros")
    .transform(Number)
    .optional(),
});

export function createSearchRouter(search: Pick<SearchService, "search">): express.Router {
  const router = express.Router();
  router.get("/", async (req, res, next) => {
    res.set("X-Robots-Tag", "noindex");
    const parsed = paramsSchema.safeParse(req.query);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      sendError(res, 400, "invalid_parameter", `${issue?.path.join(".") || "query"}: ${issue?.message ?? "invalid"}`);
      return;
    }
    try {
      const { q, section, page } = parsed.data;
      const result = await search.search({ q: q ?? "", section: section ?? null, page: page ?? 1 });
      sendJson(req, res, result);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
