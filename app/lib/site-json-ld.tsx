import { useRouteLoaderData } from "react-router";
import { organization, website } from "./structured-data";

/**
 * The site-wide Organization and WebSite nodes, rendered once in the document
 * head by the root layout (route meta() replaces its parents', so site-wide data
 * cannot live there). The JSON is escaped so no "</script>" can close the element;
 * JSON-LD is a data block, so the script CSP does not apply to it.
 */
export function SiteJsonLd() {
  const root = useRouteLoaderData("root") as { siteUrl?: string } | undefined;
  if (!root?.siteUrl) return null;
  const graph = {
    "@context": "https://schema.org",
    "@graph": [organization(root.siteUrl), website(root.siteUrl)].map(stripContext),
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: escapeJson(JSON.stringify(graph)) }} />;
}

function stripContext(node: Record<string, unknown>) {
  const { "@context": _context, ...rest } = node;
  return rest;
}

/** Escapes the characters that could end the script element or confuse an HTML parser. */
function escapeJson(json: string): string {
  return json
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
