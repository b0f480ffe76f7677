import { NEWS_TYPES, type NewsType } from "~/kernel/content-constants";
import type { Page } from "~/kernel/content-schemas";
import type { NewsSummary } from "~/kernel/collections/news.answers";
import type { ListWords } from "~/kernel/page-blocks";
import { NewsCard } from "./cards";
import { newsPath, newsTypePath } from "~/kernel/links";
import { ListLayout, pageSuffix } from "./list-layout";
import * as LIST_WORDS from "~/kernel/ui-strings/lists";
import { CATEGORY_LABELS } from "~/kernel/ui-strings/labels";
import * as SECTIONS from "~/kernel/ui-strings/sections";

export interface NewsListData {
  type: NewsType | null;
  list: Page<NewsSummary>;
  words: ListWords;
}

export const NEWS_LEADS: Record<NewsType | "all", string> = {
  all: "Announcements, product updates, industry insight and events from Brightlane Software.",
  company: "Announcements about Brightlane Software: people, offices, partnerships and results.",
  industry:
    "Analysis and opinion on how mid-sized companies work, buy and learn, from the people who build Brightlane.",
  product: "What is new in Brightlane OA, PM, Trade, Live and Education: releases, new features and changes to plans.",
  events: "Conferences, webinars and customer days where you can meet the Brightlane team.",
};

/** The title of a news list page from the list's name ("News", or the search title in its place). */
export function newsTitle(name: string, type: NewsType | null, page: number): string {
  return (type ? `${name}: ${CATEGORY_LABELS[type]}` : name) + pageSuffix(page);
}

export function newsDescription(intro: string, type: NewsType | null, page: number): string {
  return (type ? NEWS_LEADS[type] : intro || NEWS_LEADS.all) + (page > 1 ? ` Page ${page}.` : "");
}

export function NewsList({ data }: { data: NewsListData }) {
  const { type, list, words } = data;
  const tabs = [
    { to: newsPath(), label: SECTIONS.allNews, current: type === null },
    ...NEWS_TYPES.map((t) => ({ to: newsTypePath(t), label: CATEGORY_LABELS[t], current: t === type })),
  ];
  return (
    <ListLayout
      title={type ? CATEGORY_LABELS[type] : words.heading}
      lead={type ? NEWS_LEADS[type] : words.intro}
      crumbs={
        type ? [{ to: newsPath(), label: words.heading }, { label: CATEGORY_LABELS[type] }] : [{ label: words.heading }]
      }
      tabs={tabs}
      tabsLabel={LIST_WORDS.newsCategories}
      list={list}
      hrefFor={(p) => (type ? newsTypePath(type, p) : newsPath(p))}
      empty={LIST_WORDS.noNews}
    >
      {/* An article's picture belongs to its page and its category's list; all news, which
          gathers the categories, lists them without, so no picture is shown in three places. */}
      {list.items.map((item) => (
        <NewsCard key={item.id} item={item} plain={type === null} />
      ))}
    </ListLayout>
  );
}
