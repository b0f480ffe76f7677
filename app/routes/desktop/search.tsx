import { PageHeader } from "~/components/desktop/blocks";
import { SearchForm, SearchResults, searchTitle } from "~/components/search/search-view";
import { loadSearchPage } from "~/lib/search.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/search";
import { desktop } from "~/kernel/links";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const result = args.loaderData;
  const title = result ? searchTitle(result) : "Search";
  return pageMeta(args, {
    title,
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
    <>
      <PageHeader title="Search" crumbs={[{ label: "Search" }]}>
        <SearchForm result={result} searchPath={desktop.search()} variant="desktop" />
      </PageHeader>
      <div className="container search-page">
        <SearchResults result={result} searchPath={desktop.search()} variant="desktop" />
      </div>
    </>
  );
}
