/**
 * The no-JavaScript path: a plain form post to the register route's action, on
 * the production server, at "/" and under "/site/". Same checks as the API,
 * answered as pages; the post/redirect/get lands on the thank-you state.
 */
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SQLITE_FILE } from "../../db/database.ts";
import { buildDirFor, ensureBuild, freePort, startServer, type RunningServer } from "../../tests/support/server.ts";
import { FORM_MIN_FILL_MS, validLead } from "../../tests/support/leads.ts";

describe.each([
  { base: "/", buildDir: buildDirFor("/") },
  { base: "/site/", buildDir: buildDirFor("/site/") },
])("register form post at $base", ({ base, buildDir }) => {
  let server: RunningServer;
  let origin: string;
  let dataDir: string;
  beforeAll(async () => {
    ensureBuild(buildDir, { BASE_PATH: base });
    const port = String(await freePort());
    dataDir = `/tmp/vitrine-e/form-post-${process.pid}-${buildDir}`;
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    origin = `http://127.0.0.1:${port}`;
    server = await startServer(
      {
        PORT: port,
        BASE_PATH: base,
        BUILD_DIR: buildDir,
        DATA_DIR: dataDir,
        SITE_URL: origin,
        TRUST_PROXY: "true",
        FORM_MIN_FILL_MS: String(FORM_MIN_FILL_MS),
      },
      120_000,
    );
  }, 300_000);
  afterAll(async () => {
    expect(await server?.stop()).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Leads stored with this email, read from the site's own SQLite file. */
  function stored(email: string): number {
    const db = new DatabaseSync(path.join(dataDir, SQLITE_FILE), { readOnly: true });
    try {
      return Number((db.prepare("select count(*) as n from leads where email = ?").get(email) as { n: number }).n);
    } finally {
      db.close();
    }
  }

  interface Form {
    token: string;
    /** The XSRF-TOKEN cookie a post without Origin was given, and the hidden copy in the form shown again. */
    cookie: string;
    echoed: string;
  }

  async function openForm(): Promise<Form> {
    // The page is the same for every visitor (decision 0048): shared caches keep it, no cookie.
    const res = await fetch(`${origin}${base}register`);
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=/);
    expect(res.headers.getSetCookie()).toEqual([]);
    const html = await res.text();
    expect(html).toContain(`action="${base}register"`);
    const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
    // A browser that sends no Origin gets the form back with the XSRF cookie and its hidden copy.
    const refused = await postWithoutOrigin({});
    expect(refused.status).toBe(403);
    expect(refused.headers.get("cache-control")).toBe("private, no-store");
    const cookie = /XSRF-TOKEN=([^;]+)/.exec(refused.headers.getSetCookie().join("\n"))?.[1];
    const echoed = /name="xsrfToken" value="([^"]*)"/.exec(await refused.text())?.[1];
    if (!token || !cookie || echoed === undefined)
      throw new Error("no form token, XSRF cookie or hidden XSRF field on the page");
    return { token, cookie, echoed };
  }
  const formToken = async () => (await openForm()).token;

  let client = 0;
  function post(fields: Record<string, string>, headers: Record<string, string> = {}, raw?: string) {
    const body = raw ?? new URLSearchParams(fields).toString();
    client += 1;
    return fetch(`${origin}${base}register`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin,
        "x-forwarded-for": `203.0.113.${client}`,
        ...headers,
      },
      body,
    });
  }
  /** A post as a browser that sends neither Origin nor Sec-Fetch-Site would make it (Node's fetch sends neither). */
  function postWithoutOrigin(fields: Record<string, string>, headers: Record<string, string> = {}) {
    client += 1;
    return fetch(`${origin}${base}register`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": `203.0.113.${client}`,
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    });
  }
  function fields(token: string, extra: Record<string, string> = {}): Record<string, string> {
    const { consent: _c, ...lead } = validLead() as Record<string, string>;
    return { ...lead, consent: "on", formToken: token, website: "", ...extra };
  }
  const wait = () => new Promise((r) => setTimeout(r, FORM_MIN_FILL_MS + 50));

  it("stores a good lead and redirects to the thank-you state under the base path", async () => {
    const token = await formToken();
    await wait();
    const res = await post(fields(token));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${base}register?sent=1`);
    const thanks = await fetch(`${origin}${base}register?sent=1`);
    // With the server's log: once, on a machine at load 11, this answer came with "no-store" alone.
    expect(`${thanks.status} ${thanks.headers.get("cache-control")}`, server.output()).toBe("200 private, no-store");
    const html = await thanks.text();
    expect(html).toContain("Thank you, your request has been received");
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });

  it("carries the page of this site the visitor came from into the stored lead, and no other", async () => {
    const page = async (referer: string) => {
      const html = await (await fetch(`${origin}${base}register`, { headers: { referer } })).text();
      return { html, page: /name="sourcePage" value="([^"]*)"/.exec(html)?.[1] ?? null };
    };
    // The page never depends on the Referer (shared caches keep it); the hydrated form reads document.referrer.
    expect((await page(`${origin}${base}detail/3?utm_source=mail`)).page).toBeNull();
    const opened = await page(`${origin}${base}price`);
    expect(opened.page).toBeNull();
    const token = /name="formToken" value="([^"]+)"/.exec(opened.html)![1]!;
    await wait();
    // A refused post shows the form again still carrying the page.
    const refusedPost = await post(fields(token, { email: "nope", sourcePage: "/price" }));
    expect(refusedPost.status).toBe(400);
    expect(await refusedPost.text()).toContain('name="sourcePage" value="/price"');
    const email = `from-price-${base.length}@example.com`;
    expect((await post(fields(token, { email, sourcePage: "/price" }))).status).toBe(302);
    const forged = await formToken();
    await wait();
    const other = `forged-page-${base.length}@example.com`;
    expect((await post(fields(forged, { email: other, sourcePage: "https://evil.example/x" }))).status).toBe(302);
    const db = new DatabaseSync(path.join(dataDir, SQLITE_FILE), { readOnly: true });
    try {
      const pageOf = (address: string) =>
        (db.prepare("select source_page from leads where email = ?").get(address) as { source_page: string | null })
          .source_page;
      expect(pageOf(email)).toBe("/price");
      expect(pageOf(other)).toBeNull();
    } finally {
      db.close();
    }
  });

  it("answers a page with UTM parameters as without them, and records the register address's campaign in the lead", async () => {
    // The same page, its canonical link without the campaign (the HTML does not depend on it).
    const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    const plain = await fetch(`${origin}${base}price`, { redirect: "manual" });
    const tagged = await fetch(`${origin}${base}price?utm_source=mail&utm_campaign=spring`, { redirect: "manual" });
    expect([plain.status, tagged.status]).toEqual([200, 200]);
    const [plainHtml, taggedHtml] = [await plain.text(), await tagged.text()];
    expect(canonicalOf(taggedHtml)).toBe(canonicalOf(plainHtml));
    expect(canonicalOf(taggedHtml)).not.toContain("utm_");
    expect(taggedHtml).toBe(plainHtml);

    // Without JavaScript the form posts to its own address, query included.
    const query = "utm_campaign=x&utm_source=mail";
    const page = await fetch(`${origin}${base}register?${query}`, { redirect: "manual" });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`action="${base}register?${query.replace("&", "&amp;")}"`);
    const token = /name="formToken" value="([^"]+)"/.exec(html)![1]!;
    await wait();
    const email = `campaign-${base.length}@example.com`;
    client += 1;
    const res = await fetch(`${origin}${base}register?${query}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin,
        "x-forwarded-for": `203.0.113.${client}`,
      },
      body: new URLSearchParams(fields(token, { email })).toString(),
    });
    expect(res.status).toBe(302);
    const db = new DatabaseSync(path.join(dataDir, SQLITE_FILE), { readOnly: true });
    try {
      expect(db.prepare("select utm_campaign, utm_source, utm_medium from leads where email = ?").get(email)).toEqual({
        utm_campaign: "x",
        utm_source: "mail",
        utm_medium: null,
      });
    } finally {
      db.close();
    }
  });

  it("re-renders a refused form with its errors and the values, escaped", async () => {
    const token = await formToken();
    await wait();
    const res = await post(fields(token, { email: "nope", name: "<script>alert(1)</script>" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Work email must look like name@company.com.");
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain("<script>alert(1)</script>");
  });

  it("refuses a filled honeypot, a form sent too fast and unknown fields with 400", async () => {
    const token = await formToken();
    const fast = await post(fields(token));
    expect(fast.status).toBe(400);
    expect(await fast.text()).toContain("within seconds of opening it");
    await wait();
    const trap = await post(fields(token, { website: "https://spam.example" }));
    expect(trap.status).toBe(400);
    expect(await trap.text()).toContain("This submission was not accepted");
    const extra = await post(fields(token, { admin: "1" }));
    expect(extra.status).toBe(400);
    expect(await extra.text()).toContain("Unknown field: admin.");
  });

  it("refuses a cross-site post with 403, a non-form body with 415 and an oversized one with 413", async () => {
    const token = await formToken();
    await wait();
    expect((await post(fields(token), { origin: "https://evil.example" })).status).toBe(403);
    expect((await post({}, { "content-type": "text/plain" }, "hello")).status).toBe(415);
    expect((await post(fields(token, { message: "x".repeat(17 * 1024) }))).status).toBe(413);
  });

  it("limits one client to five submissions a minute, shared with the API, with Retry-After", async () => {
    const tokens = await Promise.all(Array.from({ length: 6 }, formToken));
    await wait();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (const [i, token] of tokens.entries()) {
      last = await post(fields(token, { email: `limit${i}@example.com` }), { "x-forwarded-for": "198.18.0.1" });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429]);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await last?.text()).toContain("Too many submissions");
  });

  it("takes a form once: the same form sent again comes back with a clear error and what was typed, and stores nothing more", async () => {
    const token = await formToken();
    await wait();
    const first = await post(fields(token, { email: "twice@example.com", name: "Grace Twice" }));
    expect(first.status).toBe(302);
    const again = await post(fields(token, { email: "twice@example.com", name: "Grace Twice" }));
    expect(again.status).toBe(400);
    expect(again.headers.get("cache-control")).toBe("private, no-store");
    const html = await again.text();
    expect(html).toContain("This form has already been sent");
    expect(html).toContain('value="Grace Twice"');
    expect(html).toContain('value="twice@example.com"');
    expect(stored("twice@example.com")).toBe(1);
  });

  it("refuses with 403 a post that shows neither Origin, Sec-Fetch-Site nor the form's XSRF token, keeping what was typed and storing nothing", async () => {
    const { token, cookie } = await openForm();
    await wait();
    const attempts: Array<Record<string, string>> = [
      {},
      { cookie: `XSRF-TOKEN=${cookie}` },
      { "sec-fetch-site": "same-site" },
      { origin: "" },
    ];
    for (const headers of attempts) {
      const res = await postWithoutOrigin(
        fields(token, { email: "forged@example.com", name: "Mallory Forger" }),
        headers,
      );
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const html = await res.text();
      expect(html).toContain("could not be confirmed as sent from this site");
      expect(html).toContain('value="Mallory Forger"');
      // The page comes back with the hidden copy of the visitor's token, so sending it again works.
      expect(html).toMatch(/name="xsrfToken" value="[A-Za-z0-9_-]{43}"/);
    }
    // A hidden token that is not the cookie's proves nothing either.
    const wrong = await postWithoutOrigin(fields(token, { email: "forged@example.com", xsrfToken: "x".repeat(43) }), {
      cookie: `XSRF-TOKEN=${cookie}`,
    });
    expect(wrong.status).toBe(403);
    expect(stored("forged@example.com")).toBe(0);
  });

  it("accepts a post without Origin that echoes the XSRF cookie in the form, or says Sec-Fetch-Site: same-origin", async () => {
    const form = await openForm();
    expect(form.echoed).toBe(form.cookie); // the form shown again echoes the cookie that answer set
    const other = await formToken();
    await wait();
    const echoed = await postWithoutOrigin(
      fields(form.token, { email: "echoed@example.com", xsrfToken: form.echoed }),
      { cookie: `XSRF-TOKEN=${form.cookie}` },
    );
    expect(echoed.status).toBe(302);
    const sameOrigin = await postWithoutOrigin(fields(other, { email: "same-origin@example.com" }), {
      "sec-fetch-site": "same-origin",
    });
    expect(sameOrigin.status).toBe(302);
    expect([stored("echoed@example.com"), stored("same-origin@example.com")]).toEqual([1, 1]);
  });
});
