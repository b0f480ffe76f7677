import { Outlet } from "react-router";
import { SiteFooter } from "~/components/desktop/site-footer";
import { SiteHeader } from "~/components/desktop/site-header";
import { ErrorContent, errorPageMeta, preloadErrorContent } from "~/components/ui/error-content";
import "~/styles/desktop.css";
import type { Route } from "./+types/layout";
import { loadChrome } from "~/lib/chrome.server";
import * as CHROME from "~/kernel/ui-strings/chrome";

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {CHROME.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export default function DesktopLayout() {
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
  return loadChrome(context, "desktop");
}

// Pages set their own head tags; this layout's only serve its error boundary (the 404
// and 500 pages), which is where React Router stops collecting meta when a page fails.
export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return errorPageMeta(args);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Shell>
      <ErrorContent error={error} variant="desktop" />
    </Shell>
  );
}
