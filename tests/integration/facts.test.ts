/**
 * One fact sheet (app/kernel/facts.ts): no page states another value for a fact
 * it names. The check reads every sentence the site can show (the seeded content, the
 * pages of blocks among it, and the page components' own words), finds each fact by
 * the phrasings the copy uses for it, and compares the value with the sheet.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../support/server.ts";
import type { PageBlock } from "~/kernel/page-blocks";
import { PRODUCT_NAMES, PRODUCT_SLUGS, type ProductSlug } from "~/kernel/content-constants";
import { COMPANY, CUSTOMER_FACTS, FEATURE_FACTS, PM_FIGURES, PRODUCT_FACTS } from "~/kernel/facts";
import { buildSeed } from "../../db/seed/build.ts";
import { AUTHORS } from "../../db/seed/copy-news.ts";
import { PRESENTERS } from "../../db/seed/copy-misc.ts";
import caseCopy from "../../db/seed/copy/cases.json" with { type: "json" };

interface Sentence {
  where: string;
  text: string;
}

const plain = (html: string) =>
  html
    .replace(/<\/(p|li|h[1-6]|blockquote)>/g, ". ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

/** Every string inside a value, JSON strings included. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    if (/^[[{]/.test(value)) {
      try {
        return strings(JSON.parse(value) as unknown, out);
      } catch {
        // plain text that starts with a bracket
      }
    }
    out.push(plain(value));
  } else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => strings(v, out));
  return out;
}

const toSentences = (where: string, texts: string[]): Sentence[] =>
  texts.flatMap((t) =>
    t
      .split(/(?<=[.!?])\s+/)
      .map((s) => s.replace(/\s+/g, " ").trim())
      .filter(Boolean)
      .map((text) => ({ where, text })),
  );

const seed = buildSeed();
const pageBlocks = (path: string) =>
  JSON.parse(String(seed.rows.pages.find((p) => p.path === path)!.blocks)) as PageBlock[];
/** The figures of every page of blocks, by the page's path. */
const pageFigures = seed.rows.pages.flatMap((p) =>
  pageBlocks(p.path).flatMap((b) => (b.type === "figures" ? b.items.map((f) => ({ path: p.path, ...f })) : [])),
);

function corpus(): Sentence[] {
  const out: Sentence[] = [];
  for (const [table, list] of Object.entries(seed.rows))
    for (const row of list as Array<Record<string, unknown>>)
      out.push(...toSentences(`${table} ${String(row.id ?? row.key)}`, strings(row)));
  // A figure reads as one statement: "410 employees in six offices".
  out.push(...pageFigures.map((f) => ({ where: `/${f.path}`, text: `${f.value} ${f.label}` })));
  for (const b of seed.rows.blocks.filter((b) => b.kind === "figure"))
    out.push({ where: `${b.page} page`, text: `${b.value} ${b.title}` });
  // The page components' own words, for figures written into the markup.
  const dir = path.join(root, "app/routes");
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".tsx"))) {
    const jsx = readFileSync(path.join(dir, file), "utf8").match(/>[^<>{}]*</g) ?? [];
    out.push(
      ...toSentences(
        `app/routes/${file}`,
        jsx.map((m) => m.slice(1, -1)),
      ),
    );
  }
  return out;
}

const WORDS: Record<string, string> = { four: "4", six: "6", twelve: "12", eighteen: "18", thirty: "30" };
const norm = (v: string) => (WORDS[v.toLowerCase()] ?? v).replace(/\+$/, "");

/** A fact, the phrasings that state it (the value is the first group that matched), and its value. */
const FACTS: Array<[name: string, patterns: RegExp[], value: string]> = [
  [
    "customer organisations",
    [
      /trusted by (?:more than )?([\d,]+)\+? organisations/i,
      /([\d,]+)\+? customer organisations/i,
      /([\d,]+)\+? organisations in \d+ countries/i,
    ],
    COMPANY.customersInWords,
  ],
  ["countries with customers", [/organisations in (\d+) countries/i], COMPANY.countries.value],
  [
    "measured uptime",
    [/(\d{2}\.\d+)\s?% (?:uptime over|platform availability|availability in|availability over)/i],
    COMPANY.uptime.value.replace("%", ""),
  ],
  ["employees", [/(\d[\d,]*) employees in \w+ offices/i], COMPANY.employees.value],
  ["offices", [/employees in (\w+) offices/i, /^(\w+) offices:/i, /Brightlane's (\w+) offices/i], "6"],
  ["year founded", [/(?:founded|started|began) in (\d{4})/i], String(COMPANY.founded)],
  ["interface languages", [/one of (\d+) languages/i, /(\d+) languages (?:supported|in the interface)/i], "14"],
  [
    "caption languages",
    [/real-time captions in (\w+) languages/i, /(\d+)\+? caption languages/i],
    String(FEATURE_FACTS.captionLanguages),
  ],
  [
    "workflow templates",
    [/(\d+)\+? ready-made (?:workflow |form )?templates/i],
    String(FEATURE_FACTS.workflowTemplates),
  ],
  ["ready-made courses", [/(\d+)\+? ready-made courses/i], String(FEATURE_FACTS.courses)],
  ["free trial days", [/(\d+)-day free trial/i, /tried free for (\d+) days/i], String(FEATURE_FACTS.trialDays)],
  [
    "standard integrations",
    [/more than (\d+) (?:standard )?integrations/i, /(\d+)\+ integrations/i],
    String(FEATURE_FACTS.integrations),
  ],
  ["hosting regions", [/(\w+) of our hosting regions/i], String(COMPANY.dataRegions.length)],
  [
    "partner countries",
    [/partner network in (\d+) countries/i, /partners from (\d+) countries/i],
    String(COMPANY.partnerCountries),
  ],
  [
    "Brightlane PM customers",
    [/([\d,]+)\+? (?:organisations|companies) plan with Brightlane PM/i],
    PRODUCT_FACTS.pm.customers.value,
  ],
  ["user group cities", [/user groups now meet in (\d+) cities/i], String(COMPANY.userGroupCities)],
];

describe("the fact sheet", () => {
  const sentences = corpus();

  it.each(FACTS)("every page states the same %s", (_name, patterns, value) => {
    const stated = sentences.flatMap((s) =>
      patterns.flatMap((re) => {
        const m = re.exec(s.text);
        return m ? [{ ...s, value: norm(m[1]!) }] : [];
      }),
    );
    // A phrasing that matches nothing proves nothing.
    expect(stated.length).toBeGreaterThan(0);
    expect(stated.filter((s) => s.value !== norm(value))).toEqual([]);
  });

  it("gives each figure shown under a fact's label the fact's value", () => {
    const facts = [
      COMPANY.customers,
      COMPANY.countries,
      COMPANY.weeklyUsers,
      COMPANY.employees,
      COMPANY.languages,
      COMPANY.uptime,
      ...PRODUCT_SLUGS.map((p) => PRODUCT_FACTS[p].customers),
      ...PM_FIGURES,
    ];
    const figures = [
      ...seed.rows.blocks.filter((b) => b.kind === "figure").map((b) => ({ value: b.value, label: b.title })),
      ...pageFigures,
    ];
    const checked = figures.filter((f) => facts.some((fact) => fact.label === f.label));
    expect(checked.length).toBeGreaterThanOrEqual(5);
    for (const f of checked) expect(f.value, f.label).toBe(facts.find((fact) => fact.label === f.label)!.value);
    // The old way of naming the same figure must not come back under another label.
    expect(figures.filter((f) => /availability|uptime/i.test(f.label) && f.label !== COMPANY.uptime.label)).toEqual([]);
  });

  it("names only its own offices as Brightlane's", () => {
    const named = sentences.flatMap((s) =>
      [
        ...s.text.matchAll(
          /\b[Oo]ur (?:new )?([A-Z][a-z]+)(?: and ([A-Z][a-z]+))? (?:office|offices|team|support team)\b/g,
        ),
      ].flatMap((m) => [m[1], m[2]].filter(Boolean).map((city) => ({ where: s.where, city }))),
    );
    expect(named.length).toBeGreaterThan(2);
    const offices: readonly string[] = COMPANY.offices;
    expect(named.filter((n) => !offices.includes(n.city!))).toEqual([]);
  });

  it("has each customer use the same products on every page", () => {
    // Customers of the static stories: the sheet; every other customer: its case study's product.
    const customers = new Map<string, { names: string[]; products: ProductSlug[] }>();
    const shortNames: Record<keyof typeof CUSTOMER_FACTS, string[]> = {
      fai: ["Fairhaven", "FAI"],
      foxwell: ["Foxwell"],
      geely: ["Geely Lane"],
      jlb: ["JLB"],
    };
    for (const [slug, c] of Object.entries(CUSTOMER_FACTS))
      customers.set(c.name, { names: shortNames[slug as keyof typeof CUSTOMER_FACTS], products: c.products });
    for (const row of seed.rows.cases.filter((r) => r.published)) {
      const known = customers.get(row.customer_name);
      if (known) expect(known.products, `case ${row.id}`).toContain(row.product);
      else customers.set(row.customer_name, { names: [row.customer_name], products: [row.product as ProductSlug] });
    }
    const problems: string[] = [];
    let mentions = 0;
    for (const s of sentences) {
      const about = [...customers.values()].filter((c) =>
        c.names.some((n) => new RegExp(`\\b${n.replace(/[&]/g, "\\$&")}\\b`).test(s.text)),
      );
      if (about.length !== 1) continue; // a sentence about several customers names no one product for one
      const products = PRODUCT_SLUGS.filter((p) => s.text.includes(PRODUCT_NAMES[p]));
      mentions += products.length;
      for (const p of products)
        if (!about[0]!.products.includes(p)) problems.push(`${s.where}: ${about[0]!.names[0]} with ${p}: ${s.text}`);
    }
    expect(mentions).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });

  it("gives the customers of the static stories one place and one size everywhere", () => {
    for (const c of Object.values(CUSTOMER_FACTS)) {
      const rows = seed.rows.cases.filter((r) => r.customer_name === c.name);
      expect(rows.length, c.name).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.customer_location).toBe(c.location);
        expect(row.customer_employees).toBe(c.employees);
      }
      const slug = Object.entries(CUSTOMER_FACTS).find(([, f]) => f === c)![0];
      const panel = pageBlocks(`case/${slug}`).find((b) => b.type === "customer")!;
      expect(panel.type === "customer" && panel.name.startsWith(c.name)).toBe(true);
      expect(panel).toMatchObject({ location: c.location });
      expect(panel.type === "customer" && panel.employees).toMatch(new RegExp(`^${c.employees} employees`));
    }
  });

  it("tells each story customer's results with one set of figures, on its story and its case study", () => {
    // A figure is its value and what it counts: a case study may show fewer than its story, never another.
    const key = (f: { value: string; label: string }) => `${f.value} ${f.label}`;
    for (const [slug, c] of Object.entries(CUSTOMER_FACTS)) {
      const story = pageBlocks(`case/${slug}`).flatMap((b) => (b.type === "figures" ? b.items.map(key) : []));
      expect(story.length, c.name).toBeGreaterThan(0);
      for (const row of seed.rows.cases.filter((r) => r.customer_name === c.name && r.published)) {
        const shown = JSON.parse(row.metrics as string) as Array<{ value: string; label: string }>;
        expect(
          shown.map(key).filter((f) => !story.includes(f)),
          `case ${row.id} of ${c.name}`,
        ).toEqual([]);
      }
    }
  });

  it("dates the anniversary of a product by its launch year", () => {
    const words = ["ten", "eleven", "twelve", "thirteen", "fourteen"];
    const articles = seed.rows.news.filter((n) => / years of Brightlane /.test(n.title));
    expect(articles.length).toBeGreaterThan(0);
    for (const n of articles) {
      const [, count, product] = /^(\w+) years of (Brightlane \w+)/i.exec(n.title)!;
      const slug = PRODUCT_SLUGS.find((p) => PRODUCT_NAMES[p] === product)!;
      const years = new Date(n.published_at).getUTCFullYear() - PRODUCT_FACTS[slug].launched;
      expect(words.indexOf(count!.toLowerCase()) + 10, n.title).toBe(years);
    }
  });

  it("sells every plan with all five products and never prices a product on its own", () => {
    const perProduct = sentences.filter((s) =>
      /plans? per product|(?:priced|charged|billed|counts once) (?:per|for each) product|product can be on a different plan/i.test(
        s.text,
      ),
    );
    expect(perProduct.map((s) => `${s.where}: ${s.text}`)).toEqual([]);
  });

  it("runs an offer of one academic year for one academic year at most", () => {
    for (const promo of seed.rows.promotions.filter((p) => /one academic year/i.test(`${p.offer} ${p.summary}`))) {
      const months = (Date.parse(promo.ends_at!) - Date.parse(promo.starts_at!)) / (30.44 * 24 * 3600 * 1000);
      expect(months, promo.title).toBeLessThanOrEqual(12.1);
    }
  });

  it("quotes each person for one organisation: no Brightlane employee speaks for a customer", () => {
    const staff = new Set([...AUTHORS.map((a) => a.split(",")[0]!.trim()), ...PRESENTERS]);
    const quotes = seed.rows.pages.flatMap((p) =>
      pageBlocks(p.path).flatMap((b) =>
        b.type === "quote" ? [{ where: `/${p.path}`, name: b.name, role: b.role }] : [],
      ),
    );
    for (const q of quotes.filter((q) => /Brightlane/.test(q.role))) staff.add(q.name);
    const customerVoices = [
      ...quotes.filter((q) => !/Brightlane/.test(q.role)),
      ...Object.values(caseCopy.CUSTOMERS)
        .flat()
        .map((c: { title: string; name?: string; fact?: string; quote: { author: string; role: string } }) => ({
          where: c.title,
          name: c.quote.author,
          // A case study's quote names the role only: the organisation is the case's customer.
          role: `${c.quote.role}, ${c.name ?? CUSTOMER_FACTS[c.fact as keyof typeof CUSTOMER_FACTS].name}`,
        })),
    ];
    expect(customerVoices.length).toBeGreaterThan(10);
    expect(customerVoices.filter((q) => staff.has(q.name))).toEqual([]);
    // And one person speaks for one customer only.
    const roles = new Map<string, Set<string>>();
    for (const q of customerVoices) roles.set(q.name, (roles.get(q.name) ?? new Set()).add(q.role.split(", ").at(-1)!));
    expect([...roles].filter(([, orgs]) => orgs.size > 1).map(([name]) => name)).toEqual([]);
  });
});
