import { Form } from "react-router";
import { formatDate } from "~/components/content/format";
import { Link } from "~/components/ui/link";
import { pageMeta } from "~/lib/seo";
import {
  SEARCH_SECTION_LABELS,
  SEARCH_SECTIONS,
  type SearchHit,
  type SearchResponse,
  type SearchSection,
  type TextPart,
} from "~/kernel/search-types";
import "./search.css";
import { NEWS_TYPES } from "~/kernel/content-constants";
import { desktop, LINKS, mobile } from "~/kernel/links";

/** Matched words as <mark>; every part is rendered as text, never as HTML. */
function Highlighted({ parts }: { parts: readonly TextPart[] }) {
  return (
    <>{parts.map((part, i) => (part.hit ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</>
  );
}

/** URL of a search result page, relative to the router (Link adds the base path). */
function searchHref(searchPath: string, q: string, section: SearchSection | null, page = 1): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (section) params.set("section", section);
  if (page > 1) params.set("page", String(page));
  const qs = params.toString();
  return qs ? `${searchPath}?${qs}` : searchPath;
}

function searchTitle(result: SearchResponse): string {
  if (!result.query) return "Search";
  const where = result.section ? ` in ${SEARCH_SECTION_LABELS[result.section]}` : "";
  const page = result.page > 1 ? `, page ${result.page}` : "";
  return `Search: ${result.query}${where}${page}`;
}

/** Head tags of both skins' search page; result pages are for people, never indexed. */
export function searchMeta(args: Parameters<typeof pageMeta>[0] & { loaderData?: SearchResponse }) {
  return pageMeta(args, {
    title: args.loaderData ? searchTitle(args.loaderData) : "Search",
    description: "Search Brightlane news, case studies, solutions, questions and answers, help articles and videos.",
    canonicalPath: desktop.search(),
    noindex: true,
    breadcrumbs: [{ name: "Search" }],
  });
}

interface ViewProps {
  result: SearchResponse;
  /** "/search" or "/mobile/search". */
  searchPath: string;
  variant: "desktop" | "mobile";
}

export function SearchForm({ result, searchPath, variant }: ViewProps) {
  return (
    <Form method="get" action={searchPath} role="search" className={`search-form search-form-${variant}`}>
      <label htmlFor={`search-q-${variant}`} className="visually-hidden">
        Search the site
      </label>
      <input
        id={`search-q-${variant}`}
        type="search"
        name="q"
        defaultValue={result.query}
        key={result.query}
        placeholder="Search news, case studies, solutions, help…"
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
      />
      {result.section ? <input type="hidden" name="section" value={result.section} /> : null}
      <button type="submit" className="button button-primary">
        Search
      </button>
    </Form>
  );
}

export function SearchResults({ result, searchPath, variant }: ViewProps) {
  if (!result.query) {
    return (
      <div className="search-empty" role="status">
        <h2>What are you looking for?</h2>
        <p>
          Type a few words to search news, case studies, solutions, questions and answers, help articles and videos.
        </p>
      </div>
    );
  }
  if (result.terms.length === 0) {
    return (
      <div className="search-empty" role="status">
        <h2>Nothing to search for</h2>
        <p>
          Your search has no letters or numbers we can look for. Try a word from a title, a product name or a customer.
        </p>
      </div>
    );
  }
  if (result.total === 0) {
    return (
      <div className="search-empty" role="status">
        <h2>
          No results for “{result.query}”{result.section ? ` in ${SEARCH_SECTION_LABELS[result.section]}` : ""}
        </h2>
        <p>Check the spelling, use fewer or more general words, or browse instead:</p>
        <ul className="search-suggestions">
          {result.section ? (
            <li>
              <Link to={searchHref(searchPath, result.query, null)}>Search all sections</Link>
            </li>
          ) : null}
          <li>
            <Link to={variant === "desktop" ? desktop.news() : mobile.news(NEWS_TYPES[0])}>Latest news</Link>
          </li>
          <li>
            <Link to={LINKS[variant].solutions()}>Solutions</Link>
          </li>
          <li>
            <Link to={LINKS[variant].help()}>Help centre</Link>
          </li>
        </ul>
      </div>
    );
  }
  return (
    <>
      <p className="search-summary" role="status">
        {result.total} {result.total === 1 ? "result" : "results"} for “{result.correction ?? result.query}”
        {result.section ? ` in ${SEARCH_SECTION_LABELS[result.section]}` : ""}
        {result.correction ? ` (nothing matched “${result.query}”)` : ""}
      </p>
      <nav className="search-tabs" aria-label="Search sections">
        <ul>
          <li>
            <Link
              to={searchHref(searchPath, result.query, null)}
              aria-current={result.section === null ? "page" : undefined}
            >
              All <span className="search-count">({SEARCH_SECTIONS.reduce((n, s) => n + result.counts[s], 0)})</span>
            </Link>
          </li>
          {SEARCH_SECTIONS.filter((s) => result.counts[s] > 0).map((s) => (
            <li key={s}>
              <Link
                to={searchHref(searchPath, result.query, s)}
                aria-current={result.section === s ? "page" : undefined}
              >
                {SEARCH_SECTION_LABELS[s]} <span className="search-count">({result.counts[s]})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {result.groups.map((group) => (
        <section key={group.section} className="search-group" aria-labelledby={`search-group-${group.section}`}>
          <h2 id={`search-group-${group.section}`}>
            {group.label} <span className="search-count">({group.total})</span>
          </h2>
          <ol className="search-hits">
            {group.items.map((hit) => (
              <li key={`${hit.section}-${hit.id}`}>
                <SearchHitItem hit={hit} variant={variant} />
              </li>
            ))}
          </ol>
          {result.section === null && group.total > group.items.length ? (
            <p className="search-more">
              <Link to={searchHref(searchPath, result.query, group.section)}>
                All {group.total} results in {group.label}
                <span aria-hidden="true"> →</span>
              </Link>
            </p>
          ) : null}
        </section>
      ))}
      {result.section && result.totalPages > 1 ? (
        <SearchPagination result={result} searchPath={searchPath} section={result.section} />
      ) : null}
    </>
  );
}

function SearchHitItem({ hit, variant }: { hit: SearchHit; variant: "desktop" | "mobile" }) {
  const to = variant === "mobile" && hit.mobilePath ? hit.mobilePath : hit.path;
  const date = formatDate(hit.publishedAt, "short");
  return (
    <article className="search-hit">
      <h3>
        <Link to={to}>
          <Highlighted parts={hit.titleParts} />
        </Link>
      </h3>
      {hit.snippetParts.length ? (
        <p className="search-snippet">
          <Highlighted parts={hit.snippetParts} />
        </p>
      ) : null}
      <p className="search-meta">
        {SEARCH_SECTION_LABELS[hit.section]}
        {/* A whole page's date is only when it was indexed: not shown. */}
        {hit.section === "pages" || !date ? null : (
          <>
            {" · "}
            <time dateTime={hit.publishedAt}>{date}</time>
          </>
        )}
      </p>
    </article>
  );
}

function SearchPagination({
  result,
  searchPath,
  section,
}: {
  result: SearchResponse;
  searchPath: string;
  section: SearchSection;
}) {
  const { page, totalPages, query } = result;
  return (
    <nav className="search-pagination" aria-label="Pagination">
      <p>
        Page {page} of {totalPages}
      </p>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={searchHref(searchPath, query, section, page - 1)} rel="prev">
              <span aria-hidden="true">← </span>Previous
            </Link>
          </li>
        ) : null}
        {Array.from({ length: totalPages }, (_, i) => i + 1)
          .filter((p) => p === 1 || p === totalPages || Math.abs(p - page) <= 2)
          .map((p) => (
            <li key={p}>
              <Link
                to={searchHref(searchPath, query, section, p)}
                aria-current={p === page ? "page" : undefined}
                aria-label={`Page ${p}`}
              >
                {p}
              </Link>
            </li>
          ))}
        {page < totalPages ? (
          <li>
            <Link to={searchHref(searchPath, query, section, page + 1)} rel="next">
              Next<span aria-hidden="true"> →</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
