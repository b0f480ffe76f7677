import { Link } from "~/components/ui/link";
import { message } from "~/kernel/ui-strings/message";
import * as LIST_WORDS from "~/kernel/ui-strings/lists";

/** Page numbers to show: first, last, and two either side of the current one, with gaps as null. */
export function pageWindow(page: number, totalPages: number): Array<number | null> {
  const wanted = new Set([1, totalPages, page - 2, page - 1, page, page + 1, page + 2]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const out: Array<number | null> = [];
  for (const p of pages) {
    const last = out[out.length - 1];
    if (typeof last === "number" && p - last > 1) out.push(null);
    out.push(p);
  }
  return out;
}

export function Pagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={LIST_WORDS.pagination}>
      <p className="visually-hidden">{message(LIST_WORDS.pageOf, { page, pages: totalPages })}</p>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev" className="page-step">
              <span aria-hidden="true">←</span> {LIST_WORDS.previous}
            </Link>
          ) : (
            <span className="page-step is-disabled" aria-disabled="true">
              <span aria-hidden="true">←</span> {LIST_WORDS.previous}
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                aria-current={p === page ? "page" : undefined}
                aria-label={message(LIST_WORDS.pageNumber, { page: p })}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={hrefFor(page + 1)} rel="next" className="page-step">
              {LIST_WORDS.next} <span aria-hidden="true">→</span>
            </Link>
          ) : (
            <span className="page-step is-disabled" aria-disabled="true">
              {LIST_WORDS.next} <span aria-hidden="true">→</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
