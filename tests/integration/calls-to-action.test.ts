/**
 * Calls to action that fit, on the production server: each price plan's button says what
 * the content says (a free trial with a price, a talk with sales without) and opens the
 * register form with the plan chosen; the partner page opens the programme's own
 * application form, which works without JavaScript through the lead pipeline and is
 * recorded as a partner application; the header's primary action is the site settings'.
 */
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SQLITE_FILE } from "../../db/database.ts";
import { buildDirFor, ensureBuild, freePort, startServer, type RunningServer } from "../support/server.ts";
import { FORM_MIN_FILL_MS, validLead } from "../support/leads.ts";

const BUILD = buildDirFor("/");

/** The links of a page as [text, href], text without tags, entities of the href decoded. */
function links(html: string): Array<[string, string]> {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => [
    m[2]!.replace(/<[^>]+>/g, "").trim(),
    (/\bhref="([^"]*)"/.exec(m[1]!)?.[1] ?? "").replace(/&amp;/g, "&"),
  ]);
}

describe("calls to action that fit", () => {
  let server: RunningServer;
  let origin: string;
  let dataDir: string;
  let client = 0;
  beforeAll(async () => {
    ensureBuild(BUILD, { BASE_PATH: "/" });
    const port = String(await freePort());
    dataDir = `/tmp/vitrine-e/ctas-${process.pid}`;
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    origin = `http://127.0.0.1:${port}`;
    server = await startServer(
      {
        PORT: port,
        BUILD_DIR: BUILD,
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

  const page = async (p: string) => {
    const res = await fetch(`${origin}${p}`, { redirect: "manual" });
    expect(res.status, p).toBe(200);
    return res.text();
  };
  const leadsOf = (email: string) => {
    const db = new DatabaseSync(path.join(dataDir, SQLITE_FILE), { readOnly: true });
    try {
      return db.prepare("select intent, plan, source, name from leads where email = ?").all(email);
    } finally {
      db.close();
    }
  };
  function post(p: string, fields: Record<string, string>) {
    client += 1;
    return fetch(`${origin}${p}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin,
        "x-forwarded-for": `198.51.100.${client}`,
      },
      body: new URLSearchParams(fields).toString(),
    });
  }
  const formOf = (html: string) => ({
    token: /name="formToken" value="([^"]+)"/.exec(html)![1]!,
  });
  function fields(token: string, extra: Record<string, string> = {}): Record<string, string> {
    const { consent: _c, ...lead } = validLead() as Record<string, string>;
    return { ...lead, consent: "on", formToken: token, website: "", ...extra };
  }
  const wait = () => new Promise((r) => setTimeout(r, FORM_MIN_FILL_MS + 50));

  it("labels each plan's button by the plan and leads to the register form with the plan, on both skins", async () => {
    const plansOf = (html: string) => links(html).filter(([, href]) => href.includes("intent="));
    expect(plansOf(await page("/price"))).toEqual([
      ["Start a free trial: Starter", "/register?intent=trial&plan=starter"],
      ["Start a free trial: Team", "/register?intent=trial&plan=team"],
      ["Start a free trial: Business", "/register?intent=trial&plan=business"],
      ["Talk to sales: Enterprise", "/register?intent=sales&plan=enterprise"],
    ]);
    expect(plansOf(await page("/mobile/price"))).toEqual([
      ["Start a free trial", "/mobile/register?intent=trial&plan=starter"],
      ["Start a free trial", "/mobile/register?intent=trial&plan=team"],
      ["Start a free trial", "/mobile/register?intent=trial&plan=business"],
      ["Talk to sales", "/mobile/register?intent=sales&plan=enterprise"],
    ]);
    // "Book a demo" stays the header's primary action.
    expect(links(await page("/price"))).toContainEqual(["Book a demo", "/register"]);
  });

  it("opens the register form for the plan's request with the plan chosen, and records both on the lead", async () => {
    for (const [p, heading] of [
      ["/register?intent=trial&plan=team", "Start a free trial"],
      ["/mobile/register?intent=sales&plan=enterprise", "Talk to sales"],
    ] as const) {
      const html = await page(p);
      expect(html).toContain(`<h1>${heading}</h1>`);
      expect(html).toMatch(new RegExp(`<option value="${p.endsWith("team") ? "team" : "enterprise"}" selected="">`));
      expect(html).toMatch(/name="intent" value="(trial|sales)"/);
    }
    const html = await page("/register?intent=trial&plan=team");
    await wait();
    const email = `trial-${process.pid}@example.com`;
    const res = await post(
      "/register?intent=trial&plan=team",
      fields(formOf(html).token, { email, intent: "trial", plan: "team" }),
    );
    expect(res.status).toBe(302);
    expect(leadsOf(email)).toEqual([{ intent: "trial", plan: "team", source: "form", name: "Ada Lovelace" }]);
  });

  it("leads from the partner page to the programme's own application form, on both skins", async () => {
    const desktop = links(await page("/partner"));
    expect(desktop.filter(([text]) => text === "Apply to become a partner").map(([, href]) => href)).toEqual([
      "/partner/apply",
      "/partner/apply",
    ]);
    expect(desktop.some(([, href]) => href === "#tiers")).toBe(false);
    const mobile = links(await page("/mobile/partner"));
    expect(mobile.filter(([text]) => text === "Apply to become a partner").map(([, href]) => href)).toEqual([
      "/mobile/partner/apply",
      "/mobile/partner/apply",
    ]);
  });

  it("takes a partner application without JavaScript and records it as one, whatever the post claims", async () => {
    for (const skin of ["", "/mobile"]) {
      const html = await page(`${skin}/partner/apply`);
      expect(html).toContain("<h1>Apply to become a partner</h1>");
      expect(html).toContain(`action="${skin}/partner/apply"`);
      await wait();
      const email = `partner${skin.replace("/", "-")}-${process.pid}@example.com`;
      const res = await post(`${skin}/partner/apply`, fields(formOf(html).token, { email, intent: "demo" }));
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`${skin}/partner/apply?sent=1`);
      expect(await page(`${skin}/partner/apply?sent=1`)).toContain(
        "The Brightlane partner team will review your application",
      );
      expect(leadsOf(email)).toEqual([{ intent: "partner", plan: null, source: "form", name: "Ada Lovelace" }]);
    }
  });

  it("answers a partner application with a mistake with 400, keeping what was typed and storing nothing", async () => {
    const html = await page("/partner/apply");
    await wait();
    const email = `not-an-address-${process.pid}`;
    const res = await post(
      "/partner/apply",
      fields(formOf(html).token, { email, name: "Grace Hopper", message: "Resellers in the Nordics." }),
    );
    expect(res.status).toBe(400);
    const again = await res.text();
    expect(again).toContain("<h1>Apply to become a partner</h1>");
    expect(again).toContain("Work email must look like name@company.com.");
    expect(again).toContain('value="Grace Hopper"');
    expect(again).toContain(`value="${email}"`);
    expect(again).toContain("Resellers in the Nordics.</textarea>");
    expect(leadsOf(email)).toEqual([]);
    // Another site's post is refused as on the register page.
    client += 1;
    const forged = await fetch(`${origin}/partner/apply`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: new URLSearchParams(fields(formOf(html).token)).toString(),
    });
    expect(forged.status).toBe(403);
  });
});
