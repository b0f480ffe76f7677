/**
 * Two-step sign-in cannot be skipped: a session of a role that requires it, before
 * it is on, can only enrol (no personal API token, no draft preview), and a personal
 * token acts only while its owner meets the role's requirement. A token made with
 * `npm run admin -- create-token` (the server's own access) is the automation path.
 */
import type http from "node:http";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesContext } from "~/lib/context.server";
import { action as accountAction } from "~/routes/admin/account";
import { listenWithoutPages } from "../../tests/support/api.ts";
import {
  accountsOf,
  adminRequest,
  FAST_SCRYPT,
  makeStaff,
  totpFromUri,
  type CookieJar,
} from "../../tests/support/accounts.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { runAdminCommand } from "./cli.ts";

const CLIENT = { ip: "203.0.113.9", userAgent: "vitest" };

describe("two-step sign-in required by the role", () => {
  let s: TestServices;
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    s = await createTestServices("sqlite", "two-step", { scrypt: FAST_SCRYPT });
    ({ server, origin } = await listenWithoutPages(s));
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await s?.dispose();
  });

  /** The account page's action, as React Router calls it for a form post. */
  async function postAccount(jar: CookieJar, fields: Record<string, string>): Promise<number> {
    const base = adminRequest(jar, { path: "/admin/account" });
    const request = new Request(base.url, { method: "POST", headers: base.headers, body: new URLSearchParams(fields) });
    const context = new RouterContextProvider();
    context.set(servicesContext, s);
    try {
      const answer = (await accountAction({ request, context, params: {} } as never)) as { init?: { status?: number } };
      return answer?.init?.status ?? 200;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.status;
      return (thrown as { init?: { status?: number } }).init?.status ?? 500;
    }
  }

  const me = (token: string) => fetch(`${origin}/api/v1/admin/me`, { headers: { authorization: `Bearer ${token}` } });

  it("refuses a personal API token to an editor who has not enrolled, and lets them enrol", async () => {
    const editor = await makeStaff(s, "new-editor@example.com", "editor", false);
    expect(await postAccount(editor.jar, { intent: "create-token", name: "mine" })).toBe(403);
    const audited = await s.audit.list({ action: "refused.two-factor" });
    expect(audited.entries[0]).toMatchObject({ actorEmail: editor.email, targetId: "POST /admin/account" });
    const user = (await accountsOf(s).currentUser(adminRequest(editor.jar)))!;
    expect(await accountsOf(s).listTokens(user)).toEqual([]);
    await expect(accountsOf(s).createToken(user, { name: "direct" }, CLIENT)).rejects.toMatchObject({
      code: "forbidden",
    });
    expect(await postAccount(editor.jar, { intent: "start-totp", password: editor.password })).toBe(200);
  });

  it("stops an author's token when the role comes to require two-step sign-in, until the author enrols", async () => {
    const author = await makeStaff(s, "author@example.com", "author", false);
    const user = (await accountsOf(s).currentUser(adminRequest(author.jar)))!;
    const { token } = await accountsOf(s).createToken(user, { name: "laptop" }, CLIENT);
    expect((await me(token)).status).toBe(200);

    const chief = await makeStaff(s, "chief@example.com", "admin");
    const admin = (await accountsOf(s).currentUser(adminRequest(chief.jar)))!;
    await accountsOf(s).updateSettings(admin, { require2faFor: ["admin", "editor", "author"] }, CLIENT);
    const refused = await me(token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "two_factor_required" } });
    const write = await fetch(`${origin}/api/v1/admin/redirects`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ from: "/old-page", to: "/news", status: 301 }),
    });
    expect(write.status).toBe(403);

    const { otpauthUri } = await accountsOf(s).startTotpEnrolment(adminRequest(author.jar), {
      password: author.password,
    });
    await accountsOf(s).confirmTotpEnrolment(adminRequest(author.jar), { code: await totpFromUri(otpauthUri) });
    expect((await me(token)).status).toBe(200);
    await accountsOf(s).updateSettings(admin, { require2faFor: ["admin", "editor"] }, CLIENT);
  });

  it("lets a token made with npm run admin -- create-token act for an account that has not enrolled", async () => {
    const bot = await makeStaff(s, "deploy-bot@example.com", "editor", false);
    let out = "";
    const code = await runAdminCommand(
      ["create-token", "--email", bot.email, "--name", "deploy"],
      { DATA_DIR: s.dataDir, DATABASE_URL: "", LOG_LEVEL: "silent", NODE_ENV: "test" },
      { out: (text) => void (out += text), err: () => undefined },
    );
    expect(code).toBe(0);
    const token = /vtr_[A-Za-z0-9_-]{43}/.exec(out)![0];
    expect((await me(token)).status).toBe(200);
  });

  it("sends a session that has not enrolled from a draft preview to its account page", async () => {
    const editor = await makeStaff(s, "previewing-editor@example.com", "editor", false);
    // The demo seed's first news item.
    const res = await fetch(`${origin}/preview/draft/news/1`, {
      headers: { cookie: editor.jar.header() },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/account");
  });
});
