import { data, Link } from "react-router";
import { AdminForm, ErrorSummary, failureOf, Field, StatusMessage, SubmitButton } from "~/components/admin/form";
import { adminMeta } from "~/components/admin/meta";
import { PASSWORD_MIN_LENGTH } from "~/kernel/admin-policy";
import { admin } from "~/kernel/admin-links";
import type { Route } from "./+types/reset-password";
import { accountsOf, formOf, refusal } from "./guard.server";

export const meta: Route.MetaFunction = () => adminMeta("Choose a new password");

/** Whose password the link resets; a used, expired or unknown link is a 404 that says so. */
export async function loader(args: Route.LoaderArgs) {
  const reset = await accountsOf(args).inspectPasswordReset(args.params.token);
  return reset ? { reset } : data({ reset }, { status: 404 });
}

export async function action(args: Route.ActionArgs) {
  const form = await formOf(args);
  const accounts = accountsOf(args);
  const password = String(form.get("password") ?? "");
  const fieldErrors: Record<string, string | undefined> = {
    password: accounts.checkPassword(password) ?? undefined,
    confirm: form.get("confirm") === password ? undefined : "The two passwords are not the same.",
  };
  if (Object.values(fieldErrors).some(Boolean)) return data({ fieldErrors, values: {} }, { status: 400 });
  try {
    return { done: await accounts.resetPassword(args.request, { token: args.params.token, password }) };
  } catch (error) {
    return refusal(error, "", {});
  }
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData && "done" in actionData) {
    return (
      <div className="admin-narrow">
        <h1>Your password is changed</h1>
        <StatusMessage>
          Every session of {actionData.done.email} has ended. Sign in with the new password; two-step sign-in stays as
          it was.
        </StatusMessage>
        <p>
          <Link className="admin-button" to={admin.signIn()}>
            Go to sign in
          </Link>
        </p>
      </div>
    );
  }
  const failure = failureOf(actionData);
  if (!loaderData.reset) {
    return (
      <div className="admin-narrow admin-panel">
        <h1>This link cannot be used</h1>
        <p>Reset links work once and expire after an hour. Ask for a new one if you still need it.</p>
        <p>
          <Link to={admin.forgotPassword()}>Ask for a new link</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="admin-narrow">
      <h1>Choose a new password</h1>
      <p className="admin-lead">
        For <strong>{loaderData.reset.email}</strong>.
      </p>
      <div className="admin-panel">
        <ErrorSummary failure={failure} />
        <AdminForm>
          <input type="email" name="username" value={loaderData.reset.email} autoComplete="username" readOnly hidden />
          <Field
            name="password"
            type="password"
            label="New password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters. Common and leaked passwords are refused.`}
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            required
            failure={failure}
          />
          <Field
            name="confirm"
            type="password"
            label="New password again"
            autoComplete="new-password"
            required
            failure={failure}
          />
          <SubmitButton>Change password</SubmitButton>
        </AdminForm>
      </div>
    </div>
  );
}
