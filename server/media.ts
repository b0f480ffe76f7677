/**
 * Serves the generated images under {BASE_PATH}media/ from DATA_DIR/media.
 * File names carry the image key and width, and change when the artwork does
 * not, so caches keep them for 30 days and revalidate with ETag/Last-Modified
 * rather than treating them as immutable. Unknown files get a plain 404.
 *
 * Uploads' variants ("upload-<id>.<tag>-<width>.<ext>", server/media-library/) carry
 * a tag that changes with the file and the focal point, so they are immutable for a
 * year. A variant this instance has not rendered yet (an upload made on another
 * instance) comes from the shared store, or is rendered from the original before it is sent.
 *
 * Where instances share a store (PostgreSQL or S3, decision 0051), DATA_DIR/media is
 * this instance's copy of it: a file not there yet is copied from the store on first
 * request, then served from disk (with ranges and conditional requests) like any other.
 */
import express from "express";
import { VARIANT_MIME } from "./media-library/formats.ts";
import type { Services } from "./services.ts";

export const MEDIA_CACHE_CONTROL = "public, max-age=2592000, stale-while-revalidate=86400";

export const UPLOAD_CACHE_CONTROL = "public, max-age=31536000, immutable";

export function createMediaHandler(
  services: Pick<Services, "mediaDir"> & { readonly media?: Services["media"] },
): express.Router {
  const router = express.Router();
  router.get(/^\/upload-[^/]*$/, async (req, res, next) => {
    try {
      const name = req.path.slice(1);
      const file = await services.media?.variantFile(name);
      if (!file) return next();
      res.sendFile(file, {
        dotfiles: "deny",
        lastModified: false,
        headers: {
          "cache-control": UPLOAD_CACHE_CONTROL,
          "content-type": VARIANT_MIME[name.slice(name.lastIndexOf(".") + 1)] ?? "application/octet-stream",
          "x-content-type-options": "nosniff",
          "content-disposition": "inline",
        },
      });
    } catch (error) {
      next(error);
    }
  });
  // Anything else named like an upload is not one of its current variants.
  router.get(/^\/upload-/, (_req, res) => {
    res.status(404).set("cache-control", "no-store").type("text/plain").send("Not found");
  });
  router.use(
    express.static(services.mediaDir, {
      index: false,
      redirect: false,
      dotfiles: "ignore",
      fallthrough: true,
      setHeaders: (res) => res.setHeader("Cache-Control", MEDIA_CACHE_CONTROL),
    }),
  );
  router.get(/^\/[^/.][^/]*$/, async (req, res, next) => {
    try {
      const file = await services.media?.sharedFile(req.path.slice(1));
      if (!file) return next();
      res.sendFile(file, { dotfiles: "deny", headers: { "cache-control": MEDIA_CACHE_CONTROL } });
    } catch (error) {
      next(error);
    }
  });
  router.use((_req, res) => {
    res.status(404).set("cache-control", "no-store").type("text/plain").send("Not found");
  });
  return router;
}
