import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { pageNoticeContext, servicesContext } from "./lib/context.server";
import { noteAddress } from "./lib/came-from";
import { countPageView } from "./lib/visit-count";
import { BASE_PATH } from "./lib/paths";
import { SiteJsonLd } from "./lib/site-json-ld";
import { siteJsonLd } from "./lib/site-json-ld.server";
import type { RootLocaleData } from "./lib/locale";
import { rootLocale } from "./lib/locale.server";
import { ProgressBar } from "./components/ui/progress-bar";
import "./styles/tokens.css";
import "./styles/global.css";
import * as ERRORS from "~/kernel/ui-strings/errors";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: `${BASE_PATH}favicon.svg`, type: "image/svg+xml" },
];

/** Per-request values every page needs (canonical URLs, the reader's locale); never secrets. */
export function loader({ context, request }: Route.LoaderArgs) {
  const { SITE_URL: siteUrl, LOCALES } = context.get(servicesContext).config;
  // A client navigation's page says, once its loaders are done, what its notice is (decision 0110).
  const locale = rootLocale(LOCALES, siteUrl, new URL(request.url).pathname, context.get(pageNoticeContext));
  // The site's node names the language of the texts shown, as the page's own nodes do.
  return { siteUrl, siteJsonLd: siteJsonLd(siteUrl, locale.locale?.contentLang ?? locale.lang), ...locale };
}

/** More than one locale, as the root's latest data said (the browser's only; set once hydrated). */
let manyLocales = false;

/**
 * With one locale the root's data is the same on every page (the site's URL and node), so
 * no navigation asks for it again, where React Router's single fetch would by default. With
 * more, it carries the new page's fallback notice (decision 0110) and the back office has
 * none: it comes again with each page of another path and as React Router would on the same
 * path, but not for a form's or a fetcher's submission there, whose words are as they were
 * (decision 0116).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!manyLocales) return false;
  if (currentUrl.pathname !== nextUrl.pathname) return true;
  return !formMethod && defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  // The back office is no part of the public site: no site-wide structured data there.
  const admin = useMatches().some((m) => m.id.startsWith("routes/admin/"));
  const root = useRouteLoaderData("root") as RootLocaleData | undefined;
  // More than one locale (decision 0096); never in the back office (app/lib/locale.server.ts).
  const locale = root?.locale;
  // Until this runs the page is its server HTML alone (longer with SCRIPT_ORDER=after-paint,
  // decision 0044). The mark tells the two apart, for styles and for the browser tests.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  // Where the visitor came from and the campaign it landed with, for the register form's lead.
  // With it, the locale bar and the body's language of the page a client navigation opened
  // (decision 0110): the bar's markup is no React tree's. Noting the same address twice is no change.
  const { pathname, search } = useLocation();
  const page = root?.page;
  const many = Boolean(root?.locale ?? root?.manyLocales);
  useEffect(() => {
    manyLocales = many;
  }, [many]);
  useEffect(() => {
    noteAddress(window.location.href);
    void page?.then(([bar, lang]) => {
      document.querySelector(".locale-bar")!.innerHTML = bar;
      document.body.lang = lang;
    });
  }, [pathname, search, page]);
  // One view per navigation, never in the back office (app/lib/visit-count.ts).
  useEffect(() => {
    if (!admin) countPageView();
  }, [admin, pathname, search]);
  return (
    <html lang={root?.lang ?? "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b5cad" />
        <Meta />
        <Links />
        {/* This page in every locale, and x-default: on each skin, its own pages. */}
        {locale?.alternates.map(([lang, url]) => (
          <link key={lang} rel="alternate" hrefLang={lang} href={url + pathname.slice(1)} />
        ))}
        {admin ? null : <SiteJsonLd />}
      </head>
      {/* The texts are the content's language; the bar says so in the reader's. */}
      <body lang={locale?.contentLang}>
        {/* The notice and the language switcher, made by the root loader (app/lib/locale.server.ts). */}
        {locale && <div className="locale-bar" lang={root.lang} dangerouslySetInnerHTML={{ __html: locale.bar }} />}
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <ProgressBar />
      <Outlet />
    </>
  );
}

/**
 * The loading state of a page answered without server rendering (SERVER_RENDERING=off):
 * the server sends this shell, and the browser fetches the first route's data at
 * start-up and then renders the page in its place. Never shown with server rendering.
 */
export function HydrateFallback() {
  return (
    <div className="app-loading">
      <p className="app-loading-brand">Brightlane</p>
      <p role="status" className="app-loading-status">
        {ERRORS.loadingPage}
      </p>
      <noscript>
        <p>
          {ERRORS.needsJavaScript} <a href={BASE_PATH}>{ERRORS.homePage}</a>
        </p>
      </noscript>
    </div>
  );
}

// Only reached when a layout itself fails; the layouts render their own 404/500 pages.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="error-page">
      <title>{notFound ? ERRORS.notFoundTitle : ERRORS.failedTitle}</title>
      <meta name="robots" content="noindex" />
      <h1>{notFound ? ERRORS.notFoundTitle : ERRORS.failedTitle}</h1>
      <p>
        <a href={BASE_PATH}>{ERRORS.returnHome}</a>
      </p>
    </main>
  );
}
