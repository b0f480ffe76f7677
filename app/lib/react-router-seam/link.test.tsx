/**
 * The plain anchors the fast entry writes (link.tsx) against React Router's own <Link>.
 * After a React Router upgrade this is one of the checks that decide whether the
 * version joins WRITTEN_FOR (version.server.ts).
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Link as RouterLink,
  StaticRouterProvider,
  type LinkProps,
} from "react-router";
import { describe, expect, it } from "vitest";
import { FastLinks, Link, plainTarget } from "./link";

/**
 * Server HTML of `links`, rendered at /cases/list/ under `basename`; `fast`: inside
 * <FastLinks>, given the static handler's basename as the fast entry gives it.
 */
async function serverHtml(basename: string, links: ReactNode, fast = false): Promise<string> {
  const handler = createStaticHandler([{ path: "*", Component: () => <nav>{links}</nav> }], { basename });
  const prefix = basename === "/" ? "" : basename;
  const context = await handler.query(new Request(`http://localhost${prefix}/cases/list/?page=2`));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = (
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
  );
  return renderToString(fast ? <FastLinks basename={context.basename}>{router}</FastLinks> : router);
}

type Case = Omit<LinkProps, "ref">;

/** Targets and props the site uses, and the awkward ones. */
const CASES: Case[] = [
  { to: "/" },
  { to: "/about", className: "nav-link" },
  { to: "/cases/1", className: "card-link", prefetch: "intent" },
  { to: "/news?page=2", "aria-current": "page" },
  { to: "/detail/7#comments", rel: "nofollow" },
  { to: "/solution_list/manufacturing/" },
  { to: "/files/price-list.v2~draft" },
  { to: "/register", target: "_blank", rel: "noopener" },
  { to: "/help", discover: "none" },
  { to: "/help", reloadDocument: true, replace: true, preventScrollReset: true, state: { from: "x" } },
  { to: "/news", "aria-label": "All news", title: "News", id: "news-link", onClick: () => undefined },
  // Not plain: React Router's own <Link> writes these, on the server too.
  { to: "?billing=yearly", replace: true, preventScrollReset: true },
  { to: "../partner" },
  { to: "/a/../b" },
  { to: "/a/./b" },
  { to: "//evil.example/x" },
  { to: "https://example.com/x" },
  { to: "/news?" },
  { to: "/news#" },
  { to: "/café" },
  { to: { pathname: "/news", search: "?page=3" } },
  { to: "/news", prefetch: "render" },
];

function links(Component: typeof Link | typeof RouterLink): ReactNode {
  return CASES.map((props, i) => (
    <Component key={i} {...props}>
      <span>link {i}</span> text
    </Component>
  ));
}

describe("Link on the server", () => {
  it.each(["/", "/site", "/site/"])(
    "writes exactly what React Router's <Link> writes, under basename %s",
    async (basename) => {
      const mine = await serverHtml(basename, links(Link), true);
      const theirs = await serverHtml(basename, links(RouterLink));
      expect(mine).toBe(theirs);
      expect(mine.match(/<a /g)).toHaveLength(CASES.length);
      expect(mine).toContain(
        `class="card-link" href="${basename === "/" ? "" : "/site"}/cases/1" data-discover="true"`,
      );
    },
  );

  it("is React Router's <Link> outside the fast entry (the browser, the stock entry)", () => {
    // React Router's <Link> needs a router; the plain anchor does not.
    expect(
      renderToString(
        <FastLinks basename="/site/">
          <Link to="/about" className="x">
            About
          </Link>
        </FastLinks>,
      ),
    ).toBe('<a class="x" href="/site/about" data-discover="true">About</a>');
    expect(() => renderToString(<Link to="/about">About</Link>)).toThrow();
  });

  it("takes the short way only for absolute paths that need no resolving", () => {
    expect(plainTarget("/")).toEqual(["/", "", ""]);
    expect(plainTarget("/news?page=2#top")).toEqual(["/news", "?page=2", "#top"]);
    expect(plainTarget("/solution_list/x/")).toEqual(["/solution_list/x/", "", ""]);
    for (const to of [
      "?a=1",
      "news",
      "../x",
      "/a/../b",
      "/a/.",
      "/a/./b",
      "//evil",
      "https://e.x/",
      "/news?",
      "/news#",
      "/café",
      "/a b",
      { pathname: "/" },
    ]) {
      expect(plainTarget(to)).toBeNull();
    }
  });
});
