import type { HeadersFunction } from "react-router";

/**
 * Headers of an admin page whose action may answer with more than cookies (a
 * refused sign-in's Retry-After): the action's, else the loader's. React Router
 * carries only Set-Cookie over by itself. Cache-Control and X-Robots-Tag are set
 * for every admin answer by the server (server/admin-pages.ts).
 */
export const actionHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  for (const [name, value] of actionHeaders) if (name !== "set-cookie") headers.set(name, value);
  return headers;
};
