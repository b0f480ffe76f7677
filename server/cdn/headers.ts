/**
 * What a CDN in front needs on every cacheable public answer: the tags of what it
 * shows, in the header CDN_TAG_HEADER names, and a lifetime. The tags are the page
 * cache's own (server/page-cache, decision 0039) plus SITE_TAG on everything, so a
 * full purge is one tag. Purges (server/cdn/purge.ts) send the same strings.
 */
import { createHash } from "node:crypto";
import { SITE_TAG } from "../../app/kernel/change-tags.ts";
import type { Config } from "../config.ts";

export { SITE_TAG } from "../../app/kernel/change-tags.ts";

/** Seconds a CDN keeps a page when purges tell it of changes (decision 0049). */
export const PURGED_EDGE_SECONDS = 86_400;

// Without purge: a CDN asks again after a minute and may serve stale for ten while it does.
const CDN_MAX_AGE = 60;
const CDN_STALE_WHILE_REVALIDATE = 600;
/** Seconds a CDN may serve a page stale while this server answers with errors (the database away). */
export const CDN_STALE_IF_ERROR = 86_400;

/** Tags every CDN takes as they are; anything else is hashed into one that is. */
const PLAIN_TAG = /^[A-Za-z0-9:._-]{1,64}$/;

/** A tag as the CDN sees it: short, no spaces or commas, the same on the header and in the purge. */
export function edgeTag(tag: string): string {
  return PLAIN_TAG.test(tag) ? tag : `h:${createHash("sha256").update(tag).digest("base64url").slice(0, 16)}`;
}

export function edgeTags(tags: Iterable<string>): string[] {
  return [...new Set([...tags].map(edgeTag))];
}

/** Whether purges are configured, so that edges may keep pages for a day. */
export function purgeConfigured(config: Pick<Config, "CDN_PURGE_URL">): boolean {
  return config.CDN_PURGE_URL !== "";
}

/**
 * Cache-Control of a public page: browsers always ask again (max-age=0); a CDN keeps
 * it a minute without purge, a day with purge (which bounds staleness instead).
 */
export function pageCacheControl(config: Pick<Config, "CDN_PURGE_URL">, status = 200): string {
  const edge = purgeConfigured(config) ? PURGED_EDGE_SECONDS : CDN_MAX_AGE;
  // No must-revalidate: it forbids serving stale on error, which stale-if-error asks for.
  if (status !== 200) return `public, max-age=0, s-maxage=${edge}`;
  return `public, max-age=0, s-maxage=${edge}, stale-while-revalidate=${CDN_STALE_WHILE_REVALIDATE}, stale-if-error=${CDN_STALE_IF_ERROR}`;
}

/** The tag header of an answer showing `tags` (SITE_TAG added), by CDN_TAG_HEADER's name and separator. */
export function tagHeader(config: Pick<Config, "CDN_TAG_HEADER">, tags: Iterable<string>): [string, string] {
  const name = config.CDN_TAG_HEADER;
  const separator = name.toLowerCase() === "cache-tag" ? "," : " ";
  return [name.toLowerCase(), edgeTags([...tags, SITE_TAG]).join(separator)];
}
