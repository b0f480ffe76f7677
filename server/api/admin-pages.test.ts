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
import { BLOCK_KINDS } from "../../app/kernel/block-kinds.ts";
import { HOME_ONLY_BLOCKS } from "../../app/kernel/home-blocks.ts";
import type { PageBlock } from "../../app/kernel/page-blocks.ts";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff } from "../../tests/support/accounts.ts";
import { listenWithoutPages } from "../../tests/support/api.ts";
import { cachedSite, EDITOR } from "../../tests/support/cached-site.ts";
import { EVERY_BLOCK_KIND } from "../../tests/support/every-block.ts";
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
  { type: "lead-form", heading: "Write to us", intro: "", fields: ["company", "message"] },
  { type: "columns", heading: "", columns: [{ heading: "London", text: "Canal Walk", points: ["Visits"] }] },
  { type: "quote", text: "Lovely.", name: "Ann", role: "Buyer" },
  {
    type: "cards",
    heading: "Roles",
    intro: "",
    items: [{ title: "Engineer", meta: "London", text: "", href: "" }],
    empty: "None just now.",
  },
  { type: "plan-table", heading: "Plans", linkLabel: "Compare", linkHref: "/price" },
  { type: "case-highlights", heading: "Customers", product: "pm", industry: "", count: 2, linkLabel: "" },
  { type: "last-updated", label: "Last updated" },
  { type: "gallery", heading: "On screen", items: [{ imageKey: "story-fai-1", alt: "Audit chart", caption: "Q4" }] },
  { type: "timeline", heading: "Milestones", items: [{ year: "2019", text: "First customer in aerospace." }] },
  {
    type: "customer",
    heading: "About the customer",
    name: "Fairhaven Aero Instruments",
    industry: "Aerospace manufacturing",
    location: "Bristol, United Kingdom",
    employees: "1,200 employees",
    products: ["Brightlane OA"],
  },
  // The home page's own blocks are any page's too (decision 0097).
  ...EVERY_BLOCK_KIND.filter((b) => (HOME_ONLY_BLOCKS as readonly string[]).includes(b.type)),
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

  it("holds every kind of block the picker offers for a page in the page that round-trips", () => {
    expect(new Set(EVERY_BLOCK.map((b) => b.type))).toEqual(new Set(Object.keys(BLOCK_KINDS)));
  });

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

  it("keeps a hidden block in the document but serves it to neither skin nor the site search", async () => {
    const { id } = await s.db.kysely
      .selectFrom("pages")
      .select("id")
      .where("path", "=", "careers")
      .executeTakeFirstOrThrow();
    const got = await call("GET", `/pages/${id}`);
    const shown = { type: "quote", text: "Quokkaphrase shown to visitors.", name: "Sam", role: "" };
    const hidden = { type: "quote", hidden: true, text: "Zebrafinchword kept out of sight.", name: "Hana", role: "" };
    const blocks = [...got.body.document.blocks, hidden, shown];
    const saved = await call("PATCH", `/pages/${id}`, { ...got.body.document, blocks }, { "if-match": got.etag! });
    expect(saved.status).toBe(200);
    expect((await call("POST", `/pages/${id}/publish`)).status).toBe(200);
    expect((await call("GET", `/pages/${id}`)).body.document.blocks.at(-2)).toEqual(hidden);
    const page = (await s.content.getBlockPage("careers"))!;
    expect(page.blocks).toHaveLength(blocks.length - 1);
    expect(page.blocks.at(-1)).toMatchObject({ type: "quote", name: "Sam" });
    await s.search.refresh();
    const found = async (q: string) =>
      (await s.search.search({ q, section: "pages" })).groups.flatMap((g) => g.items).map((h) => h.path);
    expect(await found("quokkaphrase")).toEqual(["/careers"]);
    expect(await found("zebrafinchword")).toEqual([]);
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
    // Named at the hero that is not first, so the editor shows it at that block.
    expect(late.body.error.fields["blocks.1"]).toMatch(/first block/);
    for (const path of ["/offers", "admin/x", "mobile/offers", "Offers"]) {
      const bad = await call("POST", "/pages", { ...base, path, blocks: [EVERY_BLOCK[0]] });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields.path).toBeDefined();
    }
    // The documents holding the words of the pages around live content keep their addresses too.
    for (const [path, title] of [
      ["price", "Pricing"],
      ["partner/apply", "Apply to become a partner"],
    ]) {
      const kept = await call("POST", "/pages", { ...base, path, blocks: [EVERY_BLOCK[0]] });
      expect(kept.status).toBe(400);
      expect(kept.body.error.fields.path).toBe(`/${path} is the address of the page “${title}”`);
    }
    const taken = await call("POST", "/pages", { ...base, path: "contact", blocks: [EVERY_BLOCK[0]] });
    expect(taken.status).toBe(400);
    expect(taken.body.error.fields.path).toBe("/contact is the address of the page “Contact Brightlane”");
    const badText = await call("POST", "/pages", {
      ...base,
      blocks: [EVERY_BLOCK[0], { type: "text", heading: "", body: { type: "doc", content: [{ type: "marquee" }] } }],
    });
    expect(badText.status).toBe(400);
    expect(badText.body.error.fields["blocks.1.body"]).toBeDefined();
    const highlights = { type: "case-highlights", heading: "Customers", product: "", industry: "", linkLabel: "" };
    for (const wrong of [{ count: 0 }, { count: 7 }, { count: 2.5 }, { count: 3, product: "crm" }]) {
      const bad = await call("POST", "/pages", { ...base, blocks: [EVERY_BLOCK[0], { ...highlights, ...wrong }] });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.error.fields).join()).toMatch(/^blocks\.1\.(count|product)$/);
    }
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
      "/mobile/service": (x) => x.content.getServicePage(),
      "/price": (x) => x.content.getPricePage(),
      "/mobile/price": (x) => x.content.getPricePage(),
      "/promotion": (x) => x.content.getPromotionPage(),
      "/mobile/promotion": (x) => x.content.getPromotionPage(),
      "/partner": (x) => x.content.getPartnerPage(),
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
      const seen = site.cache.stats().invalidations;
      const published = await fetch(`${api}/pages/${id}/publish`, { method: "POST", headers: auth });
      expect(published.status).toBe(200);
      // Until the other instance has read this version: two versions read at once drop every
      // page (server/content-changes.ts), as they should, but the tests count one change's pages.
      await expect
        .poll(() => site.cache.stats().invalidations, { timeout: 10_000, interval: 10 })
        .toBeGreaterThan(seen);
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
    expect(site.cache.stats().invalidations).toBe(before + 2);
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

  it("shows a changed sentence of the pricing page and of the offers page's intro on both skins, dropping only those pages", async () => {
    for (const path of site.paths) expect((await site.get(path)).status).toBe(200);
    for (const path of site.paths.filter((p) => p !== "/missing")) expect(await site.hitOrMiss(path)).toBe("hit");
    const before = site.cache.stats().invalidations;
    await editSentence("price", "Every plan includes all five products", "Every plan comes with all five products");
    await editSentence("promotion", "Current offers for new customers", "This season's offers for new customers");
    expect(site.cache.stats().invalidations).toBe(before + 2);
    const states = await Promise.all(site.paths.map(async (p) => [p, await site.hitOrMiss(p)] as const));
    expect(states.filter(([, state]) => state === "miss").map(([p]) => p)).toEqual([
      "/price",
      "/mobile/price",
      "/promotion",
      "/mobile/promotion",
    ]);
    for (const path of ["/price", "/mobile/price"])
      expect(JSON.stringify((await site.get(path)).body)).toContain("Every plan comes with all five products");
    for (const path of ["/promotion", "/mobile/promotion"])
      expect(JSON.stringify((await site.get(path)).body)).toContain("This season's offers for new customers");
    // The services page's figures are its document's too: the service page stayed as it was.
    expect(JSON.stringify((await site.get("/service")).body)).toContain("implementations delivered");
  });
});

describe("the PM page and the privacy notice as pages of blocks", () => {
  let s: TestServices;
  let server: http.Server;
  let api: string;
  let token: string;
  let site: Awaited<ReturnType<typeof cachedSite>>;

  beforeAll(async () => {
    s = await createTestServices("sqlite", "pm-privacy", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
    });
    const listening = await listenWithoutPages(s);
    server = listening.server;
    api = `${listening.origin}/api/v1/admin`;
    const made = await makeStaff(s, "pm-editor@example.com", "editor", false);
    const user = (await accountsOf(s).currentUser(adminRequest(made.jar)))!;
    token = (await accountsOf(s).createAutomationToken(user, { name: "tests" }, { ip: "", userAgent: "" })).token;
    const block = (path: string) => (x: Services) => x.content.getBlockPage(path);
    site = await cachedSite(s, {
      "/pm": block("pm"),
      "/mobile/pm": block("pm"),
      "/privacy": block("privacy"),
      "/mobile/privacy": block("privacy"),
      "/contact": block("contact"),
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

  const idOf = async (path: string) =>
    (await s.db.kysely.selectFrom("pages").select("id").where("path", "=", path).executeTakeFirstOrThrow()).id;

  /** Changes the page's document through the admin API, publishes it and waits for the page cache to drop it. */
  async function editAndPublish(path: string, change: (blocks: PageBlock[]) => PageBlock[]) {
    const id = await idOf(path);
    const got = await call("GET", `/pages/${id}`);
    expect(got.status).toBe(200);
    const before = site.cache.stats().invalidations;
    const document = { ...got.body.document, blocks: change(got.body.document.blocks as PageBlock[]) };
    expect((await call("PATCH", `/pages/${id}`, document, { "if-match": got.etag! })).status).toBe(200);
    expect((await call("POST", `/pages/${id}/publish`)).status).toBe(200);
    const deadline = performance.now() + 3000;
    while (site.cache.stats().invalidations === before && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
  }

  const warm = async () => {
    for (const path of site.paths) expect((await site.get(path)).status).toBe(200);
  };
  const dropped = async () =>
    (await Promise.all(site.paths.map(async (p) => [p, await site.hitOrMiss(p)] as const)))
      .filter(([, state]) => state === "miss")
      .map(([p]) => p);

  it("holds the PM page's copy, figures, features, screens, FAQ and live blocks, and the notice's text and date", async () => {
    const pm = (await s.content.getBlockPage("pm"))!;
    expect(pm.blocks.map((b) => b.type)).toEqual([
      "hero",
      "figures",
      "features",
      "text",
      "gallery",
      "quote",
      "case-highlights",
      "plan-table",
      "faq",
      "cta",
    ]);
    expect(pm.seo.title).toBe("Brightlane PM: project management");
    const privacy = (await s.content.getBlockPage("privacy"))!;
    expect(privacy.blocks[0]).toEqual({ type: "last-updated", label: "Last updated" });
    expect(privacy.updatedAt).toBe("2026-11-01T09:00:00.000Z");
    expect(JSON.stringify(privacy.blocks)).toContain("privacy@brightlane.example");
  });

  it("shows an edited FAQ answer of /pm and sentence of /privacy on both skins once published", async () => {
    await warm();
    const answer = "Yes. Import from CSV, Excel, and straight from twelve other project tools.";
    await editAndPublish("pm", (blocks) =>
      blocks.map((b) =>
        b.type === "faq" ? { ...b, items: b.items.map((item, i) => (i === 0 ? { ...item, answer } : item)) } : b,
      ),
    );
    expect(await dropped()).toEqual(["/pm", "/mobile/pm"]);
    for (const path of ["/pm", "/mobile/pm"]) expect((await site.get(path)).body).toContain(answer);

    await warm();
    const sentence = "Write to privacy@brightlane.example and we will answer within two weeks.";
    await editAndPublish("privacy", (blocks) =>
      blocks.map((b) =>
        b.type === "text" && b.heading === "Your rights"
          ? {
              ...b,
              body: { html: (b.body as { html: string }).html.replace(/Write to [^.]+\.example[^.]*\./, sentence) },
            }
          : b,
      ),
    );
    expect(await dropped()).toEqual(["/privacy", "/mobile/privacy"]);
    for (const path of ["/privacy", "/mobile/privacy"]) expect((await site.get(path)).body).toContain(sentence);
    // The notice's date is the document's publication, not a date kept in the code.
    expect((await s.content.getBlockPage("privacy"))!.updatedAt.slice(0, 10)).toBe(
      new Date().toISOString().slice(0, 10),
    );
  });

  it("drops /pm on both skins when a plan or a PM case study is published, and no other page", async () => {
    const publishAndWait = async (type: "plans" | "cases", id: number) => {
      const before = site.cache.stats().invalidations;
      const item = await s.editorial.get(EDITOR, type, id);
      const named = "name" in item.document ? { name: `Renamed ${id}` } : { title: `Renamed ${id}` };
      await s.editorial.saveDraft(EDITOR, type, id, item.version, { ...item.document, ...named });
      await s.editorial.publish(EDITOR, type, id);
      const deadline = performance.now() + 3000;
      while (site.cache.stats().invalidations === before && performance.now() < deadline)
        await new Promise((r) => setTimeout(r, 10));
    };
    await warm();
    const plan = (await s.content.getPricePage()).plans[1]!;
    await publishAndWait("plans", plan.id);
    expect(await dropped()).toEqual(["/pm", "/mobile/pm"]);
    expect((await site.get("/mobile/pm")).body).toContain(`Renamed ${plan.id}`);

    await warm();
    const pm = (await s.content.getBlockPage("pm"))!;
    const shown = pm.blocks.find((b) => b.type === "case-highlights")!.cases[0]!;
    await publishAndWait("cases", shown.id);
    expect(await dropped()).toEqual(["/pm", "/mobile/pm"]);
    expect((await site.get("/pm")).body).toContain(`Renamed ${shown.id}`);
  });
});
