/**
 * Sign-in cannot be used to lock out or exhaust: the account's delay grows with its
 * failures but never holds a browser that signed in to it before (the signed device
 * cookie), and password hashing is bounded, the rest answered busy (503) at once.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesContext } from "~/lib/context.server";
import { action as signInAction } from "~/routes/admin/sign-in";
import {
  accountsOf,
  adminRequest,
  CookieJar,
  FAST_SCRYPT,
  GOOD_PASSWORD,
  makeStaff,
} from "../../tests/support/accounts.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import type { SignInResult } from "../../app/kernel/services/accounts.ts";

describe("the account's soft lock", () => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices("sqlite", "soft-lock", { seed: false, scrypt: FAST_SCRYPT });
  });
  afterAll(async () => s?.dispose());

  const signIn = (email: string, password: string, ip: string, jar: CookieJar | null = null) =>
    accountsOf(s).signIn(adminRequest(jar, { ip }), { email, password });

  it("makes the delay grow with the failures, from any addresses", async () => {
    await makeStaff(s, "growing@example.com", "author", false);
    const waits: Array<number | null> = [];
    for (let i = 1; i <= 25; i++) {
      const result = await signIn("growing@example.com", `wrong guess ${i}`, `203.0.113.${i}`);
      waits.push(result.status === "throttled" ? result.retryAfter : null);
    }
    expect(waits.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(waits[5]).toBeGreaterThan(0);
    expect(waits[5]).toBeLessThanOrEqual(60);
    expect(waits[10]).toBeGreaterThan(60);
    expect(waits[10]).toBeLessThanOrEqual(300);
    expect(waits[20]).toBeGreaterThan(300);
    expect(waits[20]).toBeLessThanOrEqual(900);
  });

  it("lets the browser that signed in before in with the right password, however many failures elsewhere", async () => {
    const owner = await makeStaff(s, "owner@example.com", "author", false);
    const first = await signIn(owner.email, GOOD_PASSWORD, "198.51.100.10");
    expect(first.status).toBe("signed-in");
    const device = new CookieJar((first as { setCookies: string[] }).setCookies.filter((c) => c.includes(".device=")));
    expect(device.names()).toEqual(["vitrine.device"]);
    let last: SignInResult | undefined;
    for (let i = 1; i <= 25; i++) last = await signIn(owner.email, `wrong guess ${i}`, `192.0.2.${i}`);
    expect(last?.status).toBe("throttled");
    // A stranger with the right password waits.
    expect((await signIn(owner.email, GOOD_PASSWORD, "192.0.2.200")).status).toBe("throttled");
    // A device cookie for another account, or made up, is no help.
    const other = await makeStaff(s, "other@example.com", "author", false);
    const theirs = await signIn(other.email, GOOD_PASSWORD, "198.51.100.11");
    const theirDevice = new CookieJar(
      (theirs as { setCookies: string[] }).setCookies.filter((c) => c.includes(".device=")),
    );
    expect((await signIn(owner.email, GOOD_PASSWORD, "198.51.100.11", theirDevice)).status).toBe("throttled");
    const forged = new CookieJar([`vitrine.device=${device.header().split("=")[1]!.split(".")[0]}.${"A".repeat(43)}`]);
    expect((await signIn(owner.email, GOOD_PASSWORD, "198.51.100.12", forged)).status).toBe("throttled");
    // The owner's own browser does not wait (and its success clears the failures).
    expect((await signIn(owner.email, GOOD_PASSWORD, "198.51.100.10", device)).status).toBe("signed-in");
  });
});

describe("bounded password hashing", () => {
  let s: TestServices;
  beforeAll(async () => {
    // scrypt at 2^14 takes long enough that thirty sign-ins overlap.
    s = await createTestServices("sqlite", "hash-queue", {
      seed: false,
      scrypt: { N: 2 ** 14, r: 8, p: 1 },
      hashQueue: { concurrency: 1, waiting: 2 },
    });
  });
  afterAll(async () => s?.dispose());

  it("answers thirty concurrent anonymous sign-ins from thirty addresses with at most three hashing, the rest busy at once", async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        accountsOf(s).signIn(adminRequest(null, { ip: `198.51.100.${i + 1}` }), {
          email: `nobody${i}@example.com`,
          password: "a guess that is wrong",
        }),
      ),
    );
    const busy = results.filter((r) => r.status === "busy");
    expect(results.filter((r) => r.status === "invalid").length).toBeLessThanOrEqual(3);
    expect(busy.length).toBeGreaterThanOrEqual(27);
    for (const r of busy) expect(r).toMatchObject({ retryAfter: 2 });
    // Once the queue has drained, sign-in works again.
    const later = await accountsOf(s).signIn(adminRequest(null, { ip: "198.51.100.99" }), {
      email: "nobody@example.com",
      password: "a guess that is wrong",
    });
    expect(later.status).toBe("invalid");
  });

  it("answers the sign-in form 503 with Retry-After past the queue, keeping the address typed", async () => {
    const post = async (i: number) => {
      const base = adminRequest(null, { ip: `192.0.2.${i + 1}`, path: "/admin/sign-in" });
      const request = new Request(base.url, {
        method: "POST",
        headers: base.headers,
        body: new URLSearchParams({ email: `someone${i}@example.com`, password: "a guess that is wrong" }),
      });
      const context = new RouterContextProvider();
      context.set(servicesContext, s);
      return (await signInAction({ request, context, params: {} } as never)) as unknown as {
        init: { status: number; headers: Record<string, string> };
        data: { values: { email: string } };
      };
    };
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => post(i)));
    const busy = answers.filter((a) => a.init.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.init.headers["Retry-After"]).toBe("2");
    expect(busy[0]!.data.values.email).toMatch(/^someone\d@example.com$/);
  });
});
