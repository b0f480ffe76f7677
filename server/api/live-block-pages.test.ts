/**
 * The home page's live blocks on a page of blocks at an address its editor chose, through the
 * admin API and the production build (decision 0097): the server draws the featured video and
 * the latest news whole on both skins, each in a boundary the browser hydrates when the blocks'
 * chunk comes, which the page names for no preload; a news item published drops that page on
 * both skins and leaves a page without live blocks cached.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageBlock } from "../../app/kernel/page-blocks.ts";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff } from "../../tests/support/accounts.ts";
import { EDITOR } from "../../tests/support/cached-site.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { ensureBuild, root } from "../../tests/support/server.ts";
import { createApp } from "../app.ts";
import { createLogger } from "../logger.ts";
import { withPageCache } from "../page-cache/index.ts";

const BUILD_DIR = path.join(root, "build");
const BLOCKS: PageBlock[] = [
  { type: "text", heading: "The launch film", body: { html: "<p>Watch it, then read what is new.</p>" } },
  { type: "featured-video", heading: "See it in two minutes", linkLabel: "All videos" },
  { type: "latest-news", heading: "From the newsroom", linkLabel: "All news", count: 3 },
];
const PAGE = { path: "campaigns/launch-film", title: "Launch film", blocks: BLOCKS };
const ROUTES = ["/campaigns/launch-film", "/mobile/campaigns/launch-film"];

describe("the home page's live blocks on a page of blocks", () => {
  let s: TestServices;
  let server: http.Server;
  let origin: string;
  let token: string;

  beforeAll(async () => {
    ensureBuild("build");
    s = await createTestServices("sqlite", "liveblocks", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
      contentPollMs: 50,
      env: { PAGE_CACHE: "on", SITE_URL: "http://brightlane.test" },
    });
    const build = (await import(pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href)) as ServerBuild;
    const app = createApp({ config: s.config, logger: createLogger(s.config), services: s, build });
    server = http.createServer(withPageCache(app));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const made = await makeStaff(s, "live-blocks-editor@example.com", "editor", false);
    const user = (await accountsOf(s).currentUser(adminRequest(made.jar)))!;
    token = (await accountsOf(s).createAutomationToken(user, { name: "tests" }, { ip: "", userAgent: "" })).token;
  }, 900_000);
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await s?.dispose();
  });

  async function call(method: string, route: string, body?: unknown) {
    const res = await fetch(`${origin}/api/v1/admin${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  }
  /** A visitor's GET, with the cookie every visitor has after the first page, so pages are cached. */
  async function visit(route: string) {
    const res = await fetch(origin + route, { headers: { cookie: `XSRF-TOKEN=${"t".repeat(43)}` } });
    return { status: res.status, cache: res.headers.get("x-page-cache"), body: await res.text() };
  }
  /** Waits until the page cache has followed the last change (the content version is polled). */
  async function settled(route: string, test: (got: Awaited<ReturnType<typeof visit>>) => boolean) {
    const deadline = performance.now() + 5000;
    for (;;) {
      const got = await visit(route);
      if (test(got) || performance.now() > deadline) return got;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it("is published with a featured video and the latest news, drawn whole by the server on both skins", async () => {
    const created = await call("POST", "/pages", PAGE);
    expect(created.status).toBe(201);
    expect((await call("POST", `/pages/${created.body.id}/publish`)).status).toBe(200);
    const home = await s.content.getHomePage();
    const video = home.featuredVideos[0]!;
    const news = home.latestNews.slice(0, 3);
    expect(news).toHaveLength(3);

    for (const route of ROUTES) {
      const page = await settled(route, (r) => r.status === 200);
      expect(page.status, route).toBe(200);
      for (const text of ["The launch film", "See it in two minutes", "From the newsroom", video.title])
        expect(page.body, `${route}: ${text}`).toContain(text);
      for (const item of news)
        expect(page.body, `${route}: ${item.title}`).toContain(item.title.replace(/&/g, "&amp;"));
      expect(page.body).not.toContain(home.latestNews[3]!.title);
      // Each live block is a boundary the browser hydrates on its own; the text block is not in one.
      expect(page.body.match(/<!--\$-->/g), route).toHaveLength(2);
      expect(page.body).toMatch(/<!--\$-->(?:(?!<!--\/\$-->)[\s\S])*See it in two minutes/);
      // Their chunk loads when the page hydrates: the document preloads neither it nor the player.
      expect(page.body).not.toMatch(/rel="modulepreload"[^>]*(desktop|mobile)-live-/);
      expect(page.body).not.toMatch(/rel="modulepreload"[^>]*video-player-/);
    }
    // The desktop plays the video in the page; the phone links to it.
    expect((await visit(ROUTES[0]!)).body).toContain('class="video-frame"');
  });

  it("is dropped on both skins by a news item published, while a page without live blocks stays cached", async () => {
    for (const route of [...ROUTES, "/contact"]) await visit(route);
    for (const route of [...ROUTES, "/contact"]) expect((await visit(route)).cache, route).toBe("hit");

    const newest = (await s.content.getHomePage()).latestNews[0]!;
    const item = await s.editorial.get(EDITOR, "news", newest.id);
    await s.editorial.saveDraft(EDITOR, "news", newest.id, item.version, {
      ...item.document,
      title: "Launch week news",
    });
    await s.editorial.publish(EDITOR, "news", newest.id);

    for (const route of ROUTES) {
      const page = await settled(route, (r) => r.body.includes("Launch week news"));
      expect(page.body, route).toContain("Launch week news");
      expect(page.cache, route).not.toBe("hit");
    }
    expect((await visit("/contact")).cache).toBe("hit");
  });
});
