/**
 * Test support: a page cache in front of a renderer that shows each page's content
 * as JSON, with the content recorded the way server/render.ts records it, following
 * `services.changes`, so a test counts which pages a content change drops. Sitemaps
 * and feeds are served beside it by the site's own router, over a document cache the
 * test can look into.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { createResultCache, type ResultCache } from "../../server/content/cache.ts";
import { withContentScope } from "../../server/content/scope.ts";
import { createPageCache, withPageCache, type PageCache } from "../../server/page-cache/index.ts";
import { createSeoRouter } from "../../server/seo.ts";
import type { Caller } from "../../app/kernel/services/editorial.ts";
import type { Services } from "../../server/services.ts";
import { contentLocaleOf } from "../../server/locales.ts";
import type { SiteLocale } from "../../app/kernel/locales.ts";

/** An editor, for the editorial workflow's calls. */
export const EDITOR: Caller = {
  user: {
    id: "ed",
    email: "ed@example.com",
    name: "Ed",
    role: "editor",
    sessionId: "s",
    tokenId: null,
    twoFactorEnabled: true,
    twoFactorEnrolmentRequired: false,
  },
  client: { ip: "", userAgent: "" },
};

/** The site's pages as a test renders them: the content each shows, through the real content service. */
export type Pages = Record<string, (s: Services) => Promise<unknown>>;

/** With `locales` (LOCALES parsed), a page under another locale's prefix reads its content in that locale. */
export async function cachedSite(services: Services, pages: Pages, locales?: readonly SiteLocale[]) {
  const config = {
    BASE_PATH: "/",
    PAGE_CACHE: true,
    CDN_PURGE_URL: "",
    CDN_TAG_HEADER: "Surrogate-Key",
    ...(locales ? { LOCALES: locales } : {}),
  };
  // The clock stands still: a test counts the pages a change drops, and on a busy machine its first
  // pages could pass the cache's 60-second safety net before it looks, and count as dropped.
  const cache: PageCache = createPageCache({ config, changes: services.changes, now: () => 0 });
  const documents: ResultCache = createResultCache({ ttlMs: 60_000 });
  const app = express();
  app.locals.pageCache = cache;
  app.use(createSeoRouter(services, documents));
  app.use(cache.middleware);
  app.use((req, res, next) => {
    cache
      .renderAndServe(
        req,
        res,
        async () => {
          const deps = new Set<string>();
          const locale = contentLocaleOf(config, req.path);
          const shown = await withContentScope({ deps, ...(locale ? { locale } : {}) }, () =>
            pages[req.path]!(services),
          );
          return {
            status: 200,
            headers: new Headers({ "content-type": "text/html; charset=utf-8" }),
            html: `<!DOCTYPE html><pre>${JSON.stringify(shown)}</pre>`,
            tags: [...deps],
          };
        },
        (page) => {
          res.status(page.status);
          for (const [name, value] of page.headers) res.setHeader(name, value);
          res.end(page.html);
        },
      )
      .catch(next);
  });
  const server = http.createServer(withPageCache(app));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string) => {
    const res = await fetch(url + path, { headers: { cookie: `XSRF-TOKEN=${"t".repeat(43)}` } });
    return { status: res.status, state: res.headers.get("x-page-cache"), body: await res.text() };
  };
  return {
    cache,
    documents,
    paths: Object.keys(pages),
    get,
    hitOrMiss: async (path: string) => (await get(path)).state,
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await cache.close();
    },
  };
}
