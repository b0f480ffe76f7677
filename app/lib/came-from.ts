/**
 * The page a visitor was on before this one, for the lead's source page (decision 0048).
 * The register page is the same for every visitor, so the server cannot read the Referer
 * for it; the browser knows. After a full load that is `document.referrer`; after a
 * navigation inside the site, where `document.referrer` still names the first page's
 * referrer, it is the address before the last one, noted here on every navigation.
 */
let current: string | undefined;
let previous: string | undefined;

/** Called with the full address after every navigation (app/root.tsx). */
export function noteAddress(href: string): void {
  if (href === current) return;
  previous = current;
  current = href;
}

/** The address the visitor came from: the page before inside the site, else the document's referrer. */
export function cameFrom(): string {
  return previous ?? document.referrer;
}
