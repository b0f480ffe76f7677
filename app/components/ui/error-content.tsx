import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { lazyView } from "~/components/ui/lazy-view";
import { pageMeta } from "~/lib/seo";
import * as ERRORS from "~/kernel/ui-strings/errors";

/** Status, heading and summary of the error page for an error caught by a boundary. */
export function describeError(error: unknown): { status: number; title: string; description: string } {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) {
    return {
      status,
      title: ERRORS.notFoundTitle,
      description: ERRORS.notFoundDescription,
    };
  }
  return {
    status,
    title: status === 503 ? ERRORS.unavailableTitle : ERRORS.failedTitle,
    description: ERRORS.failedDescription,
  };
}

/**
 * Head tags of the 404 and 500 pages: the layouts' meta() returns these when their
 * error boundary draws the page, and nothing otherwise (pages set their own). The same
 * set as every other page, without a canonical link (an error page stands for no URL
 * to index), and noindex.
 */
export function errorPageMeta(args: Parameters<typeof pageMeta>[0] & { error?: unknown }): MetaDescriptor[] {
  if (!args.error) return [];
  const { title, description } = describeError(args.error);
  return pageMeta(args, { title, description, canonicalPath: false, noindex: true });
}

/**
 * The body of the 404 and 500 pages (./error-view.tsx), shared by both variants' error boundaries,
 * and what loads it before the server draws a page. Its chunk loads only when a boundary draws it:
 * every page preloaded it for a rare error (decision 0113). The layouts' loaders await the load.
 */
export const [ErrorContent, preloadErrorContent] = lazyView(() => import("./error-view"));
