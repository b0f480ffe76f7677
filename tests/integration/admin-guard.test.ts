import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { admin } from "~/kernel/admin-links";
import { servicesContext, type Services } from "~/lib/context.server";
import { AccessDenied, AccountsError, type StaffUser } from "../../app/kernel/services/accounts.ts";
import { refusal, requestWithCookies, requireStaff, routerPathOf, safeRedirectTo } from "~/routes/admin/guard.server";

const SITE = "http://site.test";

function staff(role: StaffUser["role"], extra: Partial<StaffUser> = {}): StaffUser {
  return {
    id: "u1",
    email: `${role}@example.com`,
    name: role,
    role,
    sessionId: "s1",
    tokenId: null,
    twoFactorEnabled: true,
    twoFactorEnrolmentRequired: false,
    ...extra,
  };
}

function argsFor(user: StaffUser | null, url = `${SITE}/admin/users`, method = "GET") {
  const context = new RouterContextProvider();
  const accounts = { currentUser: () => Promise.resolve(user) };
  const audit = { refused: () => Promise.resolve() };
  context.set(servicesContext, { accounts, audit, config: { SITE_URL: SITE } } as unknown as Services);
  return { request: new Request(url, { method }), context };
}

/** The status of what a loader threw: a redirect Response or React Router's data(). */
function statusOf(thrown: unknown): number | undefined {
  if (thrown instanceof Response) return thrown.status;
  return (thrown as { init?: { status?: number } } | undefined)?.init?.status;
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a refusal");
}

describe("safeRedirectTo", () => {
  it("keeps same-site admin paths with their query", () => {
    expect(safeRedirectTo("/admin/users")).toBe("/admin/users");
    expect(safeRedirectTo("/admin/audit?actor=a%40b.c&page=2")).toBe("/admin/audit?actor=a%40b.c&page=2");
    expect(safeRedirectTo("/admin")).toBe("/admin");
  });

  it("sends everything else to the dashboard", () => {
    for (const bad of [
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example/admin",
      "/admin/../news",
      "/news",
      "/administrator",
      "/",
      "admin/users",
      "/admin/sign-in",
      "/admin/two-factor",
      "/admin/sign-out",
      "/admin/setup/abc",
      "/admin/forgot-password",
      "/admin/reset-password/abc",
      "/admin/\u0000",
      "",
      null,
      42,
    ]) {
      expect(safeRedirectTo(bad), String(bad)).toBe(admin.dashboard());
    }
  });
});

describe("requireStaff", () => {
  it("sends someone signed out to sign in, with the page they asked for", async () => {
    const error = await thrown(requireStaff(argsFor(null, `${SITE}/admin/audit?page=2`)));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(302);
    expect((error as Response).headers.get("location")).toBe(admin.signIn("/admin/audit?page=2"));
  });

  it("sends a form posted after the session lapsed to sign in, then back to its page", async () => {
    const error = await thrown(requireStaff(argsFor(null, `${SITE}/admin/content/news/new.data`, "POST")));
    expect((error as Response).headers.get("location")).toBe(admin.signIn("/admin/content/news/new"));
  });

  it("gives a role without the right a 403, and lets one with it through", async () => {
    const denied = await thrown(requireStaff(argsFor(staff("editor")), "users.read"));
    expect(statusOf(denied)).toBe(403);
    await expect(requireStaff(argsFor(staff("admin")), "users.read")).resolves.toMatchObject({ role: "admin" });
    // Deny by default: a role the policy does not know gets nothing, not even the dashboard.
    const unknown = await thrown(requireStaff(argsFor(staff("intern" as StaffUser["role"]))));
    expect(statusOf(unknown)).toBe(403);
  });

  it("sends someone who must turn on two-step sign-in to their account page first", async () => {
    const user = staff("editor", { twoFactorEnabled: false, twoFactorEnrolmentRequired: true });
    const error = await thrown(requireStaff(argsFor(user)));
    expect((error as Response).headers.get("location")).toBe(admin.account());
    await expect(requireStaff(argsFor(user), "sessions.own", { enrolling: true })).resolves.toBe(user);
  });
});

describe("routerPathOf", () => {
  it("gives the router path and query of a page or its data request", () => {
    expect(routerPathOf(new Request(`${SITE}/admin/audit?page=2`))).toBe("/admin/audit?page=2");
    expect(routerPathOf(new Request(`${SITE}/admin/users.data`))).toBe("/admin/users");
  });
});

describe("requestWithCookies", () => {
  it("adds the cookies just set to those the browser sent", () => {
    const request = new Request(`${SITE}/admin/setup/x`, { headers: { cookie: "a=1; session=old" } });
    const next = requestWithCookies(request, ["session=new; Path=/; HttpOnly", "b=2; Path=/"]);
    expect(next.headers.get("cookie")).toBe("a=1; session=new; b=2");
  });
});

describe("refusal", () => {
  it("maps the service's refusals to form answers, and a policy refusal to the 403 page", () => {
    const answer = refusal(new AccountsError("conflict", "Already invited.", { email: "Taken" }), "invite", {
      email: "x@y.z",
    });
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toMatchObject({ intent: "invite", formError: "Already invited.", values: { email: "x@y.z" } });
    expect(refusal(new AccountsError("not_found", "No such user."), "disable").init?.status).toBe(404);
    let denied: unknown;
    try {
      refusal(new AccessDenied(), "disable");
    } catch (error) {
      denied = error;
    }
    expect(statusOf(denied)).toBe(403);
    expect(() => refusal(new Error("boom"), "x")).toThrow("boom");
  });
});
