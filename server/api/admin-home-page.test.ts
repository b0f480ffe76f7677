/**
 * The home page as the document of the pages collection at the empty address: a heading
 * changed through the admin API reaches both skins once published and drops exactly the
 * two home pages; publishing a news item still drops them; the empty address stays the
 * home page's, and the home page publishes only its own blocks and the common ones.
 */
import type http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageBlock } from "../../app/kernel/page-blocks.ts";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff } from "../../tests/support/accounts.ts";
import { listenWithoutPages } from "../../tests/support/api.ts";
import { cachedSite, EDITOR } from "../../tests/support/cached-site.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import type { Services } from "../services.ts";

describe("the home page's document", () => {
  let s: TestServices;
  let server: http.Server;
  let api: string;
  let token: string;
  let site: Awaited<ReturnType<typeof cachedSite>>;

  beforeAll(async () => {
    s = await createTestServices("sqlite", "home-page", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
    });
    const listening = await listenWithoutPages(s);
    server = listening.server;
    api = `${listening.origin}/api/v1/admin`;
    const made = await makeStaff(s, "home-editor@example.com", "editor", false);
    const user = (await accountsOf(s).currentUser(adminRequest(made.jar)))!;
    token = (await accountsOf(s).createAutomationToken(user, { name: "tests" }, { ip: "", userAgent: "" })).token;
    const home = (x: Services) => x.content.getBlockPage("");
    site = await cachedSite(s, {
      "/": home,
      "/mobile": home,
      "/contact": (x) => x.content.getBlockPage("contact"),
      "/price": (x) => x.content.getPricePage(),
    });
  }, 60_000);
  afterAll(async () => {
    await site?.close();
    await new Promise((resolve) => server?.close(resolve));
    await s?.dispose();
  });

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(api + path, {
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

  const homeId = async () =>
    (await s.db.kysely.selectFrom("pages").select("id").where("path", "=", "").executeTakeFirstOrThrow()).id;

  const warm = async () => {
    for (const path of site.paths) expect((await site.get(path)).status).toBe(200);
    for (const path of site.paths) expect(await site.hitOrMiss(path)).toBe("hit");
  };
  const waitForDrop = async (before: number) => {
    const deadline = performance.now() + 3000;
    while (site.cache.stats().invalidations === before && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
  };
  const dropped = async () =>
    (await Promise.all(site.paths.map(async (p) => [p, await site.hitOrMiss(p)] as const)))
      .filter(([, state]) => state === "miss")
      .map(([p]) => p);

  it("is seeded with the words the home page showed and serves the live blocks with what they show now", async () => {
    const page = (await s.content.getBlockPage(""))!;
    expect(page.seo.title).toBe("Brightlane: office, project, trade, live and learning software");
    const banners = page.blocks.find((b) => b.type === "banners")!;
    expect(banners.banners.length).toBeGreaterThan(0);
    const news = page.blocks.filter((b) => b.type === "latest-news");
    expect(news.map((b) => [b.skin, b.news.length])).toEqual([
      ["desktop", 6],
      ["mobile", 5],
    ]);
    expect((await s.content.getHomePage()).latestNews.slice(0, 5)).toEqual(news[1]!.news);
  });

  it("shows a heading changed through the admin API on both skins, dropping only the home pages", async () => {
    await warm();
    const id = await homeId();
    const got = await call("GET", `/pages/${id}`);
    expect(got.status).toBe(200);
    expect(got.body.urls).toEqual({ desktop: "/", mobile: "/mobile" });
    const blocks = (got.body.document.blocks as PageBlock[]).map((b) =>
      b.type === "home-figures" ? { ...b, heading: "Brightlane, counted" } : b,
    );
    const before = site.cache.stats().invalidations;
    const saved = await call("PATCH", `/pages/${id}`, { ...got.body.document, blocks }, { "if-match": got.etag! });
    expect(saved.status).toBe(200);
    expect((await call("POST", `/pages/${id}/publish`)).status).toBe(200);
    await waitForDrop(before);
    expect(await dropped()).toEqual(["/", "/mobile"]);
    for (const path of ["/", "/mobile"]) expect((await site.get(path)).body).toContain("Brightlane, counted");
  });

  it("is dropped on both skins when a news item is published", async () => {
    await warm();
    const newest = (await s.content.getHomePage()).latestNews[0]!;
    const item = await s.editorial.get(EDITOR, "news", newest.id);
    const before = site.cache.stats().invalidations;
    await s.editorial.saveDraft(EDITOR, "news", newest.id, item.version, { ...item.document, title: "Renamed news" });
    await s.editorial.publish(EDITOR, "news", newest.id);
    await waitForDrop(before);
    expect(await dropped()).toEqual(["/", "/mobile"]);
    expect((await site.get("/mobile")).body).toContain("Renamed news");
  });

  it("keeps the empty address to the home page, and the home page to the blocks it can show", async () => {
    const page = { title: "Another home", blocks: [{ type: "cta", heading: "Hi", text: "", label: "Go", href: "/" }] };
    const taken = await call("POST", "/pages", { ...page, path: "" });
    expect(taken.status).toBe(400);
    expect(JSON.stringify(taken.body)).toContain("The empty address is the home page's");

    const id = await homeId();
    const got = await call("GET", `/pages/${id}`);
    const moved = await call(
      "PATCH",
      `/pages/${id}`,
      { ...got.body.document, path: "welcome" },
      { "if-match": got.etag! },
    );
    expect(moved.status).toBe(400);
    expect(JSON.stringify(moved.body)).toContain("The home page stays at the site's address");

    // A draft may hold anything while it is written; publishing is where the page's blocks are judged.
    const withForm = [...got.body.document.blocks, { type: "lead-form", heading: "Write to us", intro: "" }];
    const draft = await call(
      "PATCH",
      `/pages/${id}`,
      { ...got.body.document, blocks: withForm },
      { "if-match": got.etag! },
    );
    expect(draft.status).toBe(200);
    const refused = await call("POST", `/pages/${id}/publish`);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("Not on the home page");

    const spring = await call("POST", "/pages", {
      ...page,
      path: "spring",
      blocks: [{ type: "banners", label: "New" }],
    });
    expect(spring.status).toBe(201);
    const banners = await call("POST", `/pages/${spring.body.id}/publish`);
    // The home page's own blocks are any page's to hold (decision 0097): the carousel reads the home blocks.
    expect(banners.status).toBe(200);
    const served = (await s.content.getBlockPage("spring"))!.blocks[0]!;
    expect(served.type === "banners" && served.banners.length).toBeGreaterThan(0);
  });

  it("stays published: taking it down, trashing it or scheduling it down is refused, and / keeps answering", async () => {
    const id = await homeId();
    const got = await call("GET", `/pages/${id}`);
    for (const [method, path, body] of [
      ["POST", `/pages/${id}/unpublish`, undefined],
      ["DELETE", `/pages/${id}`, undefined],
      ["POST", `/pages/${id}/schedule`, { action: "unpublish", at: "2030-01-01T00:00:00Z" }],
    ] as const) {
      const refused = await call(method, path, body, { "if-match": got.etag! });
      expect(refused.status, `${method} ${path}`).toBe(409);
      expect(JSON.stringify(refused.body), `${method} ${path}`).toContain("The home page stays published");
    }
    expect((await site.get("/")).status).toBe(200);
    expect((await site.get("/mobile")).status).toBe(200);
  });
});
