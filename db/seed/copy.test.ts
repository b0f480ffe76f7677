/**
 * The demo copy reads as written per item: the measures of the browser audit
 * (shared sentences, summaries repeated as first paragraphs, one pull quote for
 * every article), run over the built seed.
 */
import { describe, expect, it } from "vitest";
import { buildSeed, type SeedRows } from "./build.ts";
import { CATEGORY_LABELS, PARTNER_TIERS } from "../../app/kernel/content-constants.ts";

/** Plain text of some HTML, with a sentence break wherever a block ends. */
function plain(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6]|blockquote|dd|dt)>/g, ". ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** The sentences of more than `minWords` words in a text, normalised. */
export function longSentences(text: string, minWords = 9): string[] {
  return text
    .split(/(?<=[.!?])\s+|\.\s*\.\s*/)
    .map((s) =>
      s
        .toLowerCase()
        .replace(/["“”‘’()]/g, "")
        .replace(/[.!?;:,]+$/, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((s) => s.split(" ").filter(Boolean).length >= minWords);
}

type Item = { key: string; text: string };

/** Every item of each collection, with all the prose it shows. */
function itemsByType(rows: SeedRows): Record<string, Item[]> {
  const details = (json: string | null | undefined) => {
    if (!json) return "";
    const texts: string[] = [];
    JSON.stringify(JSON.parse(json), (_k, v: unknown) => {
      if (typeof v === "string") texts.push(plain(v));
      return v;
    });
    return texts.join(". ");
  };
  const prose = (r: { title?: string; summary?: string | null; body_html?: string | null }, extra = "") =>
    [r.title ?? "", r.summary ?? "", plain(r.body_html ?? ""), extra].join(". ");
  return {
    news: rows.news.map((r) => ({ key: `news ${r.id}`, text: prose(r) })),
    cases: rows.cases.map((r) => ({ key: `case ${r.id}`, text: prose(r, details(r.details)) })),
    solutions: rows.solutions.map((r) => ({ key: `solution ${r.id}`, text: prose(r, details(r.features)) })),
    videos: rows.videos.map((r) => ({ key: `video ${r.id}`, text: prose(r) })),
    qas: rows.qas.map((r) => ({ key: `qa ${r.id}`, text: prose(r) })),
    help: rows.help_articles.map((r) => ({ key: `help ${r.id}`, text: prose(r) })),
    promotions: rows.promotions.map((r) => ({ key: `promotion ${r.id}`, text: prose(r, r.terms ?? "") })),
    services: rows.services.map((r) => ({ key: `service ${r.id}`, text: prose(r) })),
    partners: rows.partners.map((r) => ({ key: `partner ${r.id}`, text: prose(r) })),
  };
}

describe("the demo copy", () => {
  const { rows } = buildSeed();
  const types = itemsByType(rows);

  it("repeats no sentence longer than eight words in more than two items of a type", () => {
    const problems: string[] = [];
    let sentences = 0;
    for (const [type, items] of Object.entries(types)) {
      const seen = new Map<string, Set<string>>();
      for (const item of items)
        for (const s of longSentences(item.text)) {
          sentences++;
          seen.set(s, (seen.get(s) ?? new Set()).add(item.key));
        }
      for (const [s, keys] of seen) if (keys.size > 2) problems.push(`${type}: "${s}" in ${[...keys].join(", ")}`);
    }
    expect(problems).toEqual([]);
    // The measure means something only over a site-sized amount of prose.
    expect(sentences).toBeGreaterThan(1200);
  });

  it("never repeats a summary as the first paragraph of the body", () => {
    const first = (html: string) => plain(/<p>(.*?)<\/p>/.exec(html)?.[1] ?? "").trim();
    const problems = Object.values({
      news: rows.news,
      cases: rows.cases,
      solutions: rows.solutions,
      videos: rows.videos,
      qas: rows.qas,
      help: rows.help_articles,
      promotions: rows.promotions,
      services: rows.services,
    })
      .flat()
      .filter((r) => r.summary && r.body_html && first(r.body_html) === plain(r.summary).trim())
      .map((r) => r.title);
    expect(problems).toEqual([]);
  });

  it("gives every news article its own pull quote and every case study its own story", () => {
    const quotes = rows.news.map((n) => /<blockquote>(.*?)<\/blockquote>/s.exec(n.body_html)?.[1]);
    expect(quotes.every(Boolean)).toBe(true);
    const published = rows.cases.filter((c) => c.published);
    const stories = published.map((c) => JSON.parse(c.details) as Record<string, { bodyHtml?: string; text?: string }>);
    for (const part of ["challenge", "solution", "results"] as const)
      expect(new Set(stories.map((s) => s[part]!.bodyHtml)).size, part).toBe(published.length);
    expect(new Set(stories.map((s) => s.quote!.text)).size).toBe(published.length);
    expect(new Set(quotes).size).toBe(quotes.length);
  });

  it("has authors with names and roles, and dates spread over two years", () => {
    for (const n of rows.news) expect(n.author, n.title).toMatch(/^[A-Z][a-z]+ [A-Z][\w'-]+, [A-Za-z]/);
    const dates = rows.news.map((n) => Date.parse(n.published_at));
    const span = (Math.max(...dates) - Math.min(...dates)) / 86_400_000;
    expect(span).toBeGreaterThan(640);
    expect(span).toBeLessThan(740);
    // No month of the two years without news, none with a flood of it.
    const months = new Map<string, number>();
    for (const d of dates)
      months.set(new Date(d).toISOString().slice(0, 7), (months.get(new Date(d).toISOString().slice(0, 7)) ?? 0) + 1);
    expect(months.size).toBeGreaterThanOrEqual(22);
    expect(Math.max(...months.values())).toBeLessThanOrEqual(6);
  });
});

describe("the amount of demo content", () => {
  const { rows } = buildSeed();
  const published = <T extends { published?: boolean | number }>(list: T[]) => list.filter((r) => r.published);
  const count = <T>(list: T[], key: (r: T) => string) =>
    list.reduce((m, r) => m.set(key(r), (m.get(key(r)) ?? 0) + 1), new Map<string, number>());

  it("is enough to feel like a real company's site", () => {
    const solutions = count(published(rows.solutions), (r) => r.type);
    expect(solutions.size).toBe(6);
    for (const [type, n] of solutions) expect(n, type).toBeGreaterThanOrEqual(3);
    const cases = count(published(rows.cases), (r) => r.type);
    expect(cases.size).toBe(6);
    for (const [type, n] of cases) expect(n, type).toBeGreaterThanOrEqual(6);
    const news = count(published(rows.news), (r) => r.type);
    expect(news.size).toBe(4);
    expect(published(rows.news).length).toBeGreaterThanOrEqual(60);
    expect(published(rows.qas).length).toBeGreaterThanOrEqual(40);
    expect(published(rows.help_articles).length).toBeGreaterThanOrEqual(40);
    expect(published(rows.videos).length).toBeGreaterThanOrEqual(30);
    expect(published(rows.partners).length).toBeGreaterThanOrEqual(24);
    // Three tiers, each smaller than the one below it.
    const tiers = count(published(rows.partners), (r) => r.tier);
    expect([...tiers.keys()].sort()).toEqual(["gold", "silver", "strategic"]);
    expect(tiers.get("strategic")!).toBeLessThan(tiers.get("gold")!);
    expect(tiers.get("gold")!).toBeLessThan(tiers.get("silver")!);
    // The copy that counts the tiers agrees.
    const counted = JSON.stringify(rows).match(/\b(?:one|two|three|four|five|\d+) (?:partner )?tiers\b/gi) ?? [];
    expect(counted.filter((s) => !/^three /i.test(s))).toEqual([]);
    // The partner page's document names the tiers in the programme's order, top tier first.
    const partnerPage = rows.pages.find((p) => p.path === "partner")!;
    const columns = (
      JSON.parse(String(partnerPage.blocks)) as Array<{ type: string; columns?: { heading: string }[] }>
    ).find((b) => b.type === "columns")!.columns!;
    expect(columns.map((c) => c.heading)).toEqual(PARTNER_TIERS.map((t) => CATEGORY_LABELS[t]));
  });

  it("files the help articles in a two-level topic tree", () => {
    const byId = new Map(rows.help_categories.map((c) => [c.id, c]));
    for (const a of rows.help_articles) {
      const leaf = byId.get(a.category_id)!;
      expect(leaf.parent_id, a.title).not.toBeNull();
      expect(byId.get(leaf.parent_id!)!.parent_id).toBeNull();
    }
  });
});
