import { PageHeader } from "~/components/desktop/blocks";
import { SEARCH_HANDLE, SearchForm, SearchResults, searchMeta } from "~/components/search/search-view";
import { loadSearchPage } from "~/lib/search.server";
import type { Route } from "./+types/search";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return searchMeta(args);
}

export function headers() {
  return { "X-Robots-Tag": "noindex" };
}

export const handle = SEARCH_HANDLE;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchPage(request, context);
}

export default function Page({ loaderData: result }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Search" crumbs={[{ label: "Search" }]}>
        <SearchForm result={result} searchPath="/search" variant="desktop" />
      </PageHeader>
      <div className="container search-page">
        <SearchResults result={result} searchPath="/search" variant="desktop" />
      </div>
    </>
  );
}
