/**
 * The page a visitor was on before this one, for the lead's source page (decision 0048).
 * The register page is the same for every visitor, so the server cannot read the Referer
 * for it; the browser knows. After a full load that is `document.referrer`; after a
 * navigation inside the site, where `document.referrer` still names the first page's
 * referrer, it is the address before the last one, noted here on every navigation.
 * The first address noted is where the visit landed, whose UTM parameters are the visit's
 * campaign (no cookie, no storage: a new full load is a new visit).
 */
let current: string | undefined;
let previous: string | undefined;
let landing: string | undefined;

/** Called with the full address after every navigation (app/root.tsx). */
export function noteAddress(href: string): void {
  landing ??= href;
  if (href === current) return;
  previous = current;
  current = href;
}

/** The address the visitor came from: the page before inside the site, else the document's referrer. */
export function cameFrom(): string {
  return previous ?? document.referrer;
}

/** The address the visit landed on: the first this page load noted, else the current one. */
export function landingAddress(): string {
  return landing ?? window.location.href;
}
