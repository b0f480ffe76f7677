/**
 * Tags for the cacheable answers that are not pages (pages get theirs from the
 * renderer and the page cache): public API reads carry the content they read
 * (recorded as a render records it, server/content/scope.ts); sitemaps, feeds and
 * robots.txt carry DOCUMENTS_TAG, which every change purges; media carry "media".
 * Every tagged answer also carries SITE_TAG. Only answers a shared cache may keep
 * (public, no cookie) are tagged.
 */
import type { RequestHandler, Response } from "express";
import onHeaders from "on-headers";
import { DOCUMENTS_TAG } from "../../app/kernel/change-tags.ts";
import type { Config } from "../config.ts";
import { splitLanguages, withContentScope } from "../content/scope.ts";
import { tagHeader } from "./headers.ts";

export const MEDIA_TAG = "media";

export function edgeTagging(config: Pick<Config, "BASE_PATH" | "CDN_TAG_HEADER">): RequestHandler {
  const base = config.BASE_PATH;
  const name = config.CDN_TAG_HEADER.toLowerCase();
  const fixedTags = (path: string): string[] => {
    if (path.startsWith(`${base}media/`)) return [MEDIA_TAG];
    if (/\.(xml|txt|ics)$/.test(path) || path.startsWith(`${base}feed`)) return [DOCUMENTS_TAG];
    return [];
  };
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const deps = new Set<string>();
    const fixed = fixedTags(req.path);
    onHeaders(res, function (this: Response) {
      if (this.hasHeader(name) || this.hasHeader("set-cookie") || this.statusCode >= 500) return;
      const cc = String(this.getHeader("cache-control") ?? "");
      if (!/\bpublic\b/.test(cc) || /\b(private|no-store)\b/.test(cc)) return;
      // A document's or a file's fixed tag covers all it read: a sitemap reads every item of
      // its section, far more tags than a header may hold.
      // The languages an answer's words are in are no tags (the content service marks them).
      this.setHeader(...tagHeader(config, fixed.length ? fixed : splitLanguages(deps).tags));
    });
    withContentScope({ deps }, next);
  };
}
