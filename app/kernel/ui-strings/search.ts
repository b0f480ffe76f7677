/** The search box of every page and the search page's form, results and page links. */
export const search = "Search";
/** The search page's title: the query, its section (`inSection`) and its page (`pageSuffix`). */
export const resultsTitle = "Search: {query}";
export const pageSuffix = ", page {page}";
export const description =
  "Search Brightlane news, case studies, solutions, questions and answers, help articles and videos.";
export const placeholder = "Search…";
export const searchSite = "Search the site";
export const formPlaceholder = "Search news, case studies, solutions, help…";
export const emptyTitle = "What are you looking for?";
export const emptyText =
  "Type a few words to search news, case studies, solutions, questions and answers, help articles and videos.";
export const nothingTitle = "Nothing to search for";
export const nothingText =
  "Your search has no letters or numbers we can look for. Try a word from a title, a product name or a customer.";
export const noResults = "No results for “{query}”";
export const inSection = " in {section}";
export const noResultsHint = "Check the spelling, use fewer or more general words, or browse instead:";
export const searchAllSections = "Search all sections";
export const latestNews = "Latest news";
export const solutions = "Solutions";
export const helpCentre = "Help centre";
/** ICU plural: `{count}` rather than `#`, which would format the number through Intl. */
export const results = "{count, plural, one {{count} result} other {{count} results}} for “{query}”";
export const nothingMatched = " (nothing matched “{query}”)";
export const sections = "Search sections";
export const all = "All";
export const allResultsIn = "{count, plural, one {The result} other {All {count} results}} in {section}";
