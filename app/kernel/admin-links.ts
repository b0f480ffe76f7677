/**
 * URLs of the back office that the server also needs (the set-up link in a mail or
 * printed by `npm run admin`). Relative to BASE_PATH, like the page registry's paths;
 * the admin pages live outside the public page registry (they have one variant and
 * their own layout).
 */

/** The admin area's root, under BASE_PATH. */
export const ADMIN_ROOT = "admin";
/** The route that sets a password (and two-factor) from an invitation or the CLI's set-up link. */
export const ADMIN_SETUP_ROUTE = "admin/setup/:token";
/** The sign-in page. */
export const ADMIN_SIGN_IN_ROUTE = "admin/sign-in";
/** The JSON admin API's root, under BASE_PATH. */
export const ADMIN_API_ROOT = "api/v1/admin";

/** Path of a set-up link for `token`, from the site root (basePath such as "/" or "/site/"). */
export function adminSetupPath(basePath: string, token: string): string {
  return `${basePath}${ADMIN_SETUP_ROUTE.replace(":token", encodeURIComponent(token))}`;
}

/** Absolute set-up link: the site's origin (SITE_URL, any path part ignored) + base path + route. */
export function adminSetupUrl(siteUrl: string, basePath: string, token: string): string {
  return new URL(adminSetupPath(basePath, token), siteUrl).toString();
}
