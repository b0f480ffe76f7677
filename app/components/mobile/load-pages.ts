/**
 * Loader side of the mobile lists: ?page=N means "pages 1 to N are shown", so a
 * reload, a shared link or the back button renders exactly what the visitor had.
 */
import { data } from "react-router";
import type { Page } from "~/kernel/content-schemas";
import { parsePage } from "~/lib/params";

/** Fetches pages 1..N of a list as one Page (page = N). Malformed N or N past the end: 404. */
export async function loadPages<T>(
  pageParam: string | null,
  fetch: (page: number) => Promise<Page<T>>,
): Promise<Page<T>> {
  const wanted = parsePage(pageParam ?? undefined);
  const first = await fetch(1);
  if (wanted > Math.max(1, first.totalPages)) throw data(null, { status: 404 });
  const rest = await Promise.all(Array.from({ length: wanted - 1 }, (_, i) => fetch(i + 2)));
  return {
    items: [first, ...rest].flatMap((p) => p.items),
    page: wanted,
    pageSize: first.pageSize,
    total: first.total,
    totalPages: first.totalPages,
  };
}
