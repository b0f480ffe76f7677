/** The base path the build was made for, always with a trailing slash ("/" or "/site/"). */
export const BASE_PATH: string = import.meta.env.BASE_URL;

/** A URL under the base path for things the router does not resolve (images, API, feeds). */
export function withBase(path: string): string {
  return BASE_PATH + path.replace(/^\/+/, "");
}
