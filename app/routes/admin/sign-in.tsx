import { data, Link, redirect, useSearchParams } from "react-router";
import { AdminForm, ErrorSummary, failureOf, Field, SubmitButton } from "~/components/admin/form";
import { adminMeta } from "~/components/admin/meta";
import { admin } from "~/kernel/admin-links";
import type { Route } from "./+types/sign-in";
import { accountsOf, cookieHeaders, formOf, leaveIfSignedIn, redirectTargetOf, text } from "./guard.server";
import { actionHeaders } from "./headers";

export const meta: Route.MetaFunction = () => adminMeta("Sign in");
export const headers = actionHeaders;

export const loader = leaveIfSignedIn;

export async function action(args: Route.ActionArgs) {
  const form = await formOf(args);
  const email = text(form, "email");
  const redirectTo = redirectTargetOf(args.request);
  const values = { email };
  const fieldErrors = {
    email: email ? undefined : "Enter your email address.",
    password: form.get("password") ? undefined : "Enter your password.",
  };
  if (fieldErrors.email || fieldErrors.password) return data({ fieldErrors, values }, { status: 400 });
  const result = await accountsOf(args).signIn(args.request, { email, password: String(form.get("password")) });
  switch (result.status) {
    case "signed-in":
      return redirect(redirectTo, { headers: cookieHeaders(result.setCookies) });
    case "two-factor":
      return redirect(admin.twoFactor(redirectTo === admin.dashboard() ? undefined : redirectTo), {
        headers: cookieHeaders(result.setCookies),
      });
    case "throttled":
    case "busy":
      return data(
        { formError: result.message, values },
        { status: result.status === "busy" ? 503 : 429, headers: { "Retry-After": String(result.retryAfter) } },
      );
    default:
      return data({ formError: result.message, values }, { status: 401 });
  }
}

export default function SignIn({ actionData }: Route.ComponentProps) {
  const failure = failureOf(actionData);
  const [params] = useSearchParams();
  const redirectTo = params.get("redirectTo") ?? undefined;
  return (
    <div className="admin-narrow">
      <h1>Sign in</h1>
      <div className="admin-panel">
        <ErrorSummary failure={failure} />
        <AdminForm action={admin.signIn(redirectTo)}>
          <Field
            name="email"
            type="email"
            label="Email"
            autoComplete="username"
            inputMode="email"
            required
            failure={failure}
          />
          <Field
            name="password"
            type="password"
            label="Password"
            autoComplete="current-password"
            required
            failure={failure}
          />
          <SubmitButton>Sign in</SubmitButton>
        </AdminForm>
        <p>
          <Link to={admin.forgotPassword()}>Forgot your password?</Link>
        </p>
      </div>
      <p className="admin-hint">
        No account yet? An administrator invites you by email; the message holds a link to set your password.
      </p>
    </div>
  );
}
