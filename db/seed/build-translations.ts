/**
 * The demo content's translations (decision 0105): per item and locale, the words of its
 * localised fields. The seed publishes each one as that locale's live version when the
 * locale is configured (server/seed.ts); a field left out falls back to the default's words.
 */
import type { ContentType } from "../../app/kernel/collections/index.ts";

export interface SeedTranslation {
  type: ContentType;
  id: number;
  locale: string;
  fields: Record<string, unknown>;
}

/** A sample: a news article, the home page's title and the site's name and tagline. */
export function buildTranslations(): SeedTranslation[] {
  return [
    {
      type: "news",
      id: 1,
      locale: "zh-Hans",
      fields: { title: "Brightlane 发布新版本", summary: "新版本带来更快的项目管理与更清晰的报表。" },
    },
    { type: "pages", id: 9, locale: "zh-Hans", fields: { title: "首页" } },
    {
      type: "site-settings",
      id: 1,
      locale: "zh-Hans",
      fields: { siteName: "Brightlane 软件", tagline: "让团队更好地协作" },
    },
  ];
}
