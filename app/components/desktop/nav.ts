/** The desktop site's navigation: one list drives the header, the narrow-screen menu and the footer. */
export interface NavItem {
  to: string;
  label: string;
  /** Router paths (without the base path) whose pages belong to this item's section. */
  match: string[];
}

export const PRODUCT_NAV: NavItem[] = [
  { to: "/oa", label: "OA", match: ["/oa"] },
  { to: "/pm", label: "PM", match: ["/pm"] },
  { to: "/trade", label: "Trade", match: ["/trade"] },
  { to: "/live", label: "Live", match: ["/live"] },
  { to: "/education", label: "Education", match: ["/education"] },
];

export const MAIN_NAV: NavItem[] = [
  { to: "/solution", label: "Solutions", match: ["/solution", "/solution_list"] },
  { to: "/cases_list/manufacturing", label: "Cases", match: ["/cases_list", "/cases", "/case"] },
  { to: "/news", label: "News", match: ["/news", "/detail", "/detailNew"] },
  { to: "/videos", label: "Videos", match: ["/videos"] },
  { to: "/qas/getting-started", label: "Q&A", match: ["/qas", "/qa"] },
  { to: "/help", label: "Help", match: ["/help"] },
  { to: "/price", label: "Pricing", match: ["/price"] },
  { to: "/promotion", label: "Promotions", match: ["/promotion"] },
  { to: "/service", label: "Services", match: ["/service"] },
  { to: "/partner", label: "Partners", match: ["/partner"] },
  { to: "/about", label: "About", match: ["/about"] },
];

/**
 * "page" when the item's own page is open, "true" when a page of its section is
 * (a list page, a detail), undefined otherwise.
 */
export function currentState(item: NavItem, pathname: string): "page" | "true" | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === item.to) return "page";
  const first = "/" + (path.split("/")[1] ?? "");
  return item.match.includes(first) ? "true" : undefined;
}
