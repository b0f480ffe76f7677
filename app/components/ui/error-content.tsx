import { isRouteErrorResponse, Link } from "react-router";

const SUGGESTIONS = [
  { to: "solution", label: "Solutions" },
  { to: "price", label: "Pricing" },
  { to: "promotion", label: "Current promotions" },
];

/**
 * The body of the 404 and 500 pages, shared by both variants' error boundaries.
 * `home` is the variant's home path ("/" or "/mobile"); the suggestions live under it.
 */
export function ErrorContent({ error, home }: { error: unknown; home: string }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  const title = notFound ? "Page not found" : status === 503 ? "Temporarily unavailable" : "Something went wrong";
  const prefix = home.endsWith("/") ? home : `${home}/`;
  return (
    <section className="error-page" aria-labelledby="error-title">
      <title>{`${title} | Brightlane`}</title>
      <meta name="robots" content="noindex" />
      <p className="error-code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{title}</h1>
      <p className="error-text">
        {notFound
          ? "The page you asked for does not exist or is no longer published. Check the address, or carry on from one of these pages."
          : "We could not show this page just now. Please try again in a moment; if it keeps happening, write to hello@brightlane.example."}
      </p>
      <p className="error-actions">
        <Link to={home} className="button button-primary">
          Go to the home page
        </Link>
      </p>
      {notFound ? (
        <nav aria-label="Suggested pages">
          <ul className="error-links">
            {SUGGESTIONS.map((s) => (
              <li key={s.to}>
                <Link to={prefix + s.to}>{s.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
