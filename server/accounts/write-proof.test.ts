/**
 * Every admin write shows a same-origin proof: the browser's Origin or
 * Sec-Fetch-Site, or an XSRF token bound to the session (an HMAC of the session id
 * under the auth secret, set as the XSRF-TOKEN cookie when someone signs in). A
 * double submit of any cookie the client chose is no longer enough.
 */
import type http from "node:http";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesContext } from "~/lib/context.server";
import { formOf } from "~/routes/admin/guard.server";
import { listenWithoutPages } from "../../tests/support/api.ts";
import {
  accountsOf,
  adminRequest,
  CookieJar,
  FAST_SCRYPT,
  makeStaff,
  totpFromUri,
  type StaffSession,
} from "../../tests/support/accounts.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { newXsrfToken, XSRF_COOKIE } from "../xsrf.ts";

describe("same-origin proof on admin writes", () => {
  let s: TestServices;
  let server: http.Server;
  let origin: string;
  let editor: StaffSession;
  /** The editor's jar after a real sign-in (password, then the next TOTP code). */
  let signedIn: CookieJar;

  beforeAll(async () => {
    s = await createTestServices("sqlite", "write-proof", { seed: false, scrypt: FAST_SCRYPT });
    ({ server, origin } = await listenWithoutPages(s));
    editor = await makeStaff(s, "proof-editor@example.com", "editor");
    const first = await accountsOf(s).signIn(adminRequest(null), { email: editor.email, password: editor.password });
    expect(first.status).toBe("two-factor");
    const jar = new CookieJar("setCookies" in first ? first.setCookies : []);
    const second = await accountsOf(s).verifySecondFactor(adminRequest(jar), {
      code: await totpFromUri(editor.otpauthUri!, 1),
      kind: "totp",
    });
    expect(second.status).toBe("signed-in");
    signedIn = jar.add("setCookies" in second ? second.setCookies : []);
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await s?.dispose();
  });

  let n = 0;
  const redirect = (headers: Record<string, string>) =>
    fetch(`${origin}/api/v1/admin/redirects`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ from: `/moved-${++n}`, to: "/news", status: 301 }),
    });

  it("refuses a session's API write whose double submit is any token the client chose, without Origin", async () => {
    const chosen = newXsrfToken();
    const cookie = `${editor.jar.header()}; ${XSRF_COOKIE}=${chosen}`;
    const refused = await redirect({ cookie, "x-xsrf-token": chosen });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "xsrf_token_invalid" } });
    expect((await redirect({ cookie, "x-xsrf-token": chosen, "sec-fetch-site": "same-site" })).status).toBe(403);
    // A browser's fetch from the admin's own pages states its origin.
    const siteOrigin = new URL(s.config.SITE_URL).origin;
    expect((await redirect({ cookie, "x-xsrf-token": chosen, origin: siteOrigin })).status).toBe(201);
    expect((await redirect({ cookie, "x-xsrf-token": chosen, "sec-fetch-site": "same-origin" })).status).toBe(201);
  });

  it("accepts a session's API write that echoes the XSRF token its sign-in set, bound to that session", async () => {
    const bound = /XSRF-TOKEN=([A-Za-z0-9_-]{43})/.exec(signedIn.header())?.[1];
    expect(bound).toBeDefined();
    expect((await redirect({ cookie: signedIn.header(), "x-xsrf-token": bound! })).status).toBe(201);
    // The same token with another session of the same person proves nothing.
    const other = `${editor.jar.header()}; ${XSRF_COOKIE}=${bound}`;
    expect((await redirect({ cookie: other, "x-xsrf-token": bound! })).status).toBe(403);
  });

  it("takes a bearer token's write without Origin: a program has no ambient credential to borrow", async () => {
    const user = (await accountsOf(s).currentUser(adminRequest(editor.jar)))!;
    const { token } = await accountsOf(s).createToken(user, { name: "script" }, { ip: "", userAgent: "" });
    expect((await redirect({ authorization: `Bearer ${token}` })).status).toBe(201);
  });

  /** formOf as an admin action calls it, with the editor's cookies. */
  async function postForm(jar: CookieJar, headers: Record<string, string>, fields: Record<string, string>) {
    const request = new Request(`${s.config.SITE_URL.replace(/\/$/, "")}/admin/redirects`, {
      method: "POST",
      headers: { cookie: jar.header(), ...headers },
      body: new URLSearchParams(fields),
    });
    const context = new RouterContextProvider();
    context.set(servicesContext, s);
    try {
      const form = await formOf({ request, context });
      return { status: 200, form };
    } catch (thrown) {
      return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500, form: null };
    }
  }

  it("refuses an admin form post that shows neither Origin, Sec-Fetch-Site nor the session's token", async () => {
    expect((await postForm(signedIn, {}, { from: "/a" })).status).toBe(403);
    expect((await postForm(signedIn, { "sec-fetch-site": "none" }, { from: "/a" })).status).toBe(403);
    expect((await postForm(signedIn, { origin: "https://evil.example" }, { from: "/a" })).status).toBe(403);
    const chosen = newXsrfToken();
    expect((await postForm(signedIn, {}, { from: "/a", xsrfToken: chosen })).status).toBe(403);
  });

  it("accepts an admin form post with a same-origin Origin or Sec-Fetch-Site, or the session's token", async () => {
    const siteOrigin = new URL(s.config.SITE_URL).origin;
    expect((await postForm(signedIn, { origin: siteOrigin }, { from: "/a" })).form?.get("from")).toBe("/a");
    expect((await postForm(signedIn, { "sec-fetch-site": "same-origin" }, { from: "/b" })).status).toBe(200);
    const bound = /XSRF-TOKEN=([A-Za-z0-9_-]{43})/.exec(signedIn.header())![1]!;
    expect((await postForm(signedIn, {}, { from: "/c", xsrfToken: bound })).status).toBe(200);
  });
});
