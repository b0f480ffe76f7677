import { Outlet } from "react-router";
import { Link } from "~/components/ui/link";
import { Logo } from "~/components/content/logo";
import { MenuDrawer } from "~/components/mobile/menu-drawer";
import { SiteFooter } from "~/components/mobile/site-footer";
import { TabBar } from "~/components/mobile/tab-bar";
import { ErrorContent, errorPageMeta, preloadErrorContent } from "~/components/ui/error-content";
import "~/styles/mobile.css";
import type { Route } from "./+types/layout";
import { loadChrome } from "~/lib/chrome.server";
import { mobile } from "~/kernel/links";
import * as CHROME from "~/kernel/ui-strings/chrome";

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="m-app">
      <a className="skip-link" href="#main">
        {CHROME.skipToContent}
      </a>
      <header className="m-header">
        <Link to={mobile.home()} className="m-brand" aria-label={CHROME.home}>
          <Logo />
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

/** The chrome's editable parts (the site settings' navigation, footer and contact details), on every page. */
export async function loader({ context }: Route.LoaderArgs) {
  // Its error boundary draws the error pages' view from a chunk of its own: loaded before the server
  // draws a page (once per process; then at once), so the view is never missing from the HTML.
  await preloadErrorContent();
  return loadChrome(context, "mobile");
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
