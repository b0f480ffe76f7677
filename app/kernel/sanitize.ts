/**
 * The one HTML allow-list for rich bodies. Bodies are sanitised when written
 * (seed, future editors) and again when read, so a row edited directly in the
 * database still cannot inject script into a page.
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "a",
    "blockquote",
    "figure",
    "figcaption",
    "code",
    "pre",
    "br",
    "hr",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    // Only images of the media library, by id: the page builds their <picture> (server/content/body-images.ts).
    "img",
  ],
  allowedAttributes: { a: ["href", "title"], th: ["scope"] },
  allowedSchemes: ["https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  exclusiveFilter: (frame) => frame.tag === "img" && !/^[1-9]\d{0,14}$/.test(frame.attribs["data-media-id"] ?? ""),
  transformTags: {
    // External links open safely; internal router paths ("/price") stay as they are.
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:/i.test(href);
      return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer" } : attribs };
    },
  },
};
OPTIONS.allowedAttributes = { a: ["href", "title", "rel"], th: ["scope"], img: ["alt", "data-media-id"] };

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Escapes text for use inside generated HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
