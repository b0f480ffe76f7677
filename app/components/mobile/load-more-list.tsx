/**
 * A list that grows by pages: the loader renders pages 1..N (N from ?page=N, see
 * loadPages), then "Load more" fetches page N+1 through the JSON API, both on a tap
 * and by itself when the button scrolls into view.
 *
 * The URL follows: after each page the address becomes ?page=<pages shown>, replacing
 * the history entry (with React Router's own state, so its scroll restoration key is
 * kept). Reloading, sharing or coming back with the back button renders the same pages
 * on the server and the browser returns to the same scroll position.
 *
 * Without JavaScript the control is a link to ?page=N+1, which the loader serves.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import type { Page } from "~/kernel/content-schemas";
import { message } from "~/kernel/ui-strings/message";
import * as LIST_WORDS from "~/kernel/ui-strings/lists";

const noSubscribe = () => () => {};

export interface LoadMoreListProps<T> {
  /** Pages 1..page of the list, as the loader returned them (page = pages shown). */
  initial: Page<T>;
  /** Fetches one page through the API. */
  fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>;
  renderItem: (item: T) => React.ReactNode;
  getKey: (item: T) => string | number;
  /** Accessible name of the list. */
  label: string;
  /** Words for the items, e.g. "articles". */
  noun: string;
  className?: string;
}

type Status = "idle" | "loading" | "error";

/** The current URL with ?page set (page 1 drops the parameter). */
function urlWithPage(page: number): string {
  const url = new URL(window.location.href);
  if (page <= 1) url.searchParams.delete("page");
  else url.searchParams.set("page", String(page));
  return url.pathname + url.search + url.hash;
}

export function LoadMoreList<T>({
  initial,
  fetchPage,
  renderItem,
  getKey,
  label,
  noun,
  className,
}: LoadMoreListProps<T>) {
  const enhanced = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const [items, setItems] = useState(initial.items);
  const [pages, setPages] = useState(initial.page);
  const [status, setStatus] = useState<Status>("idle");
  const [error, setError] = useState("");
  const [seen, setSeen] = useState(initial);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { search } = useLocation();
  const abortRef = useRef<AbortController | null>(null);

  // New loader data (another category, a reload through the router): start from it.
  if (seen !== initial) {
    setSeen(initial);
    setItems(initial.items);
    setPages(initial.page);
    setStatus("idle");
  }

  const totalPages = initial.totalPages;
  const hasMore = pages < totalPages;

  const loadMore = useCallback(async () => {
    if (abortRef.current) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setStatus("loading");
    const next = pages + 1;
    try {
      const page = await fetchPage(next, controller.signal);
      const known = new Set(items.map(getKey));
      setItems([...items, ...page.items.filter((item) => !known.has(getKey(item)))]);
      setPages(next);
      setStatus("idle");
      window.history.replaceState(window.history.state, "", urlWithPage(next));
    } catch (e) {
      if (controller.signal.aborted) return;
      setError(e instanceof Error && e.message ? e.message : "Network Error");
      setStatus("error");
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  }, [pages, items, fetchPage, getKey]);

  useEffect(() => () => abortRef.current?.abort(), []);

  // Load by itself when the button comes within reach; a new observer after each page
  // checks again, so a short page fills the screen. Errors wait for a tap.
  useEffect(() => {
    const button = buttonRef.current;
    if (!button || !hasMore || status !== "idle" || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          void loadMore();
        }
      },
      { rootMargin: "0px 0px 200px 0px" },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [hasMore, status, loadMore, enhanced]);

  return (
    <>
      <ul className={["m-list", className].filter(Boolean).join(" ")} aria-label={label}>
        {items.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <div className="m-load-more">
        <p aria-live="polite">
          {status === "loading"
            ? message(LIST_WORDS.loadingMore, { noun })
            : status === "error"
              ? ""
              : message(LIST_WORDS.showingCount, { shown: items.length, total: initial.total, noun })}
        </p>
        {status === "error" && (
          <p className="m-error" role="alert">
            {message(LIST_WORDS.couldNotLoad, { noun, error })}
          </p>
        )}
        {hasMore &&
          (enhanced ? (
            <button
              ref={buttonRef}
              type="button"
              className="button button-secondary m-block-button"
              onClick={() => void loadMore()}
              disabled={status === "loading"}
              aria-busy={status === "loading"}
            >
              {status === "error"
                ? LIST_WORDS.tryAgain
                : status === "loading"
                  ? LIST_WORDS.loading
                  : message(LIST_WORDS.loadMore, { noun })}
            </button>
          ) : (
            <Link
              className="button button-secondary m-block-button"
              to={`?${pageQuery(search, pages + 1)}`}
              preventScrollReset
            >
              {message(LIST_WORDS.loadMore, { noun })}
            </Link>
          ))}
      </div>
    </>
  );
}

function pageQuery(search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.set("page", String(page));
  return params.toString();
}
