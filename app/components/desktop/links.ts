/**
 * Router paths of the desktop site's content pages, in one place so every link and
 * canonical URL agrees. Page 1 never carries its number.
 */
const paged = (base: string, page: number) => (page > 1 ? `${base}/${page}` : base);

/** All news: /news, /news/2 ... */
export const newsPath = (page = 1) => paged("/news", page);
/** One news category: the specification's path, which ends in " copy". */
export const newsTypePath = (type: string, page = 1) => `${paged(`/news/${type}`, page)} copy`;
/** The canonical article URL (the device map pairs it with /mobile/detail/:id). */
export const articlePath = (id: number) => `/detail/${id}`;
export const casesListPath = (type: string, page = 1) => paged(`/cases_list/${type}`, page);
export const casePath = (id: number) => `/cases/${id}`;
export const solutionListPath = (type: string, page = 1) => paged(`/solution_list/${type}`, page);
export const solutionPath = (id: number) => `/solution/${id}`;
export const videosListPath = (type: string, page = 1) => paged(`/videos/${type}`, page);
export const qasPath = (type: string, page = 1) => paged(`/qas/${type}`, page);
export const qaPath = (id: number) => `/qa/${id}`;
export const helpPath = (id?: number) => (id ? `/help/${id}` : "/help");

/** A path as it appears in a URL (the space of " copy" percent-encoded), for canonical links. */
export const encodedPath = (path: string) => encodeURI(path);
