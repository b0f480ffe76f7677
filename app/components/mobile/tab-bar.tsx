import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { currentState, useChrome } from "~/components/content/chrome";
import type { NavTabIcon } from "~/kernel/content-constants";
import { mobile } from "~/kernel/links";
import { StrokeIcon } from "./stroke-icon";
import * as CHROME from "~/kernel/ui-strings/chrome";

const ICONS: Record<NavTabIcon, string> = {
  home: "M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z",
  cases: "M4 7h16v12H4zM9 7V5h6v2",
  solutions: "M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 12l8-4.5M12 12v9M12 12L4 7.5",
  news: "M5 4h11v16H6a2 2 0 0 1-2-2V5a1 1 0 0 1 1-1zM16 8h3v10a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h3",
  price: "M4 12V4h8l8 8-8 8zM8.5 8.5h.01",
  videos: "M4 6h11v12H4zM15 10l5-3v10l-5-3",
  help: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01",
};

/**
 * The bottom bar: Home (as the desktop's logo, always there), then the navigation's links
 * marked for the tab bar, in the navigation's order. Fixed above the home indicator (safe area).
 */
export function TabBar() {
  const { pathname } = useLocation();
  const marked = (useChrome("routes/mobile/layout")?.navigation ?? []).flatMap((group) =>
    group.links.flatMap((link) => (link.tab ? [{ to: link.to, ...link.tab }] : [])),
  );
  const tabs = [{ to: mobile.home(), label: CHROME.homeTab, icon: "home" as const }, ...marked];
  return (
    <nav aria-label={CHROME.sections} className="m-tabbar">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} aria-current={currentState(tab.to, pathname) && "page"} prefetch="intent">
              <StrokeIcon d={ICONS[tab.icon]} weight={1.8} />
              <span>{tab.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
