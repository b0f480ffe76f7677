import { PageHeader } from "~/components/desktop/blocks";
import { SearchForm, SearchResults, searchTitle } from "~/components/search/search-view";
import { loadSearchPage } from "~/lib/search.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/search";
import type { PageHandle } from "~/lib/params";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const result = args.loaderData;
  const title = result ? searchTitle(result) : "Search";
  return pageMeta(args, {
    title,
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
