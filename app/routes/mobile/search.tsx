import { SearchForm, SearchResults, searchTitle } from "~/components/search/search-view";
import { loadSearchPage } from "~/lib/search.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/search";
import { desktop, mobile } from "~/kernel/links";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const result = args.loaderData;
  return pageMeta(args, {
    title: result ? searchTitle(result) : "Search",
    description: "Search Brightlane news, case studies, solutions, questions and answers, help articles and videos.",
    canonicalPath: desktop.search(),
    noindex: true,
    breadcrumbs: [{ name: "Search" }],
  });
}

// Result pages are for people, not for search engines' indexes.
export function headers() {
  return { "X-Robots-Tag": "noindex" };
}


export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchPage(request, context);
}

export default function Page({ loaderData: result }: Route.ComponentProps) {
  return (
    <div className="m-page search-page">
      <h1>Search</h1>
      <SearchForm result={result} searchPath={mobile.search()} variant="mobile" />
      <SearchResults result={result} searchPath={mobile.search()} variant="mobile" />
    </div>
  );
}
