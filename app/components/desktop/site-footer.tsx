import { useHref, useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { viewSwitchHref } from "~/lib/device-links";
import { desktop } from "~/kernel/links";
import { Logo } from "~/components/content/logo";
import { ContactDetails } from "~/components/content/contact-details";
import { useChrome, type ChromeGroup } from "~/components/content/chrome";
import * as CHROME from "~/kernel/ui-strings/chrome";
import { PRIMARY_CTA } from "~/kernel/ui-strings/labels";

function Column({ group }: { group: ChromeGroup }) {
  return (
    <div className="footer-col">
      <h2 className="footer-title">{group.label}</h2>
      <ul>
        {group.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const { pathname, search } = useLocation();
  const chrome = useChrome("routes/desktop/layout");
  const switchHref = useHref(viewSwitchHref("mobile", pathname, search));
  // The site settings' call to action, as in the header; the default before settings load.
  const cta = chrome?.primaryCta ?? { label: PRIMARY_CTA, to: desktop.register() };
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-contact">
          <Link to={desktop.home()} className="brand" aria-label={CHROME.home}>
            <Logo />
          </Link>
          {chrome && <ContactDetails contact={chrome.contact} />}
          <p>
            <Link to={cta.to} className="button button-light">
              {cta.label}
            </Link>
          </p>
        </div>
        <nav className="footer-sitemap" aria-label={CHROME.siteMap}>
          {chrome?.footer.columns.map((group) => (
            <Column key={group.label} group={group} />
          ))}
        </nav>
      </div>
      <div className="container footer-legal">
        {chrome && <p>{chrome.footer.legal}</p>}
        <p>
          <Link to={desktop.privacy()}>{CHROME.privacyNotice}</Link>
          <span aria-hidden="true"> · </span>
          {/* A server endpoint that sets the view cookie (undoing a phone's "Desktop version"
              choice) and goes to this page's mobile counterpart: a plain document link. */}
          <a href={switchHref} rel="nofollow">
            {CHROME.mobileVersion}
          </a>
        </p>
        {chrome?.footer.disclaimer && <p className="footer-fiction">{chrome.footer.disclaimer}</p>}
      </div>
    </footer>
  );
}
