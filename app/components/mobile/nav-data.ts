/** The mobile site's sections, shared by the tab bar, the menu drawer and the footer. */

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

/** The bottom tab bar: the five sections people use most. */
export const TABS: (NavItem & { icon: "home" | "cases" | "solutions" | "news" | "price" })[] = [
  { to: "/mobile", label: "Home", icon: "home" },
  { to: "/mobile/cases", label: "Cases", icon: "cases" },
  { to: "/mobile/solution", label: "Solutions", icon: "solutions" },
  { to: "/mobile/news/company", label: "News", icon: "news", match: "/mobile/news/" },
  { to: "/mobile/price", label: "Pricing", icon: "price" },
];

/** Everything, for the menu drawer and the footer list. */
export const MENU: NavGroup[] = [
  {
    title: "Products",
    items: [
      { to: "/mobile/oa", label: "Brightlane OA" },
      { to: "/mobile/pm", label: "Brightlane PM" },
      { to: "/mobile/trade", label: "Brightlane Trade" },
      { to: "/mobile/live", label: "Brightlane Live" },
      { to: "/education", label: "Brightlane Education" },
    ],
  },
  {
    title: "Explore",
    items: [
      { to: "/mobile/solution", label: "Solutions" },
      { to: "/mobile/cases", label: "Case studies" },
      { to: "/mobile/news/company", label: "News", match: "/mobile/news/" },
      { to: "/mobile/videos/product-tours", label: "Videos", match: "/mobile/videos/" },
      { to: "/mobile/qas/getting-started", label: "Questions and answers", match: "/mobile/qas/" },
    ],
  },
  {
    title: "Customer stories",
    items: [
      { to: "/mobile/case/fai", label: "Fairhaven Aero Instruments" },
      { to: "/mobile/case/foxwell", label: "Foxwell Textiles" },
      { to: "/mobile/case/geely", label: "Geely Lane Motors" },
      { to: "/mobile/case/jlb", label: "JLB Cold Chain Logistics" },
    ],
  },
  {
    title: "Company",
    items: [
      { to: "/mobile/price", label: "Pricing" },
      { to: "/mobile/promotion", label: "Promotions" },
      { to: "/mobile/service", label: "Services" },
      { to: "/partner", label: "Partners" },
      { to: "/help", label: "Help centre" },
      { to: "/about", label: "About us" },
      { to: "/register", label: "Request a demo" },
    ],
  },
];

export function isActive(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (item.match) return path.startsWith(item.match);
  if (item.to === "/mobile") return path === "/mobile";
  return path === item.to || path.startsWith(`${item.to}/`);
}
