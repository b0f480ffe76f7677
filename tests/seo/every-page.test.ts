/**
 * Every page of both skins read the way a second visitor reads it: the sitemap's
 * URLs, their mobile twins and the spec routes the sitemap leaves out, each with a
 * title and a description of a length search results show whole, structured data
 * of the page's kind, case studies that tell each part once, and news whose reading
 * time follows from its body.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readingMinutes, wordCount } from "../../app/kernel/reading-time.ts";
import { buildDirFor, ensureBuild, freePort, startServer, type RunningServer } from "../support/server.ts";
import { typesIn } from "./schema-rules.ts";

const MAX_TITLE = 65;
const DESCRIPTION = { min: 70, max: 160 };
/** Section names that a list or detail page once tacked on in lower case: "Company news: news". */
const TEMPLATED_SUFFIX = /: (?:news|videos|solution|questions and answers|case study)$/;

function decode(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}

const text = (html: string) =>
  decode(html.replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

/** The <main> element's HTML: what the page says, without header, footer or head. */
const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

/** The text of each paragraph and list item of some HTML. */
const paragraphs = (html: string) =>
  [...html.matchAll(/<(p|li)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => text(m[2]!)).filter(Boolean);

/** The HTML of the <section> whose heading is `heading`. */
function sectionOf(html: string, heading: string): string | undefined {
  for (const m of html.matchAll(/<section\b[\s\S]*?<\/section>/g))
    if (new RegExp(`<h2[^>]*>${heading}</h2>`).test(m[0])) return m[0];
  return undefined;
}

describe("every page, as a second visitor reads it", () => {
  let server: RunningServer;
  let origin: string;
  let db: DatabaseSync;
  const pages = new Map<string, { status: number; html: string }>();

  beforeAll(async () => {
    const buildDir = buildDirFor("/");
    ensureBuild(buildDir);
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-every-page-"));
    origin = `http://127.0.0.1:${port}`;
    server = await startServer(
      { PORT: String(port), BUILD_DIR: buildDir, DATA_DIR: dataDir, SITE_URL: origin },
      120_000,
    );
    db = new DatabaseSync(path.join(dataDir, "vitrine.sqlite"), { readOnly: true });

    const urls = new Set<string>();
    const index = await (await fetch(`${origin}/sitemap.xml`)).text();
    for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const part = await (await fetch(loc!)).text();
      for (const [, u] of part.matchAll(/<loc>([^<]+)<\/loc>/g)) urls.add(decode(u!));
      for (const [, u] of part.matchAll(/<xhtml:link [^>]*href="([^"]+)"/g)) urls.add(decode(u!));
    }
    // Spec routes the sitemap does not list: the error pages and the second address of an article.
    const news = db.prepare("select id, type from news where published = 1 order by id limit 1").get() as {
      id: number;
      type: string;
    };
    for (const p of ["/404", "/500", `/detailNew/${news.type}/${news.id}`]) urls.add(origin + p);
    const all = [...urls].map((u) => u.slice(origin.length));
    for (let i = 0; i < all.length; i += 6)
      await Promise.all(
        all.slice(i, i + 6).map(async (p) => {
          const res = await fetch(origin + p, { redirect: "manual" });
          pages.set(p, { status: res.status, html: await res.text() });
        }),
      );
  }, 600_000);

  afterAll(async () => {
    db?.close();
    expect(await server?.stop()).toBe(0);
  });

  it("walks the sitemap, the mobile twins and the spec routes", () => {
    expect(pages.size).toBeGreaterThan(500);
    const unexpected = [...pages]
      .filter(([p, { status }]) => status !== ({ "/404": 404, "/500": 500 }[p] ?? 200))
      .map(([p, { status }]) => `${p}: ${status}`);
    expect(unexpected).toEqual([]);
  });

  it("gives every page a title of at most 65 characters and a description of 70 to 160", () => {
    const problems: string[] = [];
    for (const [p, { html }] of pages) {
      const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
      const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
      if (!title || title.length > MAX_TITLE) problems.push(`${p}: title of ${title.length}: ${title}`);
      if (TEMPLATED_SUFFIX.test(title.replace(/ \| Brightlane$/, ""))) problems.push(`${p}: templated title ${title}`);
      if (description.length < DESCRIPTION.min || description.length > DESCRIPTION.max)
        problems.push(`${p}: description of ${description.length}: ${description}`);
    }
    expect(problems).toEqual([]);
  });

  it("marks a single question as a QAPage and a help article as an Article", () => {
    const ldTypes = (html: string) =>
      typesIn(
        [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
          (m) => JSON.parse(m[1]!) as unknown,
        ),
      );
    const qas = [...pages].filter(([p]) => /^(\/mobile)?\/qa\/\d+$/.test(p));
    const help = [...pages].filter(([p]) => /^(\/mobile)?\/help\/\d+$/.test(p));
    expect(qas.length).toBeGreaterThan(100);
    expect(help.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const [p, { html }] of qas) {
      const types = ldTypes(html);
      if (!types.includes("QAPage") || types.includes("FAQPage")) problems.push(`${p}: ${types.join(", ")}`);
    }
    for (const [p, { html }] of help) if (!ldTypes(html).includes("Article")) problems.push(`${p}: no Article`);
    expect(problems).toEqual([]);
  });

  it("tells each part of a case study once, and its results beyond the figures above them", () => {
    const cases = [...pages].filter(([p]) => /^(\/mobile)?\/cases\/\d+$/.test(p));
    expect(cases.length).toBe(72);
    const problems: string[] = [];
    for (const [p, { html }] of cases) {
      const main = mainOf(html);
      const seen = new Set<string>();
      for (const para of paragraphs(main)) {
        // A paragraph, or every sentence of it, said again elsewhere on the page.
        const sentences = para.split(/(?<=[.!?])\s+/).filter((s) => s.split(" ").length >= 6);
        if (seen.has(para) || (sentences.length > 0 && sentences.every((s) => seen.has(s))))
          problems.push(`${p}: repeats "${para.slice(0, 60)}"`);
        seen.add(para);
        for (const s of sentences) seen.add(s);
      }
      const results = sectionOf(main, "The results");
      if (!results) {
        problems.push(`${p}: no results section`);
        continue;
      }
      const figures = /<dl [^>]*aria-label="Results in figures"[^>]*>([\s\S]*?)<\/dl>/.exec(main)?.[1] ?? "";
      const labels = [...figures.matchAll(/<dt>([\s\S]*?)<\/dt>/g)].map((m) => text(m[1]!));
      if (!labels.length) problems.push(`${p}: no figures`);
      const resultText = text(results);
      for (const label of labels) if (resultText.includes(label)) problems.push(`${p}: results restate "${label}"`);
    }
    expect(problems).toEqual([]);
  });

  it("opens the price page on both skins with the monthly prices, the ones its structured data quotes", () => {
    const desktop = pages.get("/price")!.html;
    const mobile = pages.get("/mobile/price")!.html;
    expect(desktop).toMatch(/<input [^>]*id="billing-monthly"[^>]*checked/);
    expect(desktop).not.toMatch(/<input [^>]*id="billing-yearly"[^>]*checked/);
    const current = [...mobile.matchAll(/<a [^>]*aria-current="true"[^>]*>/g)].map((m) => m[0]);
    expect(current.filter((a) => a.includes("?billing="))).toEqual([expect.stringContaining("?billing=monthly")]);
  });

  it("computes each article's reading time from its body, and gives the 20 newest 350 words or more", () => {
    const rows = db
      .prepare("select id, body_html from news where published = 1 order by published_at desc")
      .all() as Array<{ id: number; body_html: string }>;
    expect(rows.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const row of rows) {
      const expected = Math.max(1, Math.ceil(wordCount(row.body_html) / 230));
      expect(readingMinutes(row.body_html)).toBe(expected);
      for (const p of [`/detail/${row.id}`, `/mobile/detail/${row.id}`]) {
        const page = pages.get(p);
        if (!page) problems.push(`${p}: not walked`);
        // React separates the number from the words it follows with empty comments.
        else if (!page.html.replace(/<!-- -->/g, "").includes(` ${expected} min read`))
          problems.push(`${p}: does not say ${expected} min read`);
      }
    }
    const short = rows.slice(0, 20).filter((r) => wordCount(r.body_html) < 350);
    for (const r of short) problems.push(`news ${r.id}: ${wordCount(r.body_html)} words`);
    expect(problems).toEqual([]);
  });
});
