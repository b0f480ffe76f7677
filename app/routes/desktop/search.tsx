import { PageHeader } from "~/components/desktop/blocks";
import { SearchForm, SearchResults, searchMeta } from "~/components/search/search-view";
import { loadSearchPage } from "~/lib/search.server";
import type { Route } from "./+types/search";
import { desktop } from "~/kernel/links";
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

export default function Page({ loaderData: result }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={SEARCH.search} crumbs={[{ label: SEARCH.search }]}>
        <SearchForm result={result} searchPath={desktop.search()} variant="desktop" />
      </PageHeader>
      <div className="container search-page">
        <SearchResults result={result} searchPath={desktop.search()} variant="desktop" />
      </div>
    </>
  );
}
