/**
 * A refused post from a page's lead form block, on the production build (decision 0085): the
 * register page shown again asks only the fields the block asked, in the block's order, with what
 * was typed and the page it came from; the corrected post is held to the same fields and records
 * that page, on both skins. A refused post from the register page itself keeps the whole form.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff } from "../../tests/support/accounts.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { ensureBuild, root } from "../../tests/support/server.ts";
import { createApp } from "../app.ts";
import { createLogger } from "../logger.ts";

const SITE = "http://brightlane.test";
const PAGE = {
  path: "campaigns/short-form",
  title: "Short form",
  blocks: [{ type: "lead-form", heading: "Write to us", intro: "", fields: ["message", "company"] }],
};
/** The block asks name and email, then its chosen fields in the register form's order, then consent. */
const ASKED = ["name", "email", "company", "message", "consent"];
const NOT_ASKED = ["phone", "jobTitle", "companySize", "region", "product", "plan"];
const EMAIL_REFUSED = "Work email must look like name@company.com.";

describe("a refused post from a page's lead form", () => {
  let s: TestServices;
  let server: http.Server;
  let origin: string;
  let formToken = "";
  let client = 0;

  beforeAll(async () => {
    ensureBuild("build");
    s = await createTestServices("sqlite", "blockrefusal", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
      env: { SITE_URL: SITE, TRUST_PROXY: "loopback", FORM_MIN_FILL_MS: "0" },
    });
    const build = (await import(pathToFileURL(path.join(root, "build", "server", "index.js")).href)) as ServerBuild;
    const app = createApp({ config: s.config, logger: createLogger(s.config), services: s, build });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const made = await makeStaff(s, "block-refusal-editor@example.com", "editor", false);
    const user = (await accountsOf(s).currentUser(adminRequest(made.jar)))!;
    const { token } = await accountsOf(s).createAutomationToken(user, { name: "tests" }, { ip: "", userAgent: "" });
    const admin = (route: string, body?: unknown) =>
      fetch(`${origin}/api/v1/admin${route}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    const created = await admin("/pages", PAGE);
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await admin(`/pages/${id}/publish`)).status).toBe(200);
    const page = await (await fetch(`${origin}/${PAGE.path}`)).text();
    formToken = /name="formToken" value="([^"]+)"/.exec(page)?.[1] ?? "";
    expect(formToken).not.toBe("");
  }, 900_000);
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await s?.dispose();
  });

  /** A form post as a browser sends it, each from a visitor of its own (five posts a minute per address). */
  const post = (route: string, fields: Record<string, string>) =>
    fetch(`${origin}${route}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: SITE,
        "x-forwarded-for": `198.51.100.${++client}`,
      },
      body: new URLSearchParams({ formToken, website: "", consent: "on", ...fields }),
    });
  /** The names of the fields the page's form holds, in their order (hidden ones and the trap left out). */
  const fieldNames = (html: string) => {
    const form = /<form[^>]*data-lead-form[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? "";
    return [...form.matchAll(/<(input|select|textarea)\b([^>]*)>/g)]
      .filter(([, , attrs]) => !/type="hidden"/.test(attrs!))
      .map(([, , attrs]) => /name="([^"]+)"/.exec(attrs!)?.[1])
      .filter((name) => name !== "website");
  };
  const storedPage = async (email: string) =>
    (await s.db.kysely
      .selectFrom("leads")
      .select(["source_page", "phone", "company"])
      .where("email", "=", email)
      .executeTakeFirst()) ?? null;

  for (const [skin, register, sourcePage] of [
    ["desktop", "/register", `/${PAGE.path}`],
    ["mobile", "/mobile/register", `/mobile/${PAGE.path}`],
  ] as const) {
    it(`${skin}: shows only the block's fields with what was typed, and takes the corrected form from its page`, async () => {
      const typed = { sourcePage: `/${PAGE.path}`, name: "Robin Reader", company: "Northwind Freight" };
      const refused = await post(register, { ...typed, email: "robin@localhost", message: "Call me" });
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(fieldNames(html)).toEqual(ASKED);
      for (const field of NOT_ASKED) expect(html).not.toContain(`name="${field}"`);
      expect(html).toContain(EMAIL_REFUSED);
      expect(html).toContain('value="robin@localhost"');
      expect(html).toContain('value="Northwind Freight"');
      // The page the visitor was on, named in the skin's own addresses.
      expect(html).toContain(`name="sourcePage" value="${sourcePage}"`);

      const email = `robin-${skin}@northwind.example`;
      const sent = await post(register, { ...typed, sourcePage, email, message: "Call me" });
      expect(sent.status).toBe(302);
      expect(sent.headers.get("location")).toBe(`${register}?sent=1`);
      expect(await storedPage(email)).toEqual({ source_page: sourcePage, phone: "", company: "Northwind Freight" });
    });
  }

  it("keeps the whole form after a refused post from the register page itself", async () => {
    const refused = await post("/register", { name: "Robin Reader", email: "robin@localhost" });
    expect(refused.status).toBe(400);
    const names = fieldNames(await refused.text());
    expect(names).toEqual(expect.arrayContaining([...ASKED, ...NOT_ASKED]));
  });
});
