/**
 * React Router's <Link>, with a cheaper server render for the common case.
 *
 * In the browser this is React Router's <Link>, unchanged: client navigation,
 * prefetching on intent, route discovery. On the server a link is only markup,
 * but React Router's <Link> still runs its browser hooks there: it resolves the
 * target against the matched routes twice, builds a navigate function and a click
 * handler, and sets up prefetching. With about a hundred links on a page that is
 * a tenth of an uncached render (bench/profile.md). So on the server a link to an
 * absolute path on this site is written directly: the same `<a>`, attribute for
 * attribute, that React Router's <Link> writes (app/components/ui/link.test.tsx
 * compares the two), which the browser then hydrates with React Router's <Link>.
 * Anything else (a relative target, an object, a mask, prefetching that renders
 * markup) goes to React Router's <Link> on the server too.
 */
import { forwardRef, useContext } from "react";
import { Link as RouterLink, UNSAFE_NavigationContext, type LinkProps } from "react-router";

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

const onServer = typeof document === "undefined";

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { basename } = useContext(UNSAFE_NavigationContext);
  const cheap =
    onServer &&
    props.mask === undefined &&
    (props.prefetch === undefined || props.prefetch === "none" || props.prefetch === "intent");
  const target = cheap ? plainTarget(props.to) : null;
  if (!target) return <RouterLink ref={ref} {...props} />;
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
