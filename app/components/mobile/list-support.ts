import type { AxiosInstance } from "axios";

/** Items per page on the mobile lists (the loader and "Load more" use the same size). */
export const MOBILE_PAGE_SIZE = 6;

/**
 * The site's HTTP client, fetched on first use: the lists render and hydrate
 * without it, and "Load more" pulls it in (about 20 KiB) when it is first needed.
 */
export async function loadHttp(): Promise<AxiosInstance> {
  return (await import("~/lib/http-client")).http;
}

/** The mobile skin's category strip: its class, and tabs prefetched on intent (a tap). */
export const MOBILE_TABS = { className: "m-tabs", linkProps: { prefetch: "intent" } } as const;
