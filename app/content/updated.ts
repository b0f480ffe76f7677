/**
 * When the copy of each page kept in this repository last changed, as a W3C date
 * (YYYY-MM-DD). It becomes the page's lastmod in the sitemap (server/seo.ts),
 * together with the times of any database content the page shows, so bump the
 * date with every change a reader would notice (not for refactors), or crawlers
 * will not come back for it.
 *
 * Kept apart from the content files, and free of imports, so that the server
 * can load it without the bundler (the content files import images); each
 * content file reads its own date from here.
 */
export const COPY_UPDATED = {
  "/about": "2026-11-22",
  "/case/fai": "2026-11-22",
  "/case/foxwell": "2026-11-22",
  "/case/geely": "2026-11-22",
  "/case/jlb": "2026-11-22",
  "/education": "2026-11-22",
  "/live": "2026-11-22",
  "/oa": "2026-11-22",
  "/pm": "2026-11-22",
  "/trade": "2026-11-22",
  "/register": "2026-11-22",
  // The date the notice itself states ("Last updated ...").
  "/privacy": "2026-11-01",
} as const satisfies Record<string, `${number}-${number}-${number}`>;

export type CopyPath = keyof typeof COPY_UPDATED;
