import { SearchForm, SearchResults, searchTitle } from "~/components/search/search-view";
import { loadSearchPage } from "~/lib/search.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/search";
import type { PageHandle } from "~/lib/params";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const result = args.loaderData;
  return pageMeta(args, {
    title: result ? searchTitle(result) : "Search",
    description: "Search Brightlane news, case studies, solutions, questions and answers, help articles and videos.",
    canonicalPath: "/search",
    noindex: true,
    breadcrumbs: [{ name: "Search" }],
  });
}

// Result pages are for people, not for search engines' indexes.
export function headers() {
  return { "X-Robots-Tag": "noindex" };
}

/** The query parameters this page reads; any other is redirected away. */
export const handle: PageHandle = { query: ["q", "section", "page"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchPage(request, context);
}

export default function Page({ loaderData: result }: Route.ComponentProps) {
  return (
    <div className="m-page search-page">
      <h1>Search</h1>
      <SearchForm result={result} searchPath="/mobile/search" variant="mobile" />
      <SearchResults result={result} searchPath="/mobile/search" variant="mobile" />
    </div>
  );
}
