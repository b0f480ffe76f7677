/**
 * The pages collection through the admin API and the content service: a page holding
 * every kind of block goes in, comes back as it went in, publishes and is served with
 * its rich text sanitised; malformed blocks are refused with the field named; and a
 * changed sentence of the contact page, published on one instance, drops exactly the
 * contact page of both skins (and the sitemaps that date it) on another; a sentence of
 * the about page and of a customer story, changed through the API, likewise.
 */
import type http from "node:http";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageBlock } from "../../app/kernel/page-blocks.ts";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff } from "../../tests/support/accounts.ts";
import { listenWithoutPages } from "../../tests/support/api.ts";
import { cachedSite, EDITOR } from "../../tests/support/cached-site.ts";
import { createTestServices, tempDataDir, type TestServices } from "../../tests/support/databases.ts";
import { sitemapPaths } from "../seo/sitemaps.ts";
import { createServices, type Services } from "../services.ts";

const EVERY_BLOCK: PageBlock[] = [
  {
    type: "hero",
    eyebrow: "Launch",
    title: "Spring launch",
    lead: "Everything new this spring.",
    imageKey: null,
    imageAlt: "",
    ctaLabel: "Talk to us",
    ctaHref: "/contact",
  },
  {
    type: "text",
    heading: "What changed",
    body: { html: '<p>New <strong>reports</strong>.</p><script>alert("x")</script>' },
  },
  { type: "figures", heading: "", items: [{ value: "3", label: "new reports" }] },
  { type: "features", heading: "Features", items: [{ title: "Faster", text: "Twice as fast." }] },
  { type: "faq", heading: "Questions", items: [{ question: "When?", answer: "Now." }] },
  { type: "cta", heading: "Try it", text: "Thirty days free.", label: "Start", href: "/register" },
  { type: "lead-form", heading: "Write to us", intro: "" },
  { type: "columns", heading: "", columns: [{ heading: "London", text: "Canal Walk", points: ["Visits"] }] },
  { type: "quote", text: "Lovely.", name: "Ann", role: "Buyer" },
  {
    type: "cards",
    heading: "Roles",
    intro: "",
    items: [{ title: "Engineer", meta: "London", text: "", href: "" }],
    empty: "None just now.",
  },
];

describe("pages of blocks through the admin API", () => {
  let s: TestServices;
  let server: http.Server;
  let api: string;
  let token: string;

  beforeAll(async () => {
    s = await createTestServices("sqlite", "pagesapi", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
    });
    const listening = await listenWithoutPages(s);
    server = listening.server;
    api = `${listening.origin}/api/v1/admin`;
    const made = await makeStaff(s, "pages-editor@example.com", "editor", false);
    const user = (await accountsOf(s).currentUser(adminRequest(made.jar)))!;
    token = (await accountsOf(s).createAutomationToken(user, { name: "tests" }, { ip: "", userAgent: "" })).token;
  }, 60_000);
  afterAll(async () => {
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

  it("every block round-trips, publishes and is served with its text sanitised", async () => {
    const document = { path: "spring-launch", title: "Spring launch", blocks: EVERY_BLOCK };
    const created = await call("POST", "/pages", document);
    expect(created.status).toBe(201);
    const got = await call("GET", `/pages/${created.body.id}`);
    expect(got.body.document.blocks).toEqual(
      EVERY_BLOCK.map((b) =>
        b.type === "text" ? { ...b, body: { html: "<p>New <strong>reports</strong>.</p>" } } : b,
      ),
    );
    expect(got.body.urls).toEqual({ desktop: "/spring-launch", mobile: "/mobile/spring-launch" });
    expect(await s.content.getBlockPage("spring-launch")).toBeNull();

    const published = await call("POST", `/pages/${created.body.id}/publish`);
    expect(published.status).toBe(200);
    const page = (await s.content.getBlockPage("spring-launch"))!;
    expect(page.blocks.map((b) => b.type)).toEqual(EVERY_BLOCK.map((b) => b.type));
    const text = page.blocks[1] as { html: string };
    expect(text.html).toBe("<p>New <strong>reports</strong>.</p>");
    expect(page.blocks[0]).toMatchObject({ title: "Spring launch", image: null });
  });

  it("leaves a page out of the sitemap while it asks search engines not to index it, or is taken down", async () => {
    const { id } = await s.db.kysely
      .selectFrom("pages")
      .select("id")
      .where("path", "=", "terms")
      .executeTakeFirstOrThrow();
    expect(await sitemapPaths(s.content)).toContain("/terms");
    const got = await call("GET", `/pages/${id}`);
    const saved = await call(
      "PATCH",
      `/pages/${id}`,
      { ...got.body.document, noindex: true },
      { "if-match": got.etag! },
    );
    expect(saved.status).toBe(200);
    expect((await call("POST", `/pages/${id}/publish`)).status).toBe(200);
    expect(await sitemapPaths(s.content)).not.toContain("/terms");
    expect(await sitemapPaths(s.content)).toContain("/careers");

    const careers = await s.db.kysely
      .selectFrom("pages")
      .select("id")
      .where("path", "=", "careers")
      .executeTakeFirstOrThrow();
    expect((await call("POST", `/pages/${careers.id}/unpublish`)).status).toBe(200);
    expect(await sitemapPaths(s.content)).not.toContain("/careers");
  });

  it("refuses malformed pages, naming the field, a path taken and a body the editor cannot hold", async () => {
    const base = { path: "offers", title: "Offers" };
    const unknown = await call("POST", "/pages", { ...base, blocks: [{ type: "carousel", items: [] }] });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.error.fields)).toContain("blocks.0.type");
    const late = await call("POST", "/pages", { ...base, blocks: [EVERY_BLOCK[2], EVERY_BLOCK[0]] });
    expect(late.status).toBe(400);
    expect(late.body.error.fields.blocks).toMatch(/first block/);
    for (const path of ["/offers", "admin/x", "mobile/offers", "Offers"]) {
      const bad = await call("POST", "/pages", { ...base, path, blocks: [EVERY_BLOCK[0]] });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields.path).toBeDefined();
    }
    const taken = await call("POST", "/pages", { ...base, path: "contact", blocks: [EVERY_BLOCK[0]] });
    expect(taken.status).toBe(400);
    expect(taken.body.error.fields.path).toMatch(/already uses this path/);
    const badText = await call("POST", "/pages", {
      ...base,
      blocks: [EVERY_BLOCK[0], { type: "text", heading: "", body: { type: "doc", content: [{ type: "marquee" }] } }],
    });
    expect(badText.status).toBe(400);
    expect(badText.body.error.fields["blocks.1.body"]).toBeDefined();
  });
});

describe("publishing the contact page", () => {
  let a: TestServices;
  let b: Services;
  let site: Awaited<ReturnType<typeof cachedSite>>;
  let server: http.Server;
  let api: string;
  let token: string;

  beforeAll(async () => {
    a = await createTestServices("postgres", "page-blocks", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
    });
    b = await createServices({ ...a.config, DATA_DIR: tempDataDir("page-blocks-b") }, pino({ level: "silent" }), {
      seed: false,
      media: false,
      scrypt: FAST_SCRYPT,
      auditRetention: false,
      jobIntervalMs: 0,
      contentPollMs: 50,
    });
    const block = (path: string) => (x: Services) => x.content.getBlockPage(path);
    site = await cachedSite(b, {
      "/contact": block("contact"),
      "/mobile/contact": block("contact"),
      "/careers": block("careers"),
      "/mobile/careers": block("careers"),
      "/security": block("security"),
      "/about": block("about"),
      "/mobile/about": block("about"),
      "/oa": block("oa"),
      "/case/fai": block("case/fai"),
      "/mobile/case/fai": block("case/fai"),
      "/case/jlb": block("case/jlb"),
      "/missing": block("missing"),
      "/service": (x) => x.content.getServicePage(),
    });
    const listening = await listenWithoutPages(a);
    server = listening.server;
    api = `${listening.origin}/api/v1/admin`;
    const made = await makeStaff(a, "about-editor@example.com", "editor", false);
    const user = (await accountsOf(a).currentUser(adminRequest(made.jar)))!;
    token = (await accountsOf(a).createAutomationToken(user, { name: "tests" }, { ip: "", userAgent: "" })).token;
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await site?.close();
    await b?.close();
    await a?.dispose();
  });

  it("shows the new sentence on both skins and drops only those pages and the sitemaps that date them", async () => {
    for (const path of [...site.paths, "/sitemap.xml", "/sitemaps/pages.xml"])
      expect((await site.get(path)).status).toBe(200);
    const before = site.cache.stats().invalidations;
    const id = (await a.editorial.list(EDITOR, "pages", { q: "contact" })).items.find(
      (i) => i.title === "Contact Brightlane",
    )!.id;
    const item = await a.editorial.get(EDITOR, "pages", id);
    const doc = item.document as { blocks: PageBlock[] };
    const blocks = doc.blocks.map((blk) =>
      blk.type === "hero" ? { ...blk, lead: "We answer every message within four working hours." } : blk,
    );
    await a.editorial.saveDraft(EDITOR, "pages", id, item.version, { ...item.document, blocks });
    await a.editorial.publish(EDITOR, "pages", id);
    const deadline = performance.now() + 3000;
    while (site.cache.stats().invalidations === before && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    const states = await Promise.all(site.paths.map(async (p) => [p, await site.hitOrMiss(p)] as const));
    expect(states.filter(([, state]) => state === "miss").map(([p]) => p)).toEqual(["/contact", "/mobile/contact"]);
    for (const path of ["/contact", "/mobile/contact"])
      expect((await site.get(path)).body).toContain("within four working hours");
    expect(site.documents.has("sitemap:pages:1")).toBe(false);
  });

  /** Changes one sentence of the page at `path` through the admin API and publishes it. */
  async function editSentence(path: string, from: string, to: string) {
    const auth = { authorization: `Bearer ${token}` };
    const listed = (await (await fetch(`${api}/pages?q=${encodeURIComponent(path)}`, { headers: auth })).json()) as {
      items: Array<{ id: number }>;
    };
    for (const { id } of listed.items) {
      const got = await fetch(`${api}/pages/${id}`, { headers: auth });
      const { document } = (await got.json()) as { document: { path: string; blocks: unknown } };
      if (document.path !== path) continue;
      const before = JSON.stringify(document.blocks);
      expect(before).toContain(from);
      const blocks = JSON.parse(before.replace(from, to)) as unknown;
      const saved = await fetch(`${api}/pages/${id}`, {
        method: "PATCH",
        headers: { ...auth, "content-type": "application/json", "if-match": got.headers.get("etag")! },
        body: JSON.stringify({ ...document, blocks }),
      });
      expect(saved.status).toBe(200);
      const published = await fetch(`${api}/pages/${id}/publish`, { method: "POST", headers: auth });
      expect(published.status).toBe(200);
      return;
    }
    throw new Error(`no page at ${path}`);
  }

  it("shows a changed sentence of the about page and of a customer story on both skins, dropping only those pages", async () => {
    for (const path of site.paths) expect((await site.get(path)).status).toBe(200);
    for (const path of site.paths.filter((p) => p !== "/missing")) expect(await site.hitOrMiss(path)).toBe("hit");
    const before = site.cache.stats().invalidations;
    await editSentence(
      "about",
      "Problems get fixed where they start.",
      "Problems get fixed by the people who made them.",
    );
    await editSentence(
      "case/fai",
      "A missing signature could stop a delivery.",
      "One missing signature could hold a shipment.",
    );
    const deadline = performance.now() + 3000;
    while (site.cache.stats().invalidations < before + 2 && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    const states = await Promise.all(site.paths.map(async (p) => [p, await site.hitOrMiss(p)] as const));
    expect(states.filter(([, state]) => state === "miss").map(([p]) => p)).toEqual([
      "/about",
      "/mobile/about",
      "/case/fai",
      "/mobile/case/fai",
    ]);
    for (const path of ["/about", "/mobile/about"])
      expect(JSON.stringify((await site.get(path)).body)).toContain("fixed by the people who made them");
    for (const path of ["/case/fai", "/mobile/case/fai"])
      expect(JSON.stringify((await site.get(path)).body)).toContain("could hold a shipment");
  });
});
