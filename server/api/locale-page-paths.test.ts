/**
 * Every configured locale's prefix is kept from pages of blocks (decision 0102): the admin
 * API refuses such an address with a 400 on the path field, and a start with a locale whose
 * prefix a published page already has stops, naming the page, until the page moves.
 */
import type http from "node:http";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff } from "../../tests/support/accounts.ts";
import { listenWithoutPages } from "../../tests/support/api.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { parseConfig } from "../config.ts";
import { createServices } from "../services.ts";

const PAGE = {
  title: "Spring offers",
  seoDescription: "What Brightlane offers this spring, and how to try it.",
  blocks: [{ type: "cta", heading: "Try it", text: "", label: "Start", href: "/register" }],
};

describe("pages of blocks and the locales' prefixes", () => {
  let s: TestServices;
  let server: http.Server;
  let api: string;
  let token: string;

  beforeAll(async () => {
    s = await createTestServices("sqlite", "locale-paths", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
      env: { LOCALES: "en,zh-Hans" },
    });
    const listening = await listenWithoutPages(s);
    server = listening.server;
    api = `${listening.origin}/api/v1/admin`;
    const made = await makeStaff(s, "locale-paths-editor@example.com", "editor", false);
    const user = (await accountsOf(s).currentUser(adminRequest(made.jar)))!;
    token = (await accountsOf(s).createAutomationToken(user, { name: "tests" }, { ip: "", userAgent: "" })).token;
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await s?.dispose();
  });

  const call = async (method: string, route: string, body?: unknown) => {
    const res = await fetch(`${api}${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };

  it("refuses a configured locale's prefix with a 400 on the path field, and takes another language's", async () => {
    for (const path of ["zh", "zh/spring"]) {
      const res = await call("POST", "/pages", { ...PAGE, path });
      expect(res.status, path).toBe(400);
      expect(res.body.error.fields).toEqual({ path: "/zh/ is the address of the site in zh-Hans" });
    }
    const created = await call("POST", "/pages", { ...PAGE, path: "de/spring" });
    expect(created.status).toBe(201);
    expect((await call("POST", `/pages/${created.body.id}/publish`)).status).toBe(200);
  });

  it("will not start with a locale whose prefix a published page has, naming the page", async () => {
    const start = (locales: string) =>
      createServices(parseConfig({ ...process.env, ...configOf(s), LOCALES: locales }), pino({ level: "silent" }), {
        media: false,
        seed: false,
        auditRetention: false,
        jobIntervalMs: 0,
      });
    await expect(start("en,zh-Hans,de")).rejects.toThrow(
      "LOCALES: de would serve its pages under /de/, where the published page “Spring offers” is (/de/spring): give the page another address first",
    );
    const other = await start("en,fr");
    await other.close();
  }, 60_000);
});

/** The configuration the suite's services started with, as environment variables. */
function configOf(s: TestServices): Record<string, string> {
  return { NODE_ENV: "test", DATA_DIR: s.dataDir, DATABASE_URL: "", BASE_PATH: "/", LOG_LEVEL: "silent" };
}
