/**
 * What the beacon may send to POST {BASE_PATH}api/v1/events: a batch of counts, each
 * field bounded, and nothing else (zod strict objects refuse unknown fields). The
 * page type and the skin are derived here from the path, not taken from the client.
 */
import { matchRoutes } from "react-router";
import { z } from "zod";
import { pageRoutes } from "../../app/kernel/pages.ts";
import { sourcePageOf } from "../../app/kernel/source-page.ts";

export const EVENTS_BODY_LIMIT_BYTES = 4096;
export const MAX_EVENTS_PER_BATCH = 30;
export const VITALS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type Vital = (typeof VITALS)[number];
/** Which half of the ordering split served the page (decision 0060). */
export const ORDERINGS = ["after-paint", "stock"] as const;

// A path already typed (pageTypeOf below) was checked before: URL parsing was a tenth of a batch's cost.
const path = z.string().refine((v) => PAGE_TYPES.has(v) || sourcePageOf(v) !== null, { message: "a path of the site" });
const host = z
  .string()
  .max(253)
  .regex(/^[a-z0-9.-]*$/);
const word = z.string().max(100);
const utm = z.strictObject({ source: word.optional(), medium: word.optional(), campaign: word.optional() });

const view = z.strictObject({
  type: z.literal("view"),
  path,
  referrer: host.optional(),
  utm: utm.optional(),
  locale: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/)
    .optional(),
  entry: z.boolean().optional(),
  ordering: z.enum(ORDERINGS).optional(),
});
const outbound = z.strictObject({ type: z.literal("outbound"), path, host: host.min(1) });
const form = z.strictObject({ type: z.literal("form"), path, step: z.enum(["start", "submit"]) });
const vital = z.strictObject({
  type: z.literal("vital"),
  path,
  name: z.enum(VITALS),
  value: z.number().min(0).max(600_000),
  ordering: z.enum(ORDERINGS).optional(),
});

export const eventBatchSchema = z.strictObject({
  events: z
    .array(z.discriminatedUnion("type", [view, outbound, form, vital]))
    .min(1)
    .max(MAX_EVENTS_PER_BATCH),
});
export type EventBatch = z.infer<typeof eventBatchSchema>;
export type BeaconEvent = EventBatch["events"][number];

const ROUTES = (["desktop", "mobile"] as const).flatMap((variant) =>
  pageRoutes(variant).map((r) => ({
    path: variant === "mobile" ? `/mobile/${r.path}` : `/${r.path}`,
    id: `${variant}:${r.key}`,
  })),
);

/** Paths already matched: React Router's matchRoutes ranks every route on each call (3 ms here). */
const PAGE_TYPES = new Map<string, { pageType: string; skin: "desktop" | "mobile" }>();
const MAX_REMEMBERED = 10_000;

/** The page type ("newsDetail") and skin of a site path; "other" for a path no page serves. */
export function pageTypeOf(sitePath: string): { pageType: string; skin: "desktop" | "mobile" } {
  const known = PAGE_TYPES.get(sitePath);
  if (known) return known;
  const skin = sitePath === "/mobile" || sitePath.startsWith("/mobile/") ? "mobile" : "desktop";
  const match = matchRoutes(ROUTES, sitePath)?.at(-1)?.route.id;
  const found = { pageType: match ? match.slice(match.indexOf(":") + 1) : "other", skin } as const;
  // Any path of the right shape is accepted, so the memory is bounded: forgotten all at once when full.
  if (PAGE_TYPES.size >= MAX_REMEMBERED) PAGE_TYPES.clear();
  PAGE_TYPES.set(sitePath, found);
  return found;
}
