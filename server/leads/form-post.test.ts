/**
 * The no-JavaScript path: a plain form post to the register route's action, on
 * the production server, at "/" and under "/site/". Same checks as the API,
 * answered as pages; the post/redirect/get lands on the thank-you state.
 */
import { mkdirSync, rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, type RunningServer } from "../../tests/support/server.ts";
import { validLead } from "./test-support.ts";

describe.each([
  { base: "/", buildDir: "build-e", port: "4521" },
  { base: "/site/", buildDir: "build-e-site", port: "4522" },
])("register form post at $base", ({ base, buildDir, port }) => {
  let server: RunningServer;
  let origin: string;
  beforeAll(async () => {
    ensureBuild(buildDir, { BASE_PATH: base });
    const dataDir = `/tmp/vitrine-e/form-post-${port}`;
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    origin = `http://127.0.0.1:${port}`;
    server = await startServer({ PORT: port, BASE_PATH: base, BUILD_DIR: buildDir, DATA_DIR: dataDir, SITE_URL: origin, TRUST_PROXY: "true" }, 120_000);
  }, 300_000);
  afterAll(async () => {
    expect(await server?.stop()).toBe(0);
  });

  async function formToken(): Promise<string> {
    const res = await fetch(`${origin}${base}register`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain(`action="${base}register"`);
    const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
    if (!token) throw new Error("no form token on the page");
    return token;
  }

  let client = 0;
  function post(fields: Record<string, string>, headers: Record<string, string> = {}, raw?: string) {
    const body = raw ?? new URLSearchParams(fields).toString();
    client += 1;
    return fetch(`${origin}${base}register`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin, "x-forwarded-for": `203.0.113.${client}`, ...headers },
      body,
    });
  }
  function fields(token: string, extra: Record<string, string> = {}): Record<string, string> {
    const { consent: _c, ...lead } = validLead() as Record<string, string>;
    return { ...lead, consent: "on", formToken: token, website: "", ...extra };
  }
  const wait = () => new Promise((r) => setTimeout(r, 3200));

  it("stores a good lead and redirects to the thank-you state under the base path", async () => {
    const token = await formToken();
    await wait();
    const res = await post(fields(token));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${base}register?sent=1`);
    const thanks = await fetch(`${origin}${base}register?sent=1`);
    expect(thanks.headers.get("cache-control")).toBe("private, no-store");
    const html = await thanks.text();
    expect(html).toContain("Thank you, your request has been received");
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
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
    const token = await formToken();
    await wait();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await post(fields(token, { email: "limit@example.com" }), { "x-forwarded-for": "198.18.0.1" });
      statuses.push(last.status);
    }
    // The first stores the lead; the next four repeat the same form token (one row, same redirect).
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429]);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await last?.text()).toContain("Too many submissions");
  });
});
