/**
 * The language switcher's and the fallback notice's words (decision 0096). Each language
 * is named in itself, as a reader looking for their own language reads it; a tag not listed
 * is shown as its tag.
 */
export const languageNames = {
  en: "English",
  "zh-Hans": "简体中文",
  "zh-Hant": "繁體中文",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  ja: "日本語",
} as const;

/** The switcher's name for screen readers. */
export const language = "Language";

/**
 * A page in the reader's locale whose texts are still the default's, said in the reader's
 * language, by the language of those texts; English where the reader's has no sentence yet.
 */
export const shownInEnglish = {
  en: "This page is shown in English.",
  "zh-Hans": "本页内容暂以英文显示。",
  "zh-Hant": "本頁內容暫以英文顯示。",
} as const;

/** The same, for texts in another language than English: `{language}` is that language's own name. */
export const shownIn = "This page is shown in {language}.";

/** A page in the reader's locale whose words are partly still the default's, said as shownInEnglish is. */
export const partlyInEnglish = {
  en: "Some of this page is shown in English.",
  "zh-Hans": "本页部分内容暂以英文显示。",
  "zh-Hant": "本頁部分內容暫以英文顯示。",
} as const;

/** The same, for words in another language than English. */
export const partlyIn = "Some of this page is shown in {language}.";
