/**
 * The one way an admin loader or action learns who is asking and whether they may:
 * every admin route calls `requireStaff(args, action)` (or `viewerOf` on the pages
 * for signed-out people) before it reads or changes anything. Deny by default: no
 * session sends the browser to sign in (with a `redirectTo` back, admin paths only),
 * a signed-in person whose role may not gets the 403 page. Hiding a link in the
 * navigation is a courtesy; this is the check.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { can, type Action } from "~/kernel/admin-policy";
import { admin, isAdminPath } from "~/kernel/admin-links";
import type { RefusalKind } from "~/kernel/refusals";
import type { StaffUser } from "~/kernel/services/accounts";
import { servicesContext } from "~/lib/context.server";
import { BASE_PATH } from "~/lib/paths";
import { clientOf, type ClientInfo } from "~/kernel/client-info";
import { AccountsError } from "~/kernel/refusals";
import { safeNext } from "~/kernel/site-paths";
import { headerProof, writeProved } from "~/kernel/write-proof";

export interface AdminArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export const accountsOf = ({ context }: Pick<AdminArgs, "context">) => context.get(servicesContext).accounts;

// The layout's loader and the page's ask about the same request: one lookup.
const viewers = new WeakMap<Request, Promise<StaffUser | null>>();

/** Who is signed in, or null. */
export function viewerOf(args: AdminArgs): Promise<StaffUser | null> {
  let viewer = viewers.get(args.request);
  if (!viewer) viewers.set(args.request, (viewer = accountsOf(args).currentUser(args.request)));
  return viewer;
}

/** Where a sign-in step leads next: its `redirectTo` parameter, when that is a same-site admin path. */
export function redirectTargetOf(request: Request): string {
  return safeRedirectTo(new URL(request.url).searchParams.get("redirectTo"));
}

/** Loader of the sign-in steps: someone already signed in goes where they were going. */
export async function leaveIfSignedIn(args: AdminArgs): Promise<null> {
  if (await viewerOf(args)) throw redirect(redirectTargetOf(args.request));
  return null;
}

/** Pages that must never be the place a sign-in returns to. */
const LINK_PREFIXES = [admin.setup("x").slice(0, -1), admin.resetPassword("x").slice(0, -1)];
const NOT_A_DESTINATION = new Set([admin.signIn(), admin.twoFactor(), admin.signOut(), admin.forgotPassword()]);

/**
 * Where to go after signing in: a same-site path of the back office, or the
 * dashboard. Anything else (another host, a scheme, "//", a public page, the
 * sign-in pages themselves) falls back, so the parameter cannot send anyone away.
 */
export function safeRedirectTo(value: unknown): string {
  const fallback = admin.dashboard();
  const path = safeNext(value, fallback);
  const bare = path.split("?")[0]!;
  if (!isAdminPath(bare) || NOT_A_DESTINATION.has(bare) || LINK_PREFIXES.some((p) => bare.startsWith(p)))
    return fallback;
  return path;
}

/** The router path and query of a request (without the base path). */
export function routerPathOf(request: Request): string {
  const url = new URL(request.url);
  const path = url.pathname.startsWith(BASE_PATH) ? `/${url.pathname.slice(BASE_PATH.length)}` : url.pathname;
  return path.replace(/\.data$/, "") + url.search.replace(/[?&]index(?=&|$)/, "").replace(/^&/, "?");
}

/**
 * The signed-in person, allowed to do `action`, or the answer that stops the request:
 * a redirect to sign in, to two-factor enrolment when their role requires it and it
 * is not on yet, or a 403.
 */
export async function requireStaff(
  args: AdminArgs,
  action: Action = "admin.enter",
  { enrolling = false }: { enrolling?: boolean } = {},
): Promise<StaffUser> {
  const user = await viewerOf(args);
  if (!user) {
    // A form posted after the session lapsed leads back to its page (its typing is kept in the browser).
    const back = routerPathOf(args.request);
    throw redirect(admin.signIn(back && back !== admin.dashboard() ? safeRedirectTo(back) : undefined));
  }
  if (user.twoFactorEnrolmentRequired && !enrolling) throw redirect(admin.account());
  if (!can(user.role, "admin.enter") || !can(user.role, action)) {
    throw await refused(args, "policy", "Your role does not give access to this page.");
  }
  return user;
}

/** The 403 that stops a request, counted in the audit trail first (rate-limited there, server/audit/refusals.ts). */
export async function refused(args: AdminArgs, kind: RefusalKind, message: string) {
  const user = await viewerOf(args);
  const url = new URL(args.request.url);
  await args.context.get(servicesContext).audit.refused({
    kind,
    actor: user ? { id: user.id, email: user.email } : null,
    ip: clientOf(args.request).ip || null,
    method: args.request.method,
    path: url.pathname,
  });
  return data({ message }, { status: 403 });
}

const NOT_FROM_HERE = "Forms of the admin can only be sent from its own pages.";
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

function proofOf({ request, context }: AdminArgs) {
  return {
    origin: request.headers.get("origin"),
    secFetchSite: request.headers.get("sec-fetch-site"),
    siteOrigin: new URL(context.get(servicesContext).config.SITE_URL).origin,
  };
}

/**
 * What the write's headers prove (server/accounts/write-proof.ts). A post from another
 * site is refused before anything reads its body; "unknown" leaves the proof to the
 * session's token in the form, checked by `requireSessionToken` once it is read.
 */
export async function sameSiteOnly(args: AdminArgs): Promise<"same-origin" | "unknown"> {
  const said = headerProof(proofOf(args));
  if (said === "cross-site") throw await refused(args, "csrf", NOT_FROM_HERE);
  return said;
}

/** When the headers said nothing either way, the form must carry its session's own token. */
export async function requireSessionToken(
  args: AdminArgs,
  said: "same-origin" | "unknown",
  presented: string | null | undefined,
): Promise<void> {
  if (said === "same-origin") return;
  const user = await viewerOf(args);
  const expected = user ? await accountsOf(args).sessionXsrfToken(user) : null;
  if (!writeProved({ ...proofOf(args), presented, expected })) throw await refused(args, "csrf", NOT_FROM_HERE);
}

/**
 * The posted form of an admin action, once it has shown a same-origin proof: a body
 * that is not a form (JSON, text, a multipart body without its boundary) is a 400
 * page, never a failure of the server.
 */
export async function formOf(args: AdminArgs): Promise<FormData> {
  const said = await sameSiteOnly(args);
  if (!FORM_TYPE.test(args.request.headers.get("content-type") ?? ""))
    throw data({ message: "This page takes its own form; the request sent something else." }, { status: 400 });
  let form: FormData;
  try {
    form = await args.request.formData();
  } catch {
    throw data({ message: "The form could not be read. Please send it again from the page." }, { status: 400 });
  }
  await requireSessionToken(args, said, text(form, "xsrfToken"));
  return form;
}

/** A field's text, trimmed ("" when absent or a file). */
export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

export { clientOf, type ClientInfo };

/** Response headers carrying the cookies a sign-in, set-up or sign-out changed. */
export function cookieHeaders(setCookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * What a refused form shows: the service's message and field errors, the values
 * typed (never passwords or codes) and the status (400, 404, 409). A refusal of
 * the policy is the 403 page, as for a page.
 */
export function refusal(error: unknown, intent: string, values: Record<string, string> = {}) {
  if (!(error instanceof AccountsError)) throw error;
  if (error.code === "forbidden") throw data({ message: error.message }, { status: 403 });
  if (error.code === "unauthorized") throw redirect(admin.signIn());
  const status = error.code === "not_found" ? 404 : error.code === "conflict" ? 409 : 400;
  return data({ intent, formError: error.message, fieldErrors: error.fields, values }, { status });
}

/**
 * The request as the next call should see it once the browser has the cookies just
 * set (a set-up signs in, then enrolment starts at once for the new session).
 */
export function requestWithCookies(request: Request, setCookies: readonly string[]): Request {
  const jar = new Map<string, string>();
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  for (const cookie of setCookies) {
    const pair = cookie.split(";")[0]!;
    const eq = pair.indexOf("=");
    if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  const headers = new Headers(request.headers);
  headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
  return new Request(request.url, { method: "GET", headers });
}
