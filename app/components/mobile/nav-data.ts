/** The mobile site's sections, shared by the tab bar, the menu drawer and the footer. */
import { NEWS_TYPES, QA_TYPES, VIDEO_TYPES } from "~/kernel/content-constants";
import { listPrefix, mobile } from "~/kernel/links";
import { CASE_STORY_PAGES, PAGES } from "~/kernel/pages";
import { CASES_LABEL, PRIMARY_CTA, QAS_LABEL } from "~/kernel/content-constants";

export interface NavItem {
  to: string;
  label: string;
  /** Router path prefix that marks the item active (defaults to `to`). */
  match?: string;
}

export interface NavGroup {
  title: string;
  items: NavItem[];
}

/** The bottom tab bar: the five sections people use most, each label short enough for one line at 320 px. */
export const TABS: (NavItem & { icon: "home" | "cases" | "solutions" | "news" | "price" })[] = [
  { to: mobile.home(), label: "Home", icon: "home" },
  { to: mobile.cases(), label: "Cases", icon: "cases" },
  { to: mobile.solutions(), label: "Solutions", icon: "solutions" },
  { to: mobile.news(NEWS_TYPES[0]), label: "News", icon: "news", match: listPrefix(PAGES.newsCategory.mobile) },
  { to: mobile.price(), label: "Pricing", icon: "price" },
];

/** Everything, for the menu drawer and the footer list. */
export const MENU: NavGroup[] = [
  {
    title: "Products",
    items: [
      { to: mobile.oa(), label: "Brightlane OA" },
      { to: mobile.pm(), label: "Brightlane PM" },
      { to: mobile.trade(), label: "Brightlane Trade" },
      { to: mobile.live(), label: "Brightlane Live" },
      { to: mobile.education(), label: "Brightlane Education" },
    ],
  },
  {
    title: "Explore",
    items: [
      { to: mobile.solutions(), label: "Solutions" },
      { to: mobile.cases(), label: CASES_LABEL },
      { to: mobile.news(NEWS_TYPES[0]), label: "News", match: listPrefix(PAGES.newsCategory.mobile) },
      { to: mobile.videos(VIDEO_TYPES[0]), label: "Videos", match: listPrefix(PAGES.videosList.mobile) },
      { to: mobile.qas(QA_TYPES[0]), label: QAS_LABEL, match: listPrefix(PAGES.qas.mobile) },
    ],
  },
  {
    title: "Customer stories",
    items: CASE_STORY_PAGES.map((story) => ({ to: mobile.caseStory(story.slug), label: story.label })),
  },
  {
    title: "Company",
    items: [
      { to: mobile.price(), label: "Pricing" },
      { to: mobile.promotion(), label: "Promotions" },
      { to: mobile.service(), label: "Services" },
      { to: mobile.partner(), label: "Partners" },
      { to: mobile.help(), label: "Help centre" },
      { to: mobile.about(), label: "About us" },
      { to: mobile.register(), label: PRIMARY_CTA },
    ],
  },
];

export function isActive(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (item.match) return path.startsWith(item.match);
  if (item.to === mobile.home()) return path === item.to;
  return path === item.to || path.startsWith(`${item.to}/`);
}
