/** The words of the list pages' page links and "Load more" buttons. */
export const PAGER = {
  nextPage: "Next page",
  previousPage: "Previous page",
} as const;
