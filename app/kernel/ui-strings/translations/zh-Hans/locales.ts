/** The locales area (../../locales.ts) in Simplified Chinese. */
import type { Translation } from "../../catalog.ts";

export default {
  languageNames: {
    en: "English",
    "zh-Hans": "简体中文",
    "zh-Hant": "繁體中文",
    de: "Deutsch",
    fr: "Français",
    es: "Español",
    ja: "日本語",
  },
  language: "语言",
  shownInEnglish: {
    en: "This page is shown in English.",
    "zh-Hans": "本页内容暂以英文显示。",
    "zh-Hant": "本頁內容暫以英文顯示。",
  },
  shownIn: "本页内容暂以{language}显示。",
  partlyInEnglish: {
    en: "Some of this page is shown in English.",
    "zh-Hans": "本页部分内容暂以英文显示。",
    "zh-Hant": "本頁部分內容暫以英文顯示。",
  },
  partlyIn: "本页部分内容暂以{language}显示。",
} satisfies Translation["locales"];
