import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { Logo } from "~/components/content/logo";
import { currentState, MAIN_NAV, PRODUCT_NAV, type NavItem } from "./nav";
import { desktop } from "~/kernel/links";
import { PRIMARY_CTA } from "~/kernel/content-constants";
import { SearchBox } from "~/components/search/search-box";

function NavList({ items, pathname, label }: { items: NavItem[]; pathname: string; label: string }) {
  return (
    <ul className="nav-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} aria-current={currentState(item, pathname)} prefetch="intent">
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function NavLinks({ pathname }: { pathname: string }) {
  return (
    <>
      <div className="nav-group nav-products">
        <span className="nav-heading" aria-hidden="true">
          Products
        </span>
        <NavList items={PRODUCT_NAV} pathname={pathname} label="Products" />
      </div>
      <div className="nav-group">
        <NavList items={MAIN_NAV} pathname={pathname} label="Explore" />
      </div>
    </>
  );
}

/**
 * The header renders the navigation twice: inline for wide screens and inside a
 * <details> disclosure for narrow ones, so the menu opens without JavaScript. CSS
 * shows one of them (display:none keeps the hidden copy out of the accessibility tree).
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      <div className="container header-row">
        <Link to={desktop.home()} className="brand" aria-label="Brightlane home">
          <Logo />
        </Link>
        <nav className="nav-wide" aria-label="Main">
          <NavLinks pathname={pathname} />
        </nav>
        <div className="header-actions">
          <div className="header-search">
            <SearchBox variant="desktop" id="header-search" label="Search the site" compact />
          </div>
          <Link to={desktop.register()} className="button button-primary header-cta">
            {PRIMARY_CTA}
          </Link>
          {/* Keyed by path so that following a link closes the menu. */}
          <details className="nav-narrow" key={pathname}>
            <summary>
              <span className="menu-icon" aria-hidden="true" />
              <span className="menu-label">Menu</span>
            </summary>
            <div className="nav-narrow-panel">
              <SearchBox variant="desktop" id="menu-search" label="Search the site" />
              <nav aria-label="Main">
                <NavLinks pathname={pathname} />
              </nav>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
