/**
 * The demo content's Chinese translations: each names a seeded item, holds only the type's
 * translated fields, makes with the English document one the back office could save, keeps
 * every shared value (link, image, count, number of a page's figure) the English one, is written in
 * Chinese throughout, and covers what the site promises in Chinese.
 */
import { describe, expect, it } from "vitest";
import { CASE_TYPES } from "../../app/kernel/content-constants.ts";
import { COMPANY, CUSTOMER_FACTS } from "../../app/kernel/facts.ts";
import { COLLECTION_OF, type ContentType } from "../../app/kernel/collections/index.ts";
import { documentOfRow, parseDocument, typeOfRow, type LiveRow } from "../../app/kernel/editorial-rows.ts";
import { buildSeed, UNPUBLISHED } from "./build.ts";
import { COMPANY_ZH } from "./build-block-pages-zh.ts";
import { buildTranslations, overlay } from "./build-translations.ts";

const rows = buildSeed().rows as unknown as Record<string, LiveRow[]>;
const translations = buildTranslations();

function englishDocument(type: ContentType, id: number): Record<string, unknown> | undefined {
  const { table } = COLLECTION_OF[type];
  const row = rows[table]!.find((r) => Number(r.id) === id && typeOfRow(table, r) === type);
  return row && (documentOfRow(COLLECTION_OF[type], row) as Record<string, unknown>);
}

const idsOf = (type: ContentType) => new Set(translations.filter((t) => t.type === type).map((t) => t.id));

/** Strings that are no words: links, pictures, addresses of mail, kinds and choices. */
const SHARED_STRINGS = new Set([
  "type",
  "href",
  "ctaHref",
  "linkHref",
  "imageKey",
  "key",
  "email",
  "salesEmail",
  "phone",
  "icon",
  "skin",
  "intent",
  "product",
  "fields",
  "year",
  "products",
]);

const SCALE: Readonly<Record<string, number>> = { M: 1e6, million: 1e6, 万: 1e4 };

/** A figure's number, whatever its unit's words: "1.2 M" and "120 万" are 1200000, "21 days" and "21 天" 21. */
function figure(value: string): string {
  const [, sign = "", digits = "", scale = ""] = /([-<+]?)\s*(\d[\d,.]*)\s*(M|million|万)?/.exec(value) ?? [];
  const number = Math.round(Number(digits.replace(/,/g, "")) * (SCALE[scale] ?? 1) * 1000) / 1000;
  return `${sign}${number}${value.includes("%") ? "%" : ""}${value.includes("+") ? "+" : ""}`;
}

/** The types whose `value`s are figures: a page's, and a case study's metrics. */
const FIGURES = new Set<ContentType>(["pages", "cases"]);

const isShared = (key: string, figures: boolean, block: string) =>
  SHARED_STRINGS.has(key) || (figures && key === "value") || (block === "case-highlights" && key === "industry");

/**
 * A value with its words blanked out: what must be the same in both languages. A figure's
 * number is shared too; a case highlight's industry is a choice, not a word.
 */
function skeleton(value: unknown, key: string, figures: boolean, block = ""): unknown {
  const shared = isShared(key, figures, block);
  if (typeof value === "string") return shared ? (figures && key === "value" ? figure(value) : value) : "·";
  if (Array.isArray(value)) {
    if (!shared && value.every((v) => typeof v === "string")) return "·[]";
    return value.map((v) => skeleton(v, key, figures, block));
  }
  if (value && typeof value === "object") {
    const type = (value as { type?: unknown }).type;
    const inner = typeof type === "string" && figures ? type : block;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, skeleton(v, k, figures, inner)]));
  }
  return value;
}

/** Every string that is words, with where it is. */
function words(value: unknown, key: string, at: string, figures: boolean, block = ""): Array<[string, string]> {
  if (isShared(key, figures, block)) return [];
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => words(v, key, `${at}.${i}`, figures, block));
  if (value && typeof value === "object") {
    const type = (value as { type?: unknown }).type;
    const inner = typeof type === "string" && figures ? type : block;
    return Object.entries(value).flatMap(([k, v]) => words(v, k, `${at}.${k}`, figures, inner));
  }
  return [];
}

const CJK = /[\u4e00-\u9fff]/;
/** A proper name kept as the English has it: capitalised words ("Harbour & Hale Home Stores", "Brightlane PM 6.2", "(FAI)", "Inês Carvalho"). */
const NAME = /^(?:\(?\p{Lu}[\p{L}\d.'-]*\)?|&|[\d.]+)(?: (?:\(?\p{Lu}[\p{L}\d.'-]*\)?|&|[\d.]+))*$/u;
/** An abbreviation visitors type ("sso", "2fa"). */
const ABBREVIATION = /^[a-z0-9]{2,4}$/i;
const stripHtml = (s: string) => s.replace(/<[^>]*>/g, "").trim();

describe("the Chinese demo content", () => {
  it("is all zh-Hans and names existing seed items, each once", () => {
    const seen = new Set<string>();
    for (const t of translations) {
      expect(t.locale).toBe("zh-Hans");
      expect(englishDocument(t.type, t.id), `${t.type} ${t.id}`).toBeDefined();
      expect(seen.has(`${t.type} ${t.id}`), `${t.type} ${t.id} twice`).toBe(false);
      seen.add(`${t.type} ${t.id}`);
    }
  });

  it("holds only each type's translated fields", () => {
    for (const t of translations) {
      const localised: readonly string[] = COLLECTION_OF[t.type].localised;
      expect(
        Object.keys(t.fields).filter((k) => !localised.includes(k)),
        `${t.type} ${t.id}`,
      ).toEqual([]);
      expect(Object.keys(t.fields).length, `${t.type} ${t.id}`).toBeGreaterThan(0);
    }
  });

  it("merged into the English document, still parses as the type's document", () => {
    for (const t of translations) {
      const parsed = parseDocument(t.type, { ...englishDocument(t.type, t.id), ...t.fields });
      expect(parsed.ok ? "ok" : parsed.fields, `${t.type} ${t.id}`).toBe("ok");
    }
  });

  it("keeps every shared value, in page blocks too, as the English has it", () => {
    for (const t of translations) {
      const english = englishDocument(t.type, t.id)!;
      for (const [key, value] of Object.entries(t.fields))
        expect(skeleton(value, key, FIGURES.has(t.type)), `${t.type} ${t.id} ${key}`).toEqual(
          skeleton(english[key], key, FIGURES.has(t.type)),
        );
    }
  });

  it("is written in Chinese, but for names and addresses kept as they are", () => {
    const english: string[] = [];
    for (const t of translations) {
      const source = englishDocument(t.type, t.id)!;
      for (const [at, text] of words(t.fields, "", `${t.type} ${t.id}`, FIGURES.has(t.type))) {
        const plain = stripHtml(text);
        if (!/[A-Za-z]/.test(plain) || CJK.test(plain)) continue;
        const path = at.split(".").slice(1);
        const before = path.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], source);
        if ((NAME.test(plain) || ABBREVIATION.test(plain)) && before === text) continue;
        english.push(`${at}: ${text}`);
      }
    }
    expect(english).toEqual([]);
  });

  it("states the fact sheet's offices, switchboard and customers in the blocks made of them", () => {
    const blocksOf = (path: string) => {
      const id = rows.pages!.find((r) => r.path === path)!.id;
      return translations.find((t) => t.type === "pages" && t.id === Number(id))!.fields.blocks as Array<
        Record<string, unknown>
      >;
    };
    const offices = JSON.stringify(blocksOf("contact").find((b) => b.type === "columns" && b.heading !== "联系方式"));
    for (const fact of [COMPANY.phone, COMPANY.email, ...COMPANY_ZH.offices]) expect(offices).toContain(fact);
    expect(COMPANY_ZH.offices).toHaveLength(COMPANY.offices.length);
    for (const slug of Object.keys(CUSTOMER_FACTS) as (keyof typeof CUSTOMER_FACTS)[]) {
      const panel = blocksOf(`case/${slug}`).find((b) => b.type === "customer")!;
      expect(panel.employees).toContain(CUSTOMER_FACTS[slug].employees);
      expect(panel.name).toContain(CUSTOMER_FACTS[slug].name);
    }
  });

  it("covers the settings, every plan, price question and page, the newest news and the most read answers", () => {
    const all = (table: string, type: ContentType) =>
      rows[table]!.filter((r) => typeOfRow(table, r) === type && r.published !== false).map((r) => Number(r.id));
    expect([...idsOf("site-settings")]).toEqual([1]);
    expect([...idsOf("plans")].sort()).toEqual(all("price_plans", "plans").sort());
    expect([...idsOf("price-faq")].sort()).toEqual(all("blocks", "price-faq").sort());
    expect([...idsOf("home-blocks")].sort()).toEqual(all("blocks", "home-blocks").sort());
    expect([...idsOf("pages")].sort()).toEqual(rows.pages!.map((r) => Number(r.id)).sort());

    const newest = rows
      .news!.filter((r) => !(UNPUBLISHED.news as readonly number[]).includes(Number(r.id)))
      .sort((a, b) => String(b.published_at).localeCompare(String(a.published_at)))
      .slice(0, 12)
      .map((r) => Number(r.id));
    expect(newest.filter((id) => !idsOf("news").has(id))).toEqual([]);

    const cases = rows.cases!.filter((r) => idsOf("cases").has(Number(r.id)));
    expect(cases.length).toBeGreaterThanOrEqual(6);
    expect(new Set(cases.map((r) => r.type))).toEqual(new Set(CASE_TYPES));
    // The home page shows the featured ones.
    const featured = rows.cases!.filter((r) => r.featured && r.published).map((r) => Number(r.id));
    expect(featured.filter((id) => !idsOf("cases").has(id))).toEqual([]);

    expect(idsOf("qas").size).toBeGreaterThanOrEqual(12);
    // The help centre's home lists eight popular articles: the most read ones.
    const popular = rows
      .help_articles!.filter((r) => r.popular && r.published)
      .sort((a, b) => Number(a.category_id) - Number(b.category_id) || Number(a.position) - Number(b.position))
      .slice(0, 8)
      .map((r) => Number(r.id));
    expect(popular.filter((id) => !idsOf("help-articles").has(id))).toEqual([]);
    // Its topics, which that home lists around them.
    expect([...idsOf("help-categories")].sort()).toEqual(all("help_categories", "help-categories").sort());
  });
});

describe("laying Chinese words over English values", () => {
  it("replaces words and keeps the rest", () => {
    const english = { label: "Pricing", href: "/price", items: [{ q: "Why?", n: 3 }] };
    expect(overlay(english, { label: "价格", items: [{ q: "为什么？" }] }, "x")).toEqual({
      label: "价格",
      href: "/price",
      items: [{ q: "为什么？", n: 3 }],
    });
  });

  it("refuses keys, places and values the English lacks", () => {
    expect(() => overlay({ label: "A" }, { title: "甲" }, "x")).toThrow(/keys the English lacks/);
    expect(() => overlay([{ a: "A" }], [{ a: "甲" }, { a: "乙" }], "x")).toThrow(/does not fit/);
    expect(() => overlay({ n: 3 }, { n: "三" }, "x")).toThrow(/does not fit/);
  });
});
