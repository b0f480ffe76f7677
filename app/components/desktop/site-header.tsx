import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { Logo } from "~/components/content/logo";
import { currentState, useChrome, type ChromeGroup, type ChromeLink } from "~/components/content/chrome";
import { desktop } from "~/kernel/links";
import { SearchBox } from "~/components/search/search-box";
import * as CHROME from "~/kernel/ui-strings/chrome";
import { PRIMARY_CTA } from "~/kernel/ui-strings/labels";

function NavList({ links, pathname, label }: { links: ChromeLink[]; pathname: string; label: string }) {
  return (
    <ul className="nav-list" aria-label={label}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} aria-current={currentState(link.to, pathname)} prefetch="intent">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The settings' navigation in two rows: the first group under its visible label (the
 * products), the links of every other group together in the main row, named by the second.
 */
function NavLinks({ groups, pathname }: { groups: ChromeGroup[]; pathname: string }) {
  const [first, ...rest] = groups;
  return (
    <>
      {first && (
        <div className="nav-group nav-products">
          <span className="nav-heading" aria-hidden="true">
            {first.label}
          </span>
          <NavList links={first.links} pathname={pathname} label={first.label} />
        </div>
      )}
      {rest[0] && (
        <div className="nav-group">
          <NavList links={rest.flatMap((g) => g.links)} pathname={pathname} label={rest[0].label} />
        </div>
      )}
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
  const chrome = useChrome("routes/desktop/layout");
  const groups = chrome?.navigation ?? [];
  // The settings' call to action; the UI string only on an error page without the layout's data.
  const cta = chrome?.primaryCta ?? { label: PRIMARY_CTA, to: desktop.register() };
  return (
    <header className="site-header">
      <div className="container header-row">
        <Link to={desktop.home()} className="brand" aria-label={CHROME.home}>
          <Logo />
        </Link>
        <nav className="nav-wide" aria-label={CHROME.mainNav}>
          <NavLinks groups={groups} pathname={pathname} />
        </nav>
        <div className="header-actions">
          <div className="header-search">
            <SearchBox variant="desktop" id="header-search" label={CHROME.searchSite} compact />
          </div>
          <Link to={cta.to} className="button button-primary header-cta">
            {cta.label}
          </Link>
          {/* Keyed by path so that following a link closes the menu. */}
          <details className="nav-narrow" key={pathname}>
            <summary>
              <span className="menu-icon" aria-hidden="true" />
              <span className="menu-label">{CHROME.menu}</span>
            </summary>
            <div className="nav-narrow-panel">
              <SearchBox variant="desktop" id="menu-search" label={CHROME.searchSite} />
              <nav aria-label={CHROME.mainNav}>
                <NavLinks groups={groups} pathname={pathname} />
              </nav>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
