/**
 * Every page of the sitemap, desktop and mobile, is valid HTML by the Nu HTML
 * Checker (decision 0026): the pages are saved once, then one checker run reads
 * them all. A desktop page a phone is sent elsewhere from is checked where it
 * lands; the not-found pages of both variants are checked as well. The same pages
 * then show that each action and section has one name.
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestButtons } from "../../app/kernel/ui-strings/forms.ts";
import { registerButton } from "../../app/kernel/ui-strings/events.ts";
import { CASES_LABEL, PRIMARY_CTA, QAS_LABEL } from "../../app/kernel/content-constants.ts";
import { desktop, mobile } from "../../app/kernel/links.ts";
import { nuCheckerMessages } from "../support/html-checker.ts";
import { buildDirFor, ensureBuild, startServer, type RunningServer } from "../support/server.ts";

const PORT = 4605;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => ["url", "sitemap", "xhtml:link"].includes(name),
});

/** Every page URL of the sitemap index, with the mobile alternates the sitemaps name. */
async function sitemapUrls(): Promise<string[]> {
  const found = new Set<string>();
  const index = xml.parse(await (await fetch(`${ORIGIN}/sitemap.xml`)).text()) as {
    sitemapindex: { sitemap: Array<{ loc: string }> };
  };
  for (const { loc } of index.sitemapindex.sitemap) {
    const set = xml.parse(await (await fetch(loc)).text()) as {
      urlset: { url: Array<{ loc: string; "xhtml:link"?: Array<{ "@href": string }> }> };
    };
    for (const u of set.urlset.url) {
      found.add(u.loc);
      for (const alt of u["xhtml:link"] ?? []) found.add(alt["@href"]);
    }
  }
  return [...found];
}

describe("valid HTML", () => {
  let server: RunningServer;
  let dir: string;
  // File name -> the URL it was fetched from.
  const saved = new Map<string, string>();

  beforeAll(async () => {
    ensureBuild(buildDirFor("/"), { BASE_PATH: "/" });
    mkdirSync("/tmp/vitrine-f", { recursive: true });
    const dataDir = mkdtempSync("/tmp/vitrine-f/html-");
    server = await startServer(
      { PORT: String(PORT), BASE_PATH: "/", BUILD_DIR: buildDirFor("/"), DATA_DIR: dataDir, SITE_URL: ORIGIN },
      120_000,
    );
    dir = mkdtempSync(path.join(tmpdir(), "vitrine-vnu-"));
  }, 240_000);
  afterAll(async () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    expect(await server?.stop()).toBe(0);
  });

  it("gives the Nu HTML Checker no error on any sitemap page, desktop or mobile, nor on the not-found pages", async () => {
    const urls = await sitemapUrls();
    expect(urls.length).toBeGreaterThan(300);
    expect(urls.some((u) => u.startsWith(`${ORIGIN}/mobile`))).toBe(true);

    const save = (url: string, html: string) => {
      const file = path.join(dir, `page-${saved.size}.html`);
      writeFileSync(file, html);
      saved.set(file, url);
    };
    const visits = [
      ...urls.flatMap((url) => [
        { url, agent: undefined },
        { url, agent: PHONE },
      ]),
      { url: `${ORIGIN}/no-such-page`, agent: undefined },
      { url: `${ORIGIN}/mobile/no-such-page`, agent: PHONE },
    ];
    const seen = new Set<string>();
    const problems: string[] = [];
    for (let i = 0; i < visits.length; i += 8) {
      await Promise.all(
        visits.slice(i, i + 8).map(async ({ url, agent }) => {
          const res = await fetch(url, { headers: agent ? { "user-agent": agent } : {} });
          const html = await res.text();
          const expected = url.includes("no-such-page") ? 404 : 200;
          if (res.status !== expected) problems.push(`${url}: status ${res.status}`);
          // A phone that stays on the desktop page gets the same document; check it once.
          const key = `${res.url} ${createHash("sha256").update(html).digest("hex")}`;
          if (seen.has(key)) return;
          seen.add(key);
          save(res.url, html);
        }),
      );
    }
    expect(problems).toEqual([]);

    const messages = await nuCheckerMessages(dir);
    const errors = messages
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      .map((m) => {
        const file = decodeURIComponent(m.url.replace(/^file:/, ""));
        return `${saved.get(file) ?? file}:${m.lastLine ?? "?"} ${m.message} ${m.extract ?? ""}`;
      });
    expect(saved.size).toBeGreaterThan(300);
    expect(errors).toEqual([]);
  }, 300_000);

  // Runs on the pages the test above saved.
  it("gives each action and section one name on every page", () => {
    expect(saved.size).toBeGreaterThan(300);
    const register = new Set([desktop.register(), desktop.register(true), mobile.register(), mobile.register(true)]);
    const wrong = new Map<string, string>();
    let submits = 0;
    for (const [file, url] of saved) {
      const html = readFileSync(file, "utf8");
      for (const m of html.matchAll(/<(a|button)\b([^>]*)>([\s\S]*?)<\/\1>/g)) {
        const text = m[3]!
          .replace(/<[^>]+>/g, "")
          .replace(/&amp;/g, "&")
          .replace(/\s+/g, " ")
          .trim();
        const href = /\bhref="([^"]*)"/.exec(m[2]!)?.[1];
        // A capitalised link to the register form is a call to action (a card link may say more
        // around it); a lower-case one is prose.
        const toRegister = href !== undefined && register.has(href) && /^[A-Z]/.test(text);
        const submit = m[1] === "button" && /class="[^"]*\breg-submit\b/.test(m[2]!);
        if (submit) submits++;
        // The partner application's and an event's buttons name their own actions; every other
        // form books a demo.
        const action = !submit
          ? PRIMARY_CTA
          : /\/partner\/apply(\?|$)/.test(url)
            ? requestButtons.partner
            : /\/events\/\d+$/.test(url)
              ? registerButton
              : PRIMARY_CTA;
        const otherName = ["Cases", "Q&A", "Register", "Request a demo", "Request my demo", "Start free trial"];
        if (
          ((toRegister || submit) && !text.includes(action)) ||
          otherName.some((n) => text === n || text.startsWith(`${n}:`))
        )
          wrong.set(text, url);
      }
    }
    expect(Object.fromEntries(wrong)).toEqual({});
    expect(submits).toBeGreaterThan(0);
    expect([PRIMARY_CTA, CASES_LABEL, QAS_LABEL]).toEqual(["Book a demo", "Case studies", "Questions and answers"]);
  });
});
