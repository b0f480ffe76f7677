import { readdirSync } from "node:fs";
import path from "node:path";
import { parse, type Token } from "@messageformat/parser";
import { describe, expect, it } from "vitest";
import { areaModule, compiledMessages } from "../../../scripts/messages-plugin.ts";
import { areaWords, SOURCE, TRANSLATIONS, type Area } from "./catalog.ts";
import { message } from "./message.ts";

describe("message", () => {
  it("fills each placeholder by name, as often as it occurs", () => {
    expect(message("Showing {first}–{last} of {total}", { first: 1, last: 12, total: 40 })).toBe("Showing 1–12 of 40");
    expect(message("{n} of {n}", { n: 2 })).toBe("2 of 2");
  });

  it("leaves a placeholder it has no value for as it is, so the gap shows", () => {
    expect(message("Page {page} of {pages}", { page: 3 })).toBe("Page 3 of {pages}");
  });

  it("hands the values to a compiled message", () => {
    expect(message((v) => `n=${v.n}`, { n: 4 })).toBe("n=4");
  });
});

const dir = import.meta.dirname;
const areaFiles = readdirSync(dir).filter(
  (f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "message.ts" && f !== "catalog.ts",
);

describe("the interface words files", () => {
  it.each(areaFiles)("%s exports only words, with ICU-style placeholders", async (file) => {
    const exports = (await import(path.join(dir, file))) as Record<string, unknown>;
    const strings = Object.values(exports).flatMap((v) => (typeof v === "string" ? [v] : Object.values(v as object)));
    expect(strings.length).toBeGreaterThan(0);
    for (const value of strings) {
      expect(typeof value === "string" || typeof value === "object").toBe(true);
      if (typeof value !== "string") continue;
      expect(value.trim()).not.toBe("");
      // A template literal's "${" would be a value filled in code rather than by message().
      expect(value).not.toContain("${");
    }
  });

  it("are every one an area of the catalog", () => {
    expect(areaFiles.map((f) => f.replace(/\.ts$/, "")).sort()).toEqual(Object.keys(SOURCE).sort());
  });
});

/** Every string of a value, by its key path ("forms.requestButtons.demo"). */
function leaves(value: unknown, at: string): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${at}[${i}]`));
  return Object.entries(value as object).flatMap(([k, v]) => leaves(v, `${at}.${k}`));
}
const keysOf = (value: unknown, at: string) =>
  leaves(value, at)
    .map(([k]) => k.replace(/\[\d+\]$/, "[]"))
    .filter((k, i, all) => all.indexOf(k) === i)
    .sort();

/** The names a message is filled with: ICU arguments, or Swiper's own {{name}}. */
function placeholders(text: string): string[] {
  if (/^[^{]*\{\{\w+\}\}/.test(text)) return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
  const names = new Set<string>();
  const walk = (tokens: Token[]): void => {
    for (const t of tokens) {
      if (t.type === "argument" || t.type === "function") names.add(t.arg);
      if (t.type === "plural" || t.type === "select" || t.type === "selectordinal") {
        names.add(t.arg);
        for (const c of t.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(text));
  return [...names].sort();
}

describe.each(Object.keys(TRANSLATIONS))("the %s translation", (tag) => {
  const areas = Object.keys(SOURCE) as Area[];
  const english = (area: Area) => ({ ...SOURCE[area] });
  const translated = (area: Area) => TRANSLATIONS[tag]![area];

  it.each(areas)("has every key of %s, and no other", (area) => {
    expect(keysOf(translated(area), area)).toEqual(keysOf(english(area), area));
  });

  it.each(areas)("fills the messages of %s with the same placeholders", (area) => {
    const source = new Map(leaves(english(area), area));
    for (const [key, text] of leaves(translated(area), area))
      if (source.has(key)) expect(placeholders(text), `${tag} ${key}: ${text}`).toEqual(placeholders(source.get(key)!));
  });

  it("compiles into a module of its words", () => {
    const code = areaModule(tag, "chrome");
    expect(code).toContain(`export const skipToContent = ${JSON.stringify(TRANSLATIONS[tag]!.chrome.skipToContent)};`);
  });
});

describe("a locale without a translation", () => {
  it("has the English words", () => {
    expect(areaWords("de", "chrome")).toEqual({ ...SOURCE.chrome });
    expect(areaWords("de", "forms").requestButtons).toEqual(SOURCE.forms.requestButtons);
  });
});

describe("the compiled messages", () => {
  /** An area module's exports, evaluated. */
  async function load(tag: string, area: Area): Promise<Record<string, unknown>> {
    const code = areaModule(tag, area);
    const url = `data:text/javascript,${encodeURIComponent(code.replace(/from "(@messageformat\/[^"]+)"/g, (_, s: string) => `from "${import.meta.resolve(s)}"`))}`;
    return (await import(url)) as Record<string, unknown>;
  }

  it("choose the plural form by the count, in English", async () => {
    const search = await load("en", "search");
    const results = search.results as Parameters<typeof message>[0];
    expect(message(results, { count: 1, query: "crm" })).toBe("1 result for “crm”");
    expect(message(results, { count: 12, query: "crm" })).toBe("12 results for “crm”");
    expect(message((await load("en", "media")).minutes as Parameters<typeof message>[0], { n: 1 })).toBe("1 minute");
  });

  it("write the translation's one form in Chinese", async () => {
    const search = await load("zh-Hans", "search");
    expect(message(search.results as Parameters<typeof message>[0], { count: 1, query: "crm" })).toBe(
      "找到 1 条与“crm”相关的结果",
    );
  });

  it("refuse # and number arguments, which format through Intl (decision 0043)", () => {
    expect(() => compiledMessages("en", { n: "{n, plural, one {# result} other {# results}}" })).toThrow(
      /rather than #/,
    );
    expect(() => compiledMessages("en", { n: "{n, plural, other {{n, number} results}}" })).toThrow(/rather than #/);
    expect(compiledMessages("en", { n: "{n, plural, one {{n} result} other {{n} results}}" })).toContain("plural(");
  });
});
