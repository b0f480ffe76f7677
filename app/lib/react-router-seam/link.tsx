/**
 * The site's <Link>: React Router's, with a cheaper server render for the common case.
 *
 * In the browser, and on the server under the stock entry, this is React Router's
 * <Link>, unchanged. On the server React Router's <Link> runs its browser hooks: it
 * resolves the target against the matched routes twice, builds a navigate function
 * and a click handler, and sets up prefetching. With about a hundred links on a page
 * that is a tenth of an uncached render (bench/profile.md). So when the fast entry
 * renders a document (it wraps the router in <FastLinks>), a link to an absolute
 * path on this site is written directly: the same `<a>`, attribute for attribute,
 * that React Router's <Link> writes (link.test.tsx compares the two), which the
 * browser then hydrates with React Router's <Link>. Anything else (a relative
 * target, an object, a mask, prefetching that renders markup) goes to React
 * Router's <Link> on the server too.
 *
 * Private detail relied on: the exact markup React Router 8.4's <Link> writes.
 */
import { createContext, forwardRef, useContext, type ReactNode } from "react";
import { Link as RouterLink, type LinkProps } from "react-router";

/** React Router's own props (and the children): everything else goes onto the `<a>`, in the order given, as React Router does. */
const ROUTER_PROPS = new Set([
  "children",
  "to",
  "discover",
  "prefetch",
  "mask",
  "onClick",
  "relative",
  "reloadDocument",
  "replace",
  "state",
  "target",
  "preventScrollReset",
  "viewTransition",
  "defaultShouldRevalidate",
]);

/** The router's basename while the fast entry renders; null everywhere else (browser, stock entry). */
const FastLinkBasename = createContext<string | null>(null);

/**
 * Lets the links below write plain anchors. `basename` is the static handler's, as
 * React Router's <StaticRouterProvider> hands it to its <Router>, normalised as that does.
 */
export function FastLinks({ basename, children }: { basename: string | undefined; children: ReactNode }) {
  return (
    <FastLinkBasename.Provider value={(basename || "/").replace(/^\/*/, "/")}>{children}</FastLinkBasename.Provider>
  );
}

/**
 * [pathname, search, hash] of a target that needs no resolving: an absolute path of
 * plain characters with no `//` and no `.` or `..` segment, and no empty query or
 * fragment (React Router drops those). Null for anything else.
 */
export function plainTarget(to: unknown): [string, string, string] | null {
  if (typeof to !== "string") return null;
  const m = /^(\/[\w\-.~/]*)(\?[^#]+)?(#.+)?$/.exec(to);
  if (!m || m[1]!.includes("//") || /\/\.\.?(\/|$)/.test(m[1]!)) return null;
  return [m[1]!, m[2] ?? "", m[3] ?? ""];
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const basename = useContext(FastLinkBasename);
  const cheap =
    basename !== null &&
    props.mask === undefined &&
    (props.prefetch === undefined || props.prefetch === "none" || props.prefetch === "intent");
  const target = cheap ? plainTarget(props.to) : null;
  if (!target || basename === null) return <RouterLink ref={ref} {...props} />;
  const [pathname, search, hash] = target;
  const joined =
    basename === "/" ? pathname : pathname === "/" ? basename : `${basename}/${pathname}`.replace(/\/\/+/g, "/");
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) if (!ROUTER_PROPS.has(name)) attributes[name] = value;
  const discover = props.discover ?? "render";
  return (
    <a
      {...attributes}
      href={joined + search + hash}
      target={props.target}
      data-discover={discover === "render" ? "true" : undefined}
    >
      {props.children}
    </a>
  );
});
