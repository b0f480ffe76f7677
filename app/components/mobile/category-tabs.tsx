import { useEffect, useRef } from "react";
import { Link } from "~/components/ui/link";

export interface CategoryTab {
  to: string;
  label: string;
  active: boolean;
}

/**
 * Categories as a strip that scrolls sideways with a swipe and snaps to each tab.
 * The active tab is brought into view when the page opens.
 */
export function CategoryTabs({ tabs, label }: { tabs: CategoryTab[]; label: string }) {
  const listRef = useRef<HTMLUListElement>(null);
  const activeTo = tabs.find((t) => t.active)?.to;
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active) return;
    const left = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
    list.scrollTo({ left: Math.max(0, left), behavior: "instant" });
  }, [activeTo]);
  return (
    <nav className="m-tabs" aria-label={label}>
      <ul ref={listRef}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} aria-current={tab.active ? "page" : undefined} prefetch="intent">
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
