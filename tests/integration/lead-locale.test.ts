/**
 * A lead records the locale of the page it was sent from (decision 0101), through the production
 * build and the whole server with LOCALES=en,zh-Hans: a form sent without JavaScript from /zh
 * pages of both skins (the register page and a page of blocks with a lead form) and through the
 * JSON API from a /zh page, found in the admin API by `locale`, and named in the staff mail.
 */
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { simpleParser } from "mailparser";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff } from "../support/accounts.ts";
import { createTestServices, type TestServices } from "../support/databases.ts";
import { ensureBuild, root } from "../support/server.ts";
import { createApp } from "../../server/app.ts";
import { createLogger } from "../../server/logger.ts";

const SITE = "http://brightlane.test";
const PAGE = {
  path: "campaigns/zh-form",
  title: "Write to us",
  blocks: [{ type: "lead-form", heading: "Write to us", intro: "", fields: ["company", "message"] }],
};

describe("the locale of a lead, with LOCALES=en,zh-Hans", () => {
  let s: TestServices;
  let server: http.Server;
  let origin = "";
  let token = "";
  let client = 0;

  beforeAll(async () => {
    ensureBuild("build");
    s = await createTestServices("sqlite", "leadlocale", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
      leadJobs: false,
      env: {
        SITE_URL: SITE,
        LOCALES: "en,zh-Hans",
        TRUST_PROXY: "loopback",
        FORM_MIN_FILL_MS: "0",
        LEADS_NOTIFY_TO: "sales@brightlane.example",
      },
    });
    const build = (await import(pathToFileURL(path.join(root, "build", "server", "index.js")).href)) as ServerBuild;
    const app = createApp({ config: s.config, logger: createLogger(s.config), services: s, build });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const made = await makeStaff(s, "lead-locale-admin@example.com", "admin");
    const user = (await accountsOf(s).currentUser(adminRequest(made.jar)))!;
    ({ token } = await accountsOf(s).createAutomationToken(user, { name: "tests" }, { ip: "", userAgent: "" }));
    const created = await adminApi("/pages", PAGE);
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await adminApi(`/pages/${id}/publish`, undefined, "POST")).status).toBe(200);
  }, 900_000);
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await s?.dispose();
  });

  function adminApi(route: string, body?: unknown, method = body ? "POST" : "GET") {
    return fetch(`${origin}/api/v1/admin${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  }
  const emailsIn = async (query: string) => {
    const res = await adminApi(`/leads?pageSize=200&${query}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { leads: Array<{ email: string; locale: string }> }).leads;
  };

  /** The form of a page as a browser without JavaScript sends it: to its action, with its hidden fields. */
  async function sendForm(page: string, fields: Record<string, string>) {
    const html = await (await fetch(origin + page)).text();
    const form = /<form[^>]*class="reg-form"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
    const action = /action="([^"]+)"/.exec(form)?.[1] ?? page;
    const hidden = Object.fromEntries(
      [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    const res = await fetch(new URL(action.replace(/&amp;/g, "&"), origin + page), {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: SITE,
        referer: SITE + page,
        "x-forwarded-for": `198.51.100.${++client}`,
      },
      body: new URLSearchParams({ ...hidden, website: "", consent: "on", ...fields }),
    });
    return { action, res };
  }

  const chinese = (email: string) => ({
    name: "李 小龙",
    email,
    company: "浙江吉利控股集团有限公司（杭州）",
    message: "请联系我。",
  });
  const full = { phone: "+86 138 0013 8000", jobTitle: "采购经理", companySize: "", product: "" };

  it("records zh-Hans for the register page sent from /zh on both skins, without JavaScript", async () => {
    const options = (await s.leads.options()) as { companySizes: { value: string }[]; products: { value: string }[] };
    const choices = { ...full, companySize: options.companySizes[0]!.value, product: options.products[0]!.value };
    for (const [page, email] of [
      ["/zh/register", "zh-desktop@example.cn"],
      ["/zh/mobile/register", "zh-mobile@example.cn"],
      ["/register", "en-desktop@example.com"],
    ] as const) {
      const { res } = await sendForm(page, { ...chinese(email), ...choices });
      expect(res.status, `${page}: ${res.status === 302 ? "" : await res.text()}`).toBe(302);
      expect(res.headers.get("location")).toBe(`${page}?sent=1`);
    }
    const zh = (await emailsIn("locale=zh-Hans")).map((l) => l.email);
    expect(zh).toEqual(expect.arrayContaining(["zh-desktop@example.cn", "zh-mobile@example.cn"]));
    expect(zh).not.toContain("en-desktop@example.com");
    const en = (await emailsIn("locale=en")).map((l) => l.email);
    expect(en).toContain("en-desktop@example.com");
    expect(en).not.toContain("zh-desktop@example.cn");
  });

  it("records zh-Hans for a page of blocks' lead form on a /zh page of both skins, and posts it in that locale", async () => {
    for (const [page, email] of [
      [`/zh/${PAGE.path}`, "zh-block@example.cn"],
      [`/zh/mobile/${PAGE.path}`, "zh-block-mobile@example.cn"],
    ] as const) {
      const { action, res } = await sendForm(page, chinese(email));
      expect(action.startsWith("/zh/")).toBe(true);
      expect(res.status, `${page}: ${res.status === 302 ? "" : await res.text()}`).toBe(302);
    }
    const zh = await emailsIn("locale=zh-Hans");
    expect(zh.map((l) => l.email)).toEqual(
      expect.arrayContaining(["zh-block@example.cn", "zh-block-mobile@example.cn"]),
    );
    expect(zh.every((l) => l.locale === "zh-Hans")).toBe(true);
  });

  it("records the locale of the page a JSON post names in its Referer, never one from the body", async () => {
    const form = await fetch(`${origin}/api/v1/leads/form`);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(form.headers.get("set-cookie") ?? "")![1]!;
    const { formToken, options } = (await form.json()) as {
      formToken: string;
      options: { companySizes: { value: string }[]; products: { value: string }[] };
    };
    const post = (email: string, referer: string, token = formToken, extra: Record<string, string> = {}) =>
      fetch(`${origin}/api/v1/leads`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: `XSRF-TOKEN=${xsrf}`,
          "x-xsrf-token": xsrf,
          origin: SITE,
          referer,
          "x-forwarded-for": `203.0.113.${++client}`,
        },
        body: JSON.stringify({
          ...chinese(email),
          ...full,
          companySize: options.companySizes[0]!.value,
          product: options.products[0]!.value,
          consent: true,
          formToken: token,
          website: "",
          ...extra,
        }),
      });
    expect((await post("zh-api@example.cn", `${SITE}/zh/register`)).status).toBe(201);
    // The form token is spent; a new one for the second lead.
    const second = (await (await fetch(`${origin}/api/v1/leads/form`)).json()) as { formToken: string };
    const res = await post("elsewhere@example.cn", "https://elsewhere.example/zh/register", second.formToken, {
      locale: "zh-Hans",
    });
    // A field the form does not have is refused, as every unknown field is.
    expect(res.status).toBe(400);
    const zh = (await emailsIn("locale=zh-hans")).map((l) => l.email);
    expect(zh).toContain("zh-api@example.cn");
    expect(zh).not.toContain("elsewhere@example.cn");
  });

  it("answers 400 to a locale that is no language tag", async () => {
    const res = await adminApi("/leads?locale=not_a_tag!");
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/locale must be a BCP 47 language tag/);
    expect((await emailsIn("locale=de")).length).toBe(0);
  });

  it("names the visitor's language in the staff mail", async () => {
    await s.leadsAdmin.worker.drain();
    const dir = path.join(s.dataDir, "outbox");
    const mails = await Promise.all(
      readdirSync(dir).map(async (f) => (await simpleParser(readFileSync(path.join(dir, f)))).text ?? ""),
    );
    const about = (email: string) => mails.filter((m) => m.includes(email));
    expect(about("zh-desktop@example.cn")).toHaveLength(1);
    expect(about("zh-desktop@example.cn")[0]).toContain("Language: Chinese (Simplified) — zh-Hans");
    expect(about("zh-block-mobile@example.cn")[0]).toContain("Language: Chinese (Simplified) — zh-Hans");
    expect(about("en-desktop@example.com")[0]).toContain("Language: English — en");
  });
});
