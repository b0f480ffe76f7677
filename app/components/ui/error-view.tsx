import { Link } from "~/components/ui/link";
import { LINKS } from "~/kernel/links";
import type { Variant } from "~/kernel/pages";
import { SearchBox } from "~/components/search/search-box";
import * as ERRORS from "~/kernel/ui-strings/errors";
import { describeError } from "./error-content";

const SUGGESTIONS = [
  { page: "solutions", label: ERRORS.solutions },
  { page: "price", label: ERRORS.pricing },
  { page: "promotion", label: ERRORS.currentPromotions },
] as const;

/** The body of the 404 and 500 pages; its links stay in the variant. Loaded by ./error-content.tsx. */
export default function ErrorView({ error, variant }: { error: unknown; variant: Variant }) {
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
