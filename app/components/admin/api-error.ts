/**
 * The message of a failed admin API call: the API's own (`{ error: { message } }`) or the
 * HTTP client's ("Network Error"). Read by shape, without importing the client: a module
 * shared by admin routes brings its imports into the admin chunk (vite.config.ts), and the
 * client is shared with public pages.
 */
export function errorMessage(error: unknown): string {
  const body = (error as { response?: { data?: { error?: { message?: unknown } } } } | null)?.response?.data;
  const message = body?.error?.message;
  if (typeof message === "string") return message;
  return error instanceof Error ? error.message : String(error);
}
