/** The base path the build was made for, always with a trailing slash ("/" or "/site/"). */
export const BASE_PATH: string = import.meta.env.BASE_URL;
