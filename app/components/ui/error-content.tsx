import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { Link } from "~/components/ui/link";
import { LINKS } from "~/kernel/links";
import type { Variant } from "~/kernel/pages";
import { pageMeta } from "~/lib/seo";
import { SearchBox } from "~/components/search/search-box";
import * as ERRORS from "~/kernel/ui-strings/errors";

const SUGGESTIONS = [
  { page: "solutions", label: ERRORS.solutions },
  { page: "price", label: ERRORS.pricing },
  { page: "promotion", label: ERRORS.currentPromotions },
] as const;

/** Status, heading and summary of the error page for an error caught by a boundary. */
function describeError(error: unknown): { status: number; title: string; description: string } {
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

/** The body of the 404 and 500 pages, shared by both variants' error boundaries; its links stay in the variant. */
export function ErrorContent({ error, variant }: { error: unknown; variant: Variant }) {
  const { status, title } = describeError(error);
  const notFound = status === 404;
  const links = LINKS[variant];
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{title}</h1>
      <p className="error-text">{notFound ? ERRORS.notFoundText : ERRORS.failedText}</p>
      {notFound ? (
        <div className="error-search">
          <SearchBox variant={variant} id="error-search" label={ERRORS.searchForPage} />
        </div>
      ) : null}
      <p className="error-actions">
        <Link to={links.home()} className="button button-primary">
          {ERRORS.goHome}
        </Link>
      </p>
      {notFound ? (
        <nav aria-label={ERRORS.suggestedPages}>
          <ul className="error-links">
            {SUGGESTIONS.map((s) => (
              <li key={s.page}>
                <Link to={links[s.page]()}>{s.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
