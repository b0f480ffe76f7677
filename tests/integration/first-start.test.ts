/**
 * A real company's first start (DEMO_CONTENT=off): a server started on an empty data
 * directory answers every kind of public page with its right status and an empty
 * state, shows nothing of the demo company's content, and the first admin, made
 * with `npm run admin -- create-user` as the README says, can sign in.
 */
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CASE_STORY_PAGES } from "../../app/kernel/pages.ts";
import { buildSeed, SITE_SETTINGS } from "../../db/seed/build.ts";
import { runAdminCommand } from "../../server/accounts/cli.ts";
import { parseConfig } from "../../server/config.ts";
import { createServices, type Services } from "../../server/services.ts";
import { accountsOf, adminRequest, CookieJar, GOOD_PASSWORD, totpFromUri } from "../support/accounts.ts";
import { createTestServices, tempDataDir } from "../support/databases.ts";
import { buildDirFor, ensureBuild, freePort, startServer, type RunningServer } from "../support/server.ts";

const BUILD_DIR = buildDirFor("/");
const demo = buildSeed().rows;
/** What only the demo company's content says: item titles, customers, partners, contact details. */
const DEMO_NAMES = [
  ...demo.news.slice(0, 5).map((n) => n.title),
  // The customer stories' names are also the page registry's labels, which the site's code holds.
  ...demo.cases
    .map((c) => c.customer_name)
    .filter((name) => !CASE_STORY_PAGES.some((story) => story.label === name))
    .slice(0, 3),
  ...demo.partners.slice(0, 3).map((p) => p.name),
  ...demo.qas.slice(0, 3).map((q) => q.title),
  // The desktop footer's own address and mail are the site's code, as are the product pages.
  SITE_SETTINGS.contact.phone,
  SITE_SETTINGS.contact.address,
  SITE_SETTINGS.footer.disclaimer,
].map(String);

/** Spec routes and the status an empty site answers them with. */
const ROUTES: Array<[path: string, status: number]> = [
  ["/", 200],
  ["/mobile", 200],
  ["/news", 200],
  ["/news/company", 200],
  ["/mobile/news/company", 200],
  ["/cases_list/manufacturing", 200],
  ["/mobile/cases", 200],
  ["/solution", 200],
  ["/videos", 200],
  ["/qas/getting-started", 200],
  ["/help", 200],
  ["/mobile/help", 200],
  ["/price", 200],
  ["/promotion", 200],
  ["/service", 200],
  ["/partner", 200],
  ["/pm", 200],
  // The demo's about, product and story pages are not a first install's: the admin writes its own.
  ["/about", 404],
  ["/oa", 404],
  ["/case/fai", 404],
  ["/register", 200],
  ["/mobile/register", 200],
  ["/privacy", 200],
  ["/search?q=office", 200],
  ["/sitemap.xml", 200],
  ["/sitemaps/news.xml", 200],
  ["/feeds/news.xml", 200],
  ["/api/v1/news", 200],
  ["/detail/1", 404],
  ["/cases/1", 404],
  ["/qa/1", 404],
  ["/mobile/detail/1", 404],
];

describe("DEMO_CONTENT=off on an empty data directory", () => {
  let server: RunningServer;
  let dataDir: string;
  let siteUrl: string;

  beforeAll(async () => {
    ensureBuild(BUILD_DIR, { BASE_PATH: "/" });
    const port = await freePort();
    dataDir = tempDataDir("first-start");
    siteUrl = `http://127.0.0.1:${port}`;
    server = await startServer(
      { PORT: String(port), BUILD_DIR, DATA_DIR: dataDir, SITE_URL: siteUrl, DEMO_CONTENT: "off" },
      120_000,
    );
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("answers every kind of page with its status and none of the demo company's content", async () => {
    for (const [path, status] of ROUTES) {
      const res = await fetch(server.url + path);
      const body = await res.text();
      expect({ path, status: res.status }).toEqual({ path, status });
      for (const name of DEMO_NAMES) expect(body.includes(name), `${path} shows "${name}"`).toBe(false);
    }
    const news = (await (await fetch(`${server.url}/api/v1/news`)).json()) as { total: number };
    expect(news.total).toBe(0);
  });

  it("links no page it does not have from the menus and the footer", async () => {
    for (const start of ["/", "/mobile"]) {
      const html = await (await fetch(server.url + start)).text();
      const links = new Set([...html.matchAll(/href="(\/[^"#?]*)"/g)].map((m) => m[1]!));
      const pages = [...links].filter(
        (href) => !/^\/(assets|media|feeds|favicon)/.test(href) && !href.endsWith(".xml"),
      );
      expect(pages.length).toBeGreaterThan(10);
      const broken: string[] = [];
      for (const href of pages) {
        const res = await fetch(server.url + href, { redirect: "manual" });
        if (res.status >= 400) broken.push(`${href} ${res.status}`);
      }
      expect(broken, start).toEqual([]);
    }
  });

  it("lets the admin made with the command line sign in", async () => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SITE_URL: siteUrl, LOG_LEVEL: "silent" };
    let printed = "";
    const code = await runAdminCommand(["create-user", "--email", "owner@example.com", "--role", "admin"], env, {
      out: (t) => (printed += t),
      err: (t) => (printed += t),
    });
    expect(code, printed).toBe(0);
    const token = /\/admin\/setup\/([A-Za-z0-9_-]+)/.exec(printed)?.[1];
    expect(token).toBeTruthy();

    // The set-up page's steps, as the browser posts them, on the running server's database.
    const config = parseConfig({ DATA_DIR: dataDir, SITE_URL: siteUrl, LOG_LEVEL: "silent", NODE_ENV: "test" });
    const services: Services = await createServices(config, pino({ level: "silent" }), {
      media: false,
      seed: false,
      jobIntervalMs: 0,
      leadJobs: false,
      purgeJobs: false,
      auditRetention: false,
    });
    try {
      const accounts = accountsOf(services);
      const accepted = await accounts.acceptInvitation(adminRequest(null), {
        token: token!,
        name: "Owner",
        password: GOOD_PASSWORD,
      });
      const jar = new CookieJar(accepted.setCookies);
      const { otpauthUri } = await accounts.startTotpEnrolment(adminRequest(jar), { password: GOOD_PASSWORD });
      await accounts.confirmTotpEnrolment(adminRequest(jar), { code: await totpFromUri(otpauthUri) });
      const first = await accounts.signIn(adminRequest(null), { email: "owner@example.com", password: GOOD_PASSWORD });
      expect(first.status).toBe("two-factor");
      const second = await accounts.verifySecondFactor(
        adminRequest(new CookieJar(first.status === "two-factor" ? first.setCookies : [])),
        // Each code is taken once: enrolment used this period's.
        { code: await totpFromUri(otpauthUri, 1), kind: "totp" },
      );
      expect(second.status).toBe("signed-in");
      // The running server knows the session: its admin answers, rather than sending to sign-in.
      const session = new CookieJar(second.status === "signed-in" ? second.setCookies : []);
      const res = await fetch(`${server.url}/admin`, {
        headers: { cookie: session.header() ?? "" },
        redirect: "manual",
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("owner@example.com");
    } finally {
      await services.close();
    }
  });
});

describe("the page skeleton on PostgreSQL", () => {
  it("writes site settings and no item", async () => {
    const services = await createTestServices("postgres", "skeleton", { env: { DEMO_CONTENT: "off" } });
    try {
      const db = services.db.kysely;
      const count = async (table: "news" | "cases" | "partners" | "site_settings") =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count("site_settings")).toBe(1);
      expect(await count("news")).toBe(0);
      expect(await count("cases")).toBe(0);
      expect(await count("partners")).toBe(0);
      expect((await services.content.getSiteSettings()).contact.email).toBe("hello@example.com");
    } finally {
      await services.dispose();
    }
  });
});
