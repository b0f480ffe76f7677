import { describe, expect, it } from "vitest";
import { SOURCE, TRANSLATIONS } from "../app/kernel/ui-strings/catalog.ts";
import { documentWords, parseLocales } from "./locales.ts";

describe("the words of the server's own documents", () => {
  const LOCALES = parseLocales("en,zh-Hans,de");
  if (typeof LOCALES === "string") throw new Error(LOCALES);
  const config = { BASE_PATH: "/site/", LOCALES };

  it("are the request's locale's translation, with its language", () => {
    const { lang, words } = documentWords(config, "/site/zh/mobile/no-such-page");
    expect(lang).toBe("zh-Hans");
    expect(words.failed).toBe(TRANSLATIONS["zh-Hans"]!.documents.failed);
    expect(words.failed).not.toBe(SOURCE.documents.failed);
  });

  it("are English in a locale without a messages file, and in the default locale", () => {
    expect(documentWords(config, "/site/de/news")).toEqual({ lang: "de", words: { ...SOURCE.documents } });
    expect(documentWords(config, "/site/news")).toEqual({ lang: "en", words: { ...SOURCE.documents } });
    expect(documentWords({ BASE_PATH: "/" }, "/zh/news").lang).toBe("en");
  });
});
