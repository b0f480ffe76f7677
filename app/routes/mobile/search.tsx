// The same route wiring as the desktop search page (the logic is in search-view and search.server).
/* jscpd:ignore-start */
import { SearchForm, SearchResults, searchMeta } from "~/components/search/search-view";
import { loadSearchPage } from "~/lib/search.server";
import type { Route } from "./+types/search";
import { mobile } from "~/kernel/links";
import * as SEARCH from "~/kernel/ui-strings/search";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return searchMeta(args);
}

export function headers() {
  return { "X-Robots-Tag": "noindex" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchPage(request, context);
}
/* jscpd:ignore-end */

export default function Page({ loaderData: result }: Route.ComponentProps) {
  return (
    <div className="m-page search-page">
      <h1>{SEARCH.search}</h1>
      <SearchForm result={result} searchPath={mobile.search()} variant="mobile" />
      <SearchResults result={result} searchPath={mobile.search()} variant="mobile" />
    </div>
  );
}
