import { useRouteLoaderData } from "react-router";

/**
 * The site-wide Organization and WebSite nodes (site-json-ld.server.ts), rendered once in
 * the document head by the root layout (route meta() replaces its parents', so site-wide
 * data cannot live there). JSON-LD is a data block, so the script CSP does not apply to it.
 */
export function SiteJsonLd() {
  const root = useRouteLoaderData("root") as { siteJsonLd?: string } | undefined;
  if (!root?.siteJsonLd) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: root.siteJsonLd }} />;
}
