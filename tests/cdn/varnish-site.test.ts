/**
 * Debian's Varnish with deploy/varnish/default.vcl in front of two production instances on
 * one PostgreSQL database (tests/support/cdn-site.ts): every sitemap page crawled twice by a
 * desktop and a phone browser with fresh cookie jars is served from the cache the second time,
 * each device class has its own copy, a publish shows within a second on every page that shows
 * the item while every other page stays cached, a lead form served through it posts, and the
 * site settings' contact details, navigation and primary call to action reach the chrome of both
 * skins within a second of publishing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_FILL_MS } from "../../server/leads/form-token.ts";
import {
  crawl,
  publishChange,
  publishTitle,
  sitemapPaths,
  startCdnSite,
  timesUntilShown,
  type CdnSite,
  type Visit,
} from "../support/cdn-site.ts";
import { validLead } from "../support/leads.ts";
import { DESKTOP_AGENT, PHONE_AGENT } from "../support/user-agents.ts";

const AGENTS = { desktop: DESKTOP_AGENT, phone: PHONE_AGENT };
type Agent = keyof typeof AGENTS;
/** A visitor address of this run's own, forwarded by Varnish, so no other run spends its lead budget. */
const VISITOR = `203.0.113.${1 + (process.pid % 250)}`;

/** A form's proofs: its token, and the anti-forgery cookie (none for the page, which any visitor may share). */
interface Form {
  formToken: string;
  xsrf: string | null;
  cache: string | null;
}

describe("the site behind Varnish, on two instances", () => {
  let site: CdnSite;
  let base: string;
  let paths: string[];
  let pages: Form[] = [];
  let forms: Form[] = [];
  let formsAt = 0;
  const second = {} as Record<Agent, Visit[]>;

  const visitor = { "user-agent": DESKTOP_AGENT, "x-forwarded-for": VISITOR };
  const xsrfOf = (res: Response) => /XSRF-TOKEN=([^;]+)/.exec(res.headers.getSetCookie().join("\n"))?.[1] ?? null;

  /** The register page through the cache, as a new visitor (or a browser without JavaScript) gets it. */
  async function registerPage(): Promise<Form> {
    const res = await fetch(`${base}/register`, { headers: visitor });
    expect(res.status).toBe(200);
    const formToken = /name="formToken" value="([^"]+)"/.exec(await res.text())?.[1];
    expect(formToken, "the register page carries a form token").toBeTruthy();
    return { formToken: formToken!, xsrf: xsrfOf(res), cache: res.headers.get("x-cache") };
  }

  /** What the hydrated form asks for before it shows: this visitor's own token and cookie. */
  async function ownForm(): Promise<Form> {
    const res = await fetch(`${base}/api/v1/leads/form`, { headers: visitor });
    expect(res.status).toBe(200);
    const { formToken } = (await res.json()) as { formToken: string };
    return { formToken, xsrf: xsrfOf(res), cache: res.headers.get("x-cache") };
  }

  beforeAll(async () => {
    site = await startCdnSite("cdn");
    base = site.varnish.url;
    paths = await sitemapPaths(base);
    // Taken now, posted in the last test: by then the form has been open longer than MIN_FILL_MS.
    pages = [await registerPage(), await registerPage()];
    forms = [await ownForm(), await ownForm()];
    formsAt = Date.now();
  });
  afterAll(async () => {
    await site?.close();
  });

  it("serves a second crawl of every sitemap page, desktop and phone, at least 95 % from the cache", async () => {
    expect(paths.length).toBeGreaterThan(50);
    const agents = Object.keys(AGENTS) as Agent[];
    await Promise.all(agents.map((agent) => crawl(base, paths, AGENTS[agent])));
    const originBefore = site.varnish.counter("MAIN.backend_req");
    await Promise.all(agents.map(async (agent) => (second[agent] = await crawl(base, paths, AGENTS[agent]))));
    const visits = Object.values(second).flat();
    const origin = site.varnish.counter("MAIN.backend_req") - originBefore;
    const hits = visits.filter((v) => v.cache === "HIT").length;
    const misses = visits.filter((v) => v.cache !== "HIT").map((v) => `${v.cache} ${v.status} ${v.path}`);
    console.info(
      `second crawl: ${hits} of ${visits.length} from the cache (${((100 * hits) / visits.length).toFixed(1)} %), ${origin} origin requests`,
    );
    expect(visits.filter((v) => v.status >= 400).map((v) => `${v.status} ${v.path}`)).toEqual([]);
    expect(hits / visits.length, misses.slice(0, 20).join("\n")).toBeGreaterThanOrEqual(0.95);
  }, 300_000);

  it("keeps one copy for phones and one for desktops", () => {
    // Desktop pages with a mobile twin: phones are sent to the twin, desktops get the page, both from the cache.
    const desktop = new Map(second.desktop.map((v) => [v.path, v]));
    const twins = second.phone.filter((v) => v.status === 302 && desktop.get(v.path)?.status === 200);
    expect(twins.length).toBeGreaterThan(10);
    for (const phone of twins) {
      expect([phone.cache, desktop.get(phone.path)!.cache], phone.path).toEqual(["HIT", "HIT"]);
      expect(phone.location, phone.path).toMatch(/^\/mobile(\/|$)/);
    }
    // And the mobile pages they are sent to, from the cache too.
    const mobilePages = second.phone.filter((v) => v.path.startsWith("/mobile") && v.status === 200);
    expect(mobilePages.length).toBeGreaterThan(10);
    expect(mobilePages.filter((v) => v.cache !== "HIT").map((v) => v.path)).toEqual([]);
  });

  it("shows a publish within a second on every page that shows the item, and purges no other page", async () => {
    const list = (await (await fetch(`${base}/api/v1/news?page=1`)).json()) as {
      items: Array<{ id: number; title: string }>;
    };
    const item = list.items.find((n) => /^[\w ,.-]+$/.test(n.title))!;
    expect(item, "a news item with a plain title").toBeDefined();
    const shows = (v: Visit) => v.body.includes(item.title);
    // Each page once per device class (a phone reaches some mobile pages from several desktop URLs).
    const targets = (Object.keys(AGENTS) as Agent[]).flatMap((agent) =>
      [...new Map(second[agent].map((visit) => [visit.path, visit])).values()].map((visit) => ({
        agent,
        visit,
        url: base + visit.path,
        ua: AGENTS[agent],
      })),
    );
    const affected = targets.filter((t) => shows(t.visit));
    const others = targets.filter((t) => !shows(t.visit) && t.visit.cache === "HIT");
    expect(affected.length).toBeGreaterThanOrEqual(4);
    expect(others.length).toBeGreaterThan(affected.length);

    const title = `Seen through the cache ${Date.now()}`;
    const started = await publishTitle(site.instances[0]!.url, site.editorToken, "news", item.id, title);
    // One purge removes every tagged copy at once: the item's own page tells when it happened
    // (from then on a visitor gets the new page), then every affected page must already have it.
    const canary = affected.find((t) => t.agent === "desktop" && t.visit.path === `/detail/${item.id}`)!;
    expect(canary).toBeDefined();
    const [shown] = await timesUntilShown([{ url: canary.url, agent: canary.ua }], title, started, 5000);
    const stale: string[] = [];
    for (const t of affected) {
      const res = await fetch(t.url, { redirect: "manual", headers: { "user-agent": t.ua } });
      if (!(await res.text()).includes(title)) stale.push(`${t.agent} ${t.visit.path} ${res.headers.get("x-cache")}`);
    }
    console.info(
      `publish reached Varnish after ${shown?.requested.toFixed(0)} ms (its page answered by ${shown?.answered.toFixed(0)} ms); ${affected.length} pages show it`,
    );
    expect(shown?.requested ?? Infinity).toBeLessThan(1000);
    expect(stale).toEqual([]);

    const purged: string[] = [];
    for (const t of others) {
      const res = await fetch(t.url, { redirect: "manual", headers: { "user-agent": t.ua } });
      await res.arrayBuffer();
      if (res.headers.get("x-cache") !== "HIT") purged.push(`${t.agent} ${t.visit.path}`);
    }
    expect(purged, `${purged.length} of ${others.length} other pages left the cache`).toEqual([]);
  });

  it("accepts leads from the register page it cached, with and without JavaScript", async () => {
    expect(pages.map((p) => [p.cache, p.xsrf])).toEqual([
      ["MISS", null],
      ["HIT", null],
    ]);
    expect(forms.map((f) => f.cache)).toEqual(["PASS", "PASS"]);
    const wait = formsAt + MIN_FILL_MS + 100 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const answers: string[] = [];
    // The hydrated form: its own token and cookie from the lead API, posted as JSON.
    for (const [i, form] of forms.entries()) {
      expect(form.xsrf, "the lead API issues the anti-forgery cookie").toBeTruthy();
      const res = await fetch(`${base}/api/v1/leads`, {
        method: "POST",
        headers: {
          ...visitor,
          "content-type": "application/json",
          cookie: `XSRF-TOKEN=${form.xsrf}; _ga=GA1.2.3`,
          "x-xsrf-token": form.xsrf!,
        },
        body: JSON.stringify({
          ...validLead({ email: `cdn-${i}-${Date.now()}@example.com` }),
          formToken: form.formToken,
        }),
      });
      answers.push(`${res.status} ${res.headers.get("x-cache")} ${res.status === 201 ? "" : await res.text()}`.trim());
    }
    // Without JavaScript: the cached page's own form, posted as a browser posts it.
    const fields = { ...validLead({ email: `cdn-page-${Date.now()}@example.com` }), consent: "on" };
    const res = await fetch(`${base}/register`, {
      method: "POST",
      redirect: "manual",
      headers: { ...visitor, origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...(fields as Record<string, string>), formToken: pages[1]!.formToken }).toString(),
    });
    const location = res.headers.get("location") ?? (await res.text()).slice(0, 300);
    answers.push(`${res.status} ${res.headers.get("x-cache")} ${location}`);
    expect(answers).toEqual(["201 PASS", "201 PASS", expect.stringMatching(/^30[23] PASS \/register\?sent=1$/)]);
  });

  // Last: the settings are on every page, so their publish purges every copy.
  it("shows the site settings' contact details, navigation and primary call to action in both skins' chrome within a second of publishing", async () => {
    const auth = { authorization: `Bearer ${site.editorToken}` };
    const listed = (await (
      await fetch(`${site.instances[0]!.url}/api/v1/admin/site-settings`, { headers: auth })
    ).json()) as {
      items: Array<{ id: number }>;
    };
    const id = listed.items[0]!.id;
    const targets = [
      { url: `${base}/`, agent: DESKTOP_AGENT },
      { url: `${base}/price`, agent: DESKTOP_AGENT },
      { url: `${base}/mobile`, agent: PHONE_AGENT },
      { url: `${base}/mobile/price`, agent: PHONE_AGENT },
    ];
    for (const t of targets) await (await fetch(t.url, { headers: { "user-agent": t.agent } })).text();
    const phone = `+44 20 7946 ${String(Date.now()).slice(-4)}`;
    const label = `Products ${Date.now().toString(36)}`;
    // The header's button on the desktop pages, the menu's last item on the mobile ones.
    const cta = `Talk to us ${Date.now().toString(36)}`;
    const started = await publishChange(site.instances[1]!.url, site.editorToken, "site-settings", id, (document) => {
      const [first, ...rest] = document.navigation as Array<Record<string, unknown>>;
      return {
        ...document,
        contact: { ...(document.contact as Record<string, unknown>), phone },
        navigation: [{ ...first, label }, ...rest],
        primaryCta: { label: cta, href: "/partner" },
      };
    });
    for (const text of [phone, label, cta]) {
      const shown = await timesUntilShown(targets, text, started, 5000);
      expect(shown.map((s, i) => `${targets[i]!.url} ${s ? "shown" : "stale"}`)).toEqual(
        targets.map((t) => `${t.url} shown`),
      );
      for (const s of shown) expect(s!.requested).toBeLessThan(1000);
    }
  });
});
