import { useEffect, useRef } from "react";
import type { LinkProps } from "react-router";
import { Link } from "~/components/ui/link";

export interface CategoryTab {
  to: string;
  label: string;
  /** The category on show: marked for assistive technology and the eye. */
  current: boolean;
}

/**
 * A list's categories as links. Where the strip scrolls sideways (the mobile skin), the
 * current tab is brought into view when the page opens; elsewhere that does nothing.
 * The skin gives the class and how the links navigate.
 */
export function CategoryTabs({
  tabs,
  label,
  className,
  linkProps,
}: {
  tabs: CategoryTab[];
  label: string;
  className: string;
  linkProps?: Pick<LinkProps, "prefetch" | "preventScrollReset">;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const currentTo = tabs.find((t) => t.current)?.to;
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const left = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
    list.scrollTo({ left: Math.max(0, left), behavior: "instant" });
  }, [currentTo]);
  return (
    <nav className={className} aria-label={label}>
      <ul ref={listRef}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} aria-current={tab.current ? "page" : undefined} {...linkProps}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
