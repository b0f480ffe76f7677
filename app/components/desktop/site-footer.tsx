import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { viewSwitchHref } from "~/lib/device-map";
import { Logo } from "./logo";
import { MAIN_NAV, PRODUCT_NAV } from "./nav";

const RESOURCES = [
  { to: "/news", label: "News" },
  { to: "/videos", label: "Videos" },
  { to: "/qas/getting-started", label: "Questions and answers" },
  { to: "/help", label: "Help centre" },
];

const CUSTOMERS = [
  { to: "/solution", label: "Solutions" },
  { to: "/cases_list/manufacturing", label: "Case studies" },
  { to: "/case/fai", label: "Fairhaven Aero Instruments" },
  { to: "/case/foxwell", label: "Foxwell Textiles" },
  { to: "/case/geely", label: "Geely Lane Motors" },
  { to: "/case/jlb", label: "JLB Cold Chain" },
];

const COMPANY = MAIN_NAV.filter((item) => ["/price", "/promotion", "/service", "/partner", "/about"].includes(item.to));

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
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-contact">
          <Link to="/" className="brand" aria-label="Brightlane home">
            <Logo />
          </Link>
          <address>
            Brightlane Software
            <br />
            14 Harbour Row, Suite 300
            <br />
            Northport 20410
            <br />
            <a href="mailto:hello@brightlane.example">hello@brightlane.example</a>
            <br />
            <a href="tel:+15550100200">+1 555 0100 200</a>
          </address>
          <p>
            <Link to="/register" className="button button-light">
              Book a demo
            </Link>
          </p>
        </div>
        <nav className="footer-sitemap" aria-label="Site map">
          <Column title="Products" links={PRODUCT_NAV.map((p) => ({ to: p.to, label: `Brightlane ${p.label}` }))} />
          <Column title="Customers" links={CUSTOMERS} />
          <Column title="Resources" links={RESOURCES} />
          <Column title="Company" links={COMPANY.concat([{ to: "/register", label: "Register", match: [] }])} />
        </nav>
      </div>
      <div className="container footer-legal">
        <p>© {year} Brightlane Software. All rights reserved.</p>
        <p>
          <Link to="/privacy">Privacy notice</Link>
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
