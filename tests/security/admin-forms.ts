/**
 * The back office's forms for the fuzz: every admin route with an action (and its
 * `.data` URL, where React Router posts once the page has hydrated), and bodies that
 * are not a form at all.
 */
import fc from "fast-check";

/** Every admin route with an action, parameters filled with values that exist or could. */
export const ADMIN_FORM_ROUTES = [
  "/admin/sign-in",
  "/admin/two-factor",
  "/admin/setup/abc",
  "/admin/forgot-password",
  "/admin/reset-password/abc",
  "/admin/sign-out",
  "/admin/account",
  "/admin/users",
  "/admin/settings",
  "/admin/media",
  "/admin/media/1",
  "/admin/content/news",
  "/admin/content/news/new",
  "/admin/content/news/1",
  "/admin/content/news/1/history",
  "/admin/redirects",
  "/admin/trash",
  "/admin/leads/1",
  "/admin/notifications",
].flatMap((path) => [path, `${path}.data`]);

/** A body with the content type it claims, never a well-formed form. */
export const badBody = fc.oneof(
  fc.string({ maxLength: 200 }).map((body) => ({ type: "text/plain", body })),
  fc.json({ maxDepth: 3 }).map((body) => ({ type: "application/json", body })),
  fc.string({ maxLength: 200 }).map((body) => ({ type: "multipart/form-data", body })),
  fc.string({ maxLength: 200 }).map((body) => ({ type: "multipart/form-data; boundary=xyz", body })),
  fc.string({ maxLength: 200 }).map((body) => ({ type: "application/octet-stream", body })),
  fc.string({ maxLength: 200 }).map((body) => ({ type: "", body })),
);
