import { Outlet } from "react-router";
import { Link } from "~/components/ui/link";
import { MenuDrawer } from "~/components/mobile/menu-drawer";
import { SiteFooter } from "~/components/mobile/site-footer";
import { TabBar } from "~/components/mobile/tab-bar";
import { ErrorContent, errorPageMeta } from "~/components/ui/error-content";
import "~/styles/mobile.css";
import type { Route } from "./+types/layout";
import { mobile } from "~/kernel/links";

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="m-app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="m-header">
        <Link to={mobile.home()} className="m-logo">
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path
              d="M9 23V9h7.5a4 4 0 0 1 0 8H9m7.5 0a3.5 3.5 0 0 1 0 6H9"
              fill="none"
              stroke="#fff"
              strokeWidth="2.6"
              strokeLinejoin="round"
            />
          </svg>
          <span>Brightlane</span>
        </Link>
        <MenuDrawer />
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <TabBar />
    </div>
  );
}

// The same route wiring as the desktop layout; the skins differ in Shell.
/* jscpd:ignore-start */
export default function MobileLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

// Pages set their own head tags; this layout's only serve its error boundary (the 404
// and 500 pages), which is where React Router stops collecting meta when a page fails.
export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return errorPageMeta(args);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Shell>
      <ErrorContent error={error} variant="mobile" />
    </Shell>
  );
}
/* jscpd:ignore-end */
