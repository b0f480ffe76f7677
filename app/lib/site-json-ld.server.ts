import { organization, website } from "./structured-data.server";

/**
 * The site-wide Organization and WebSite nodes as the text of a JSON-LD script, built
 * by the root loader so their builders stay out of every page's download; `inLanguage` is
 * the language of the page's texts. The JSON is
 * escaped so no "</script>" can close the element.
 */
export function siteJsonLd(siteUrl: string, inLanguage: string): string {
  const graph = {
    "@context": "https://schema.org",
    "@graph": [organization(siteUrl), website(siteUrl, inLanguage)].map(stripContext),
  };
  return escapeJson(JSON.stringify(graph));
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
