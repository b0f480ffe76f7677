import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { viewSwitchHref } from "~/lib/device-links";
import { mobile } from "~/kernel/links";
import { isActive, MENU } from "./nav-data";
import { SearchBox } from "~/components/search/search-box";
import { ContactDetails, useChrome } from "~/components/content/contact-details";

/**
 * The footer: every section as a plain list (the menu's target without JavaScript),
 * the privacy notice, the switch to the desktop site, and the legal line.
 */
export function SiteFooter() {
  const { pathname, search } = useLocation();
  const chrome = useChrome("routes/mobile/layout");
  return (
    <footer className="m-footer">
      <nav id="site-menu" aria-label="All sections" tabIndex={-1}>
        <SearchBox variant="mobile" id="footer-search" label="Search the site" />
        {MENU.map((group) => (
          <section key={group.title} className="m-footer-group">
            <h2>{group.title}</h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} aria-current={isActive(item, pathname) ? "page" : undefined}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      {chrome && <ContactDetails contact={chrome.contact} className="m-footer-contact" />}
      <p className="m-footer-switch">
        <Link to={mobile.privacy()}>Privacy notice</Link>
        <span aria-hidden="true"> · </span>
        {/* A server endpoint that sets the view cookie: a document navigation, not a route. */}
        <a href={viewSwitchHref("desktop", pathname, search)} rel="nofollow">
          Desktop version
        </a>
      </p>
      <p className="m-footer-legal">© Brightlane Software. All companies and people on this site are fictional.</p>
    </footer>
  );
}
