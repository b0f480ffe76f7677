/**
 * A page at an address its editor chose, through the admin API and the production
 * build, on both databases: created at campaigns/spring-launch and published, it is
 * served on both skins with its hero, head tags and WebPage node, listed in the pages
 * sitemap with its mobile twin and kept by the page cache until a change of its own;
 * an address that collides is refused with the holder named; a new address leaves
 * 301s from the old one on both skins; taken down, it answers 404 and leaves the sitemap.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageBlock } from "../../app/kernel/page-blocks.ts";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff } from "../../tests/support/accounts.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { ensureBuild, root } from "../../tests/support/server.ts";
import { createApp } from "../app.ts";
import { createLogger } from "../logger.ts";
import { withPageCache } from "../page-cache/index.ts";

const BUILD_DIR = path.join(root, "build");
const HERO: PageBlock = {
  type: "hero",
  eyebrow: "Spring 2027",
  title: "Everything new this spring",
  lead: "Portfolio timelines, faster boards and a new mobile app, all in one release.",
  imageKey: null,
  imageAlt: "",
  ctaLabel: "Talk to us",
  ctaHref: "/contact",
};
const PAGE = {
  path: "campaigns/spring-launch",
  title: "Spring launch",
  seoDescription: "What Brightlane ships this spring, and how to try it.",
  blocks: [HERO, { type: "cta", heading: "Try it", text: "", label: "Start", href: "/register" }],
};

describe.each(["sqlite", "postgres"] as const)("a page at a chosen address (%s)", (backend) => {
  let s: TestServices;
  let server: http.Server;
  let origin: string;
  let token: string;

  beforeAll(async () => {
    ensureBuild("build");
    s = await createTestServices(backend, "campaignpages", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
      contentPollMs: 50,
      env: { PAGE_CACHE: "on", SITE_URL: "http://brightlane.test" },
    });
    const build = (await import(pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href)) as ServerBuild;
    const config = s.config;
    const app = createApp({ config, logger: createLogger(config), services: s, build });
    server = http.createServer(withPageCache(app));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const made = await makeStaff(s, `campaign-editor-${backend}@example.com`, "editor", false);
    const user = (await accountsOf(s).currentUser(adminRequest(made.jar)))!;
    token = (await accountsOf(s).createAutomationToken(user, { name: "tests" }, { ip: "", userAgent: "" })).token;
  }, 900_000);
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await s?.dispose();
  });

  async function call(method: string, route: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${origin}/api/v1/admin${route}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes
    return { status: res.status, etag: res.headers.get("etag"), body: (await res.json()) as Record<string, any> };
  }
  /** A visitor's GET (a desktop browser; the cookie every visitor has after the first page, so pages are cached). */
  async function visit(route: string) {
    const res = await fetch(origin + route, {
      redirect: "manual",
      headers: { cookie: `XSRF-TOKEN=${"t".repeat(43)}` },
    });
    return {
      status: res.status,
      location: res.headers.get("location"),
      cache: res.headers.get("x-page-cache"),
      body: await res.text(),
    };
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
  const sitemap = async () => (await visit("/sitemaps/pages.xml")).body;
  let id = 0;

  it("serves the published page on both skins, with its head tags and WebPage node", async () => {
    expect((await visit("/campaigns/spring-launch")).status).toBe(404);
    const created = await call("POST", "/pages", PAGE);
    expect(created.status).toBe(201);
    id = created.body.id;
    expect((await call("POST", `/pages/${id}/publish`)).status).toBe(200);

    const desktop = await settled("/campaigns/spring-launch", (r) => r.body.includes(HERO.title));
    expect(desktop.status).toBe(200);
    expect(desktop.body).toContain(`<h1`);
    expect(desktop.body).toContain(HERO.title);
    expect(desktop.body).toContain('<link rel="canonical" href="http://brightlane.test/campaigns/spring-launch"/>');
    expect(desktop.body).toMatch(
      /rel="alternate" media="[^"]+" href="http:\/\/brightlane.test\/mobile\/campaigns\/spring-launch"/,
    );
    expect(desktop.body).toContain('"@type":"WebPage"');
    expect(desktop.body).toContain(`"description":"${PAGE.seoDescription}"`);
    const phone = await fetch(`${origin}/campaigns/spring-launch?utm_source=mail`, {
      redirect: "manual",
      headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148" },
    });
    expect(phone.status).toBe(302);
    expect(phone.headers.get("location")).toBe("/mobile/campaigns/spring-launch?utm_source=mail");
    const switched = await fetch(`${origin}/view?mode=mobile&next=%2Fcampaigns%2Fspring-launch`, {
      redirect: "manual",
    });
    expect(switched.headers.get("location")).toBe("/mobile/campaigns/spring-launch");
    const mobile = await visit("/mobile/campaigns/spring-launch");
    expect(mobile.status).toBe(200);
    expect(mobile.body).toContain(HERO.title);
    expect(mobile.body).toContain('<link rel="canonical" href="http://brightlane.test/campaigns/spring-launch"/>');

    const map = await sitemap();
    expect(map).toContain("<loc>http://brightlane.test/campaigns/spring-launch</loc>");
    expect(map).toContain('href="http://brightlane.test/mobile/campaigns/spring-launch"');
  });

  it("keeps the page cached until its own change, which drops exactly its URLs on both skins", async () => {
    for (const route of ["/campaigns/spring-launch", "/mobile/campaigns/spring-launch", "/contact"]) await visit(route);
    expect((await visit("/campaigns/spring-launch")).cache).toBe("hit");
    expect((await visit("/mobile/campaigns/spring-launch")).cache).toBe("hit");
    expect((await visit("/contact")).cache).toBe("hit");

    const got = await call("GET", `/pages/${id}`);
    const saved = await call(
      "PATCH",
      `/pages/${id}`,
      { ...got.body.document, title: "Spring launch 2027" },
      { "if-match": got.etag! },
    );
    expect(saved.status).toBe(200);
    expect((await call("POST", `/pages/${id}/publish`)).status).toBe(200);
    const desktop = await settled("/campaigns/spring-launch", (r) => r.body.includes("Spring launch 2027"));
    expect(desktop.body).toContain("<title>Spring launch 2027");
    expect(desktop.cache).not.toBe("hit");
    expect((await visit("/mobile/campaigns/spring-launch")).body).toContain("Spring launch 2027");
    expect((await visit("/contact")).cache).toBe("hit");
  });

  it("refuses an address that collides, naming what holds it", async () => {
    const refused = async (at: string) => {
      const res = await call("POST", "/pages", { ...PAGE, path: at });
      expect(res.status, at).toBe(400);
      return res.body.error.fields.path as string;
    };
    expect(await refused("news/company")).toBe("/news/company is the news category route");
    expect(await refused("api/spring")).toBe("/api/ is reserved for the site itself");
    expect(await refused("campaigns/spring-launch")).toBe(
      "/campaigns/spring-launch is the address of the page “Spring launch 2027”",
    );
    expect((await call("POST", "/redirects", { from: "/campaigns/old-offer", to: "/price", status: 301 })).status).toBe(
      201,
    );
    expect(await refused("campaigns/old-offer")).toBe(
      "/campaigns/old-offer is a redirect: remove it under Redirects first",
    );
  });

  it("refuses a redirect from a live page's address on either skin, and stores nothing", async () => {
    for (const from of ["/campaigns/spring-launch", "/mobile/campaigns/spring-launch"]) {
      const res = await call("POST", "/redirects", { from, to: "/price", status: 301 });
      expect(res.status, from).toBe(400);
      expect(res.body.error.fields.from, from).toBe(
        `${from} is the address of the page “Spring launch 2027”: move or take down the page first`,
      );
    }
    const { redirects } = (await call("GET", "/redirects")).body as { redirects: { from: string }[] };
    expect(redirects.map((r) => r.from)).not.toContain("/campaigns/spring-launch");
    expect((await visit("/campaigns/spring-launch")).status).toBe(200);
  });

  it("leaves 301s from the old address on both skins when the address changes", async () => {
    const got = await call("GET", `/pages/${id}`);
    const moved = await call(
      "PATCH",
      `/pages/${id}`,
      { ...got.body.document, path: "campaigns/spring" },
      { "if-match": got.etag! },
    );
    expect(moved.status).toBe(200);
    expect((await call("POST", `/pages/${id}/publish`)).status).toBe(200);
    const old = await settled("/campaigns/spring-launch", (r) => r.status === 301);
    expect(old.status).toBe(301);
    expect(old.location).toBe("/campaigns/spring");
    const oldMobile = await visit("/mobile/campaigns/spring-launch");
    expect(oldMobile.status).toBe(301);
    expect(oldMobile.location).toBe("/mobile/campaigns/spring");
    expect((await visit("/campaigns/spring")).body).toContain(HERO.title);
    const { redirects } = (await call("GET", "/redirects")).body as { redirects: { from: string; to: string }[] };
    expect(redirects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: "/campaigns/spring-launch", to: "/campaigns/spring" }),
        expect.objectContaining({ from: "/mobile/campaigns/spring-launch", to: "/mobile/campaigns/spring" }),
      ]),
    );
    const map = await sitemap();
    expect(map).toContain("<loc>http://brightlane.test/campaigns/spring</loc>");
    expect(map).not.toContain("spring-launch");
  });

  it("answers 404 once taken down, and leaves the sitemap", async () => {
    expect((await call("POST", `/pages/${id}/unpublish`)).status).toBe(200);
    const gone = await settled("/campaigns/spring", (r) => r.status === 404);
    expect(gone.status).toBe(404);
    expect((await visit("/mobile/campaigns/spring")).status).toBe(404);
    expect(await sitemap()).not.toContain("/campaigns/spring<");
  });
});
