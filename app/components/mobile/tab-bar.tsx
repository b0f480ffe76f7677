import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { isActive, TABS } from "./nav-data";
import { StrokeIcon } from "./stroke-icon";

const ICONS: Record<(typeof TABS)[number]["icon"], string> = {
  home: "M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z",
  cases: "M4 7h16v12H4zM9 7V5h6v2",
  solutions: "M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 12l8-4.5M12 12v9M12 12L4 7.5",
  news: "M5 4h11v16H6a2 2 0 0 1-2-2V5a1 1 0 0 1 1-1zM16 8h3v10a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h3",
  price: "M4 12V4h8l8 8-8 8zM8.5 8.5h.01",
};

/** The bottom bar for the main sections; fixed above the home indicator (safe area). */
export function TabBar() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Sections" className="m-tabbar">
      <ul>
        {TABS.map((tab) => {
          const active = isActive(tab, pathname);
          return (
            <li key={tab.to}>
              <Link to={tab.to} aria-current={active ? "page" : undefined} prefetch="intent">
                <StrokeIcon d={ICONS[tab.icon]} weight={1.8} />
                <span>{tab.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
