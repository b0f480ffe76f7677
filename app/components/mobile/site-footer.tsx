import { useHref, useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { viewSwitchHref } from "~/lib/device-links";
import { mobile } from "~/kernel/links";
import { SearchBox } from "~/components/search/search-box";
import { ContactDetails } from "~/components/content/contact-details";
import { useChrome } from "~/components/content/chrome";
import * as CHROME from "~/kernel/ui-strings/chrome";

/**
 * The footer: the settings' footer columns as plain lists (the menu's target without
 * JavaScript: every link of the navigation is among them), the contact details, the
 * privacy notice, the switch to the desktop site, and the settings' legal lines.
 */
export function SiteFooter() {
  const { pathname, search } = useLocation();
  const chrome = useChrome("routes/mobile/layout");
  const switchHref = useHref(viewSwitchHref("desktop", pathname, search));
  return (
    <footer className="m-footer">
      <nav id="site-menu" aria-label={CHROME.allSections} tabIndex={-1}>
        <SearchBox variant="mobile" id="footer-search" label={CHROME.searchSite} />
        {chrome?.footer.columns.map((group) => (
          <section key={group.label} className="m-footer-group">
            <h2>{group.label}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} aria-current={link.to === pathname ? "page" : undefined}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      {chrome && <ContactDetails contact={chrome.contact} className="m-footer-contact" />}
      <p className="m-footer-switch">
        <Link to={mobile.privacy()}>{CHROME.privacyNotice}</Link>
        <span aria-hidden="true"> · </span>
        {/* A server endpoint that sets the view cookie: a document navigation, not a route. */}
        <a href={switchHref} rel="nofollow">
          {CHROME.desktopVersion}
        </a>
      </p>
      {chrome && (
        <p className="m-footer-legal">
          {chrome.footer.legal} {chrome.footer.disclaimer}
        </p>
      )}
    </footer>
  );
}
