import { Form } from "react-router";
import { FallbackMark } from "~/components/content/cards";
import { formatDate } from "~/components/content/format";
import { Link } from "~/components/ui/link";
import { pageMeta } from "~/lib/seo";
import type { SearchHit, SearchResponse, SearchSection, TextPart } from "~/kernel/search-types";
import "./search.css";
import { NEWS_TYPES } from "~/kernel/content-constants";
import { desktop, LINKS, mobile } from "~/kernel/links";
import { message } from "~/kernel/ui-strings/message";
import * as LIST_WORDS from "~/kernel/ui-strings/lists";
import * as SEARCH from "~/kernel/ui-strings/search";

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

/** " in <section>" for the section shown, named as the answer names it in the page's locale; "" for all. */
function inSection(result: SearchResponse): string {
  const shown = result.sections.find((s) => s.section === result.section);
  return shown ? message(SEARCH.inSection, { section: shown.label }) : "";
}

function searchTitle(result: SearchResponse): string {
  if (!result.query) return SEARCH.search;
  const where = inSection(result);
  const page = result.page > 1 ? message(SEARCH.pageSuffix, { page: result.page }) : "";
  return message(SEARCH.resultsTitle, { query: result.query }) + where + page;
}

/** Head tags of both skins' search page; result pages are for people, never indexed. */
export function searchMeta(args: Parameters<typeof pageMeta>[0] & { loaderData?: SearchResponse }) {
  return pageMeta(args, {
    title: args.loaderData ? searchTitle(args.loaderData) : SEARCH.search,
    description: SEARCH.description,
    canonicalPath: desktop.search(),
    noindex: true,
    breadcrumbs: [{ name: SEARCH.search }],
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
        {SEARCH.searchSite}
      </label>
      <input
        id={`search-q-${variant}`}
        type="search"
        name="q"
        defaultValue={result.query}
        key={result.query}
        placeholder={SEARCH.formPlaceholder}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
      />
      {result.section ? <input type="hidden" name="section" value={result.section} /> : null}
      <button type="submit" className="button button-primary">
        {SEARCH.search}
      </button>
    </Form>
  );
}

export function SearchResults({ result, searchPath, variant }: ViewProps) {
  if (!result.query) {
    return (
      <div className="search-empty" role="status">
        <h2>{SEARCH.emptyTitle}</h2>
        <p>{SEARCH.emptyText}</p>
      </div>
    );
  }
  if (result.terms.length === 0) {
    return (
      <div className="search-empty" role="status">
        <h2>{SEARCH.nothingTitle}</h2>
        <p>{SEARCH.nothingText}</p>
      </div>
    );
  }
  if (result.total === 0) {
    return (
      <div className="search-empty" role="status">
        <h2>
          {message(SEARCH.noResults, { query: result.query })}
          {inSection(result)}
        </h2>
        <p>{SEARCH.noResultsHint}</p>
        <ul className="search-suggestions">
          {result.section ? (
            <li>
              <Link to={searchHref(searchPath, result.query, null)}>{SEARCH.searchAllSections}</Link>
            </li>
          ) : null}
          <li>
            <Link to={variant === "desktop" ? desktop.news() : mobile.news(NEWS_TYPES[0])}>{SEARCH.latestNews}</Link>
          </li>
          <li>
            <Link to={LINKS[variant].solutions()}>{SEARCH.solutions}</Link>
          </li>
          <li>
            <Link to={LINKS[variant].help()}>{SEARCH.helpCentre}</Link>
          </li>
        </ul>
      </div>
    );
  }
  return (
    <>
      <p className="search-summary" role="status">
        {message(SEARCH.results, {
          count: result.total,
          query: result.correction ?? result.query,
        })}
        {inSection(result)}
        {result.correction ? message(SEARCH.nothingMatched, { query: result.query }) : ""}
      </p>
      <nav className="search-tabs" aria-label={SEARCH.sections}>
        <ul>
          <li>
            <Link
              to={searchHref(searchPath, result.query, null)}
              aria-current={result.section === null ? "page" : undefined}
            >
              {SEARCH.all} <span className="search-count">({result.sections.reduce((n, s) => n + s.count, 0)})</span>
            </Link>
          </li>
          {result.sections
            .filter((s) => s.count > 0)
            .map(({ section, label, count }) => (
              <li key={section}>
                <Link
                  to={searchHref(searchPath, result.query, section)}
                  aria-current={result.section === section ? "page" : undefined}
                >
                  {label} <span className="search-count">({count})</span>
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
                <SearchHitItem hit={hit} sectionLabel={group.label} variant={variant} />
              </li>
            ))}
          </ol>
          {result.section === null && group.total > group.items.length ? (
            <p className="search-more">
              <Link to={searchHref(searchPath, result.query, group.section)}>
                {message(SEARCH.allResultsIn, { count: group.total, section: group.label })}
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

function SearchHitItem({
  hit,
  sectionLabel,
  variant,
}: {
  hit: SearchHit;
  sectionLabel: string;
  variant: "desktop" | "mobile";
}) {
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
        {/* Not translated into the reader's language: said before it is opened. */}
        <FallbackMark item={hit} />
        {sectionLabel}
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
    <nav className="search-pagination" aria-label={LIST_WORDS.pagination}>
      <p>{message(LIST_WORDS.pageOf, { page, pages: totalPages })}</p>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={searchHref(searchPath, query, section, page - 1)} rel="prev">
              <span aria-hidden="true">← </span>
              {LIST_WORDS.previous}
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
                aria-label={message(LIST_WORDS.pageNumber, { page: p })}
              >
                {p}
              </Link>
            </li>
          ))}
        {page < totalPages ? (
          <li>
            <Link to={searchHref(searchPath, query, section, page + 1)} rel="next">
              {LIST_WORDS.next}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
