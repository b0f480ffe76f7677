/**
 * Section (first path segment after the base path and the optional "mobile/")
 * to the content it shows. A content change of one type invalidates the pages
 * tagged with it; every page also carries "site" (navigation, footer, settings).
 * Sections not listed here (unknown paths, 404 pages) get "misc".
 */
export const SECTION_TAGS: Readonly<Record<string, readonly string[]>> = {
  "": ["home"],
  news: ["news"],
  detail: ["news"],
  detailNew: ["news"],
  case: ["cases"],
  cases: ["cases"],
  cases_list: ["cases"],
  solution: ["solutions", "cases"],
  solution_list: ["solutions", "cases"],
  videos: ["videos"],
  qa: ["qas"],
  qas: ["qas"],
  help: ["help"],
  price: ["prices"],
  promotion: ["promotions"],
  service: ["services"],
  partner: ["partners"],
  about: ["pages"],
  oa: ["pages"],
  pm: ["pages"],
  trade: ["pages"],
  live: ["pages"],
  education: ["pages"],
  privacy: ["pages"],
};
