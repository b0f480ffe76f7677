/**
 * Sends one purge of edge tags to the configured CDN (CDN_PURGE_URL, CDN_PURGE_KIND,
 * CDN_PURGE_TOKEN). Every purge request goes through `purgeRequest`, which sends it with
 * the site's one outbound HTTP module (server/outbound, decision 0047) as an operator's
 * trusted destination: a Varnish on the private network is allowed, redirects are not.
 *
 * - varnish: `PURGE <url>` with `xkey: <tags, space-separated>` to each URL listed
 *   (xkey from varnish-modules; the shipped VCL answers it).
 * - fastly: POST https://api.fastly.com/service/<id>/purge, `Fastly-Key`, JSON
 *   {"surrogate_keys": [...]}, at most 256 keys a call.
 * - cloudflare: POST https://api.cloudflare.com/client/v4/zones/<zone>/purge_cache,
 *   `Authorization: Bearer`, JSON {"tags": [...]}, at most 100 tags a call.
 */
import type { Config } from "../config.ts";
import { OutboundError, outboundFetch } from "../outbound/index.ts";
import { edgeTags } from "./headers.ts";

export type PurgeKind = "varnish" | "fastly" | "cloudflare";

/** Tags per call the APIs take. Varnish's xkey takes a header's worth; the origin's tag lists are short. */
export const BATCH: Record<PurgeKind, number> = { varnish: 100, fastly: 256, cloudflare: 100 };

const TIMEOUT_MS = 5000;

type PurgeConfig = Pick<Config, "CDN_PURGE_URL" | "CDN_PURGE_KIND" | "CDN_PURGE_TOKEN">;

/** CDN_PURGE_KIND, or what CDN_PURGE_URL's host says. */
export function purgeKind(config: PurgeConfig): PurgeKind {
  if (config.CDN_PURGE_KIND) return config.CDN_PURGE_KIND;
  const host = URL.canParse(config.CDN_PURGE_URL.split(",")[0]!.trim())
    ? new URL(config.CDN_PURGE_URL.split(",")[0]!.trim()).hostname
    : "";
  if (host === "api.fastly.com") return "fastly";
  if (host === "api.cloudflare.com") return "cloudflare";
  return "varnish";
}

interface PurgeInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** The one function that sends a purge request; its errors name the CDN's answer for the log. */
export async function purgeRequest(url: string, init: PurgeInit): Promise<void> {
  let res;
  try {
    res = await outboundFetch(url, { ...init, timeoutMs: TIMEOUT_MS }, { trustedDestination: true });
  } catch (error) {
    throw error instanceof OutboundError ? new Error(`purge to ${new URL(url).host} failed: ${error.detail}`) : error;
  }
  const text = await res.text().catch(() => "");
  if (res.status < 200 || res.status > 299)
    throw new Error(`${new URL(url).host} answered ${res.status} to the purge: ${text.slice(0, 200)}`);
}

/** Sends the purge of `tags`; throws when any part of it failed (the outbox retries the whole purge). */
export async function sendPurge(config: PurgeConfig, tags: readonly string[]): Promise<void> {
  if (!config.CDN_PURGE_URL) return;
  const kind = purgeKind(config);
  const all = edgeTags(tags);
  for (let i = 0; i < all.length; i += BATCH[kind]) {
    const batch = all.slice(i, i + BATCH[kind]);
    if (kind === "varnish") {
      const urls = config.CDN_PURGE_URL.split(",").map((u) => u.trim());
      await Promise.all(urls.map((url) => purgeRequest(url, { method: "PURGE", headers: { xkey: batch.join(" ") } })));
    } else if (kind === "fastly") {
      await purgeRequest(config.CDN_PURGE_URL, {
        method: "POST",
        headers: {
          "fastly-key": config.CDN_PURGE_TOKEN,
          "content-type": "application/json",
          accept: "application/json",
        },
        body: JSON.stringify({ surrogate_keys: batch }),
      });
    } else {
      await purgeRequest(config.CDN_PURGE_URL, {
        method: "POST",
        headers: { authorization: `Bearer ${config.CDN_PURGE_TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify({ tags: batch }),
      });
    }
  }
}
