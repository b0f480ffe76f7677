/**
 * Serves the generated images under {BASE_PATH}media/ from DATA_DIR/media.
 * File names carry the image key and width, and change when the artwork does
 * not, so caches keep them for 30 days and revalidate with ETag/Last-Modified
 * rather than treating them as immutable. Unknown files get a plain 404.
 */
import express from "express";
import type { Services } from "./services.ts";

export const MEDIA_CACHE_CONTROL = "public, max-age=2592000, stale-while-revalidate=86400";

export function createMediaHandler(services: Pick<Services, "mediaDir">): express.Router {
  const router = express.Router();
  router.use(
    express.static(services.mediaDir, {
      index: false,
      redirect: false,
      dotfiles: "ignore",
      fallthrough: true,
      setHeaders: (res) => res.setHeader("Cache-Control", MEDIA_CACHE_CONTROL),
    }),
  );
  router.use((_req, res) => {
    res.status(404).set("cache-control", "no-store").type("text/plain").send("Not found");
  });
  return router;
}
