import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { QA_TYPES } from "~/kernel/content-constants";
import { viewSwitchHref } from "~/lib/device-links";
import { desktop } from "~/kernel/links";
import { CASE_STORY_PAGES } from "~/kernel/pages";
import { Logo } from "~/components/content/logo";
import { ContactDetails, useChrome } from "~/components/content/contact-details";
import { MAIN_NAV, PRODUCT_NAV } from "./nav";
import { CASES_LABEL, PRIMARY_CTA, QAS_LABEL } from "~/kernel/content-constants";

const RESOURCES = [
  { to: desktop.news(), label: "News" },
  { to: desktop.videos(), label: "Videos" },
  { to: desktop.qas(QA_TYPES[0]), label: QAS_LABEL },
  { to: desktop.help(), label: "Help centre" },
];

const CUSTOMERS = [
  { to: desktop.solutions(), label: "Solutions" },
  { to: desktop.cases(), label: CASES_LABEL },
  ...CASE_STORY_PAGES.map((story) => ({ to: desktop.caseStory(story.slug), label: story.shortLabel })),
];

const COMPANY = MAIN_NAV.filter(
  (item) => item.area && ["price", "promotion", "service", "partner", "about"].includes(item.area),
);

function Column({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div className="footer-col">
      <h2 className="footer-title">{title}</h2>
      <ul>
        {links.map((link) => (
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
  const year = new Date().getFullYear();
  const chrome = useChrome("routes/desktop/layout");
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-contact">
          <Link to={desktop.home()} className="brand" aria-label="Brightlane home">
            <Logo />
          </Link>
          {chrome && <ContactDetails contact={chrome.contact} />}
          <p>
            <Link to={desktop.register()} className="button button-light">
              {PRIMARY_CTA}
            </Link>
          </p>
        </div>
        <nav className="footer-sitemap" aria-label="Site map">
          <Column title="Products" links={PRODUCT_NAV.map((p) => ({ to: p.to, label: `Brightlane ${p.label}` }))} />
          <Column title="Customers" links={CUSTOMERS} />
          <Column title="Resources" links={RESOURCES} />
          <Column title="Company" links={COMPANY.concat([{ to: desktop.register(), label: PRIMARY_CTA }])} />
        </nav>
      </div>
      <div className="container footer-legal">
        <p>© {year} Brightlane Software. All rights reserved.</p>
        <p>
          <Link to={desktop.privacy()}>Privacy notice</Link>
          <span aria-hidden="true"> · </span>
          {/* A server endpoint that sets the view cookie (undoing a phone's "Desktop version"
              choice) and goes to this page's mobile counterpart: a plain document link. */}
          <a href={viewSwitchHref("mobile", pathname, search)} rel="nofollow">
            Mobile version
          </a>
        </p>
        <p className="footer-fiction">All companies and people on this site are fictional.</p>
      </div>
    </footer>
  );
}
