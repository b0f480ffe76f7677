/** The desktop site's navigation: one list drives the header, the narrow-screen menu and the footer. */
import { desktop } from "~/kernel/links";
import { areaOf, type Area } from "~/kernel/pages";
import { QA_TYPES } from "~/kernel/content-constants";
import { CASES_LABEL, QAS_LABEL } from "~/kernel/content-constants";

export interface NavItem {
  to: string;
  label: string;
  /** The part of the site (page registry) whose pages belong to this item's section. */
  area?: Area;
}

export const PRODUCT_NAV: NavItem[] = [
  { to: desktop.oa(), label: "OA", area: "oa" },
  { to: desktop.pm(), label: "PM", area: "pm" },
  { to: desktop.trade(), label: "Trade", area: "trade" },
  { to: desktop.live(), label: "Live", area: "live" },
  { to: desktop.education(), label: "Education", area: "education" },
];

export const MAIN_NAV: NavItem[] = [
  { to: desktop.solutions(), label: "Solutions", area: "solutions" },
  { to: desktop.cases(), label: CASES_LABEL, area: "cases" },
  { to: desktop.news(), label: "News", area: "news" },
  { to: desktop.videos(), label: "Videos", area: "videos" },
  { to: desktop.qas(QA_TYPES[0]), label: QAS_LABEL, area: "qas" },
  { to: desktop.help(), label: "Help", area: "help" },
  { to: desktop.price(), label: "Pricing", area: "price" },
  { to: desktop.promotion(), label: "Promotions", area: "promotion" },
  { to: desktop.service(), label: "Services", area: "service" },
  { to: desktop.partner(), label: "Partners", area: "partner" },
  { to: desktop.about(), label: "About", area: "about" },
];

/**
 * "page" when the item's own page is open, "true" when a page of its section is
 * (a list page, a detail), undefined otherwise.
 */
export function currentState(item: NavItem, pathname: string): "page" | "true" | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === item.to) return "page";
  return item.area && areaOf(path) === item.area ? "true" : undefined;
}
