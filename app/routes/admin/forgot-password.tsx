import { data, Link } from "react-router";
import { AdminForm, ErrorSummary, failureOf, Field, StatusMessage, SubmitButton } from "~/components/admin/form";
import { adminMeta } from "~/components/admin/meta";
import { admin } from "~/kernel/admin-links";
import type { Route } from "./+types/forgot-password";
import { accountsOf, formOf, text } from "./guard.server";
import { actionHeaders } from "./headers";

export const meta: Route.MetaFunction = () => adminMeta("Forgot your password");
export const headers = actionHeaders;

/** The answer is the same for every address: only a throttled request is told apart (429). */
export async function action(args: Route.ActionArgs) {
  const form = await formOf(args);
  const email = text(form, "email");
  const values = { email };
  if (!email) return data({ fieldErrors: { email: "Enter your email address." }, values }, { status: 400 });
  const result = await accountsOf(args).requestPasswordReset(args.request, { email });
  if (result.status === "throttled")
    return data(
      { formError: result.message, values },
      { status: 429, headers: { "Retry-After": String(result.retryAfter) } },
    );
  return { sent: result.message, values };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const failure = failureOf(actionData);
  const sent = actionData && "sent" in actionData ? actionData.sent : undefined;
  return (
    <div className="admin-narrow">
      <h1>Forgot your password</h1>
      {sent ? <StatusMessage>{sent}</StatusMessage> : null}
      <div className="admin-panel">
        <ErrorSummary failure={failure} />
        <p>Enter the email address of your account. We will mail you a link to choose a new password.</p>
        <AdminForm action={admin.forgotPassword()}>
          <Field
            name="email"
            type="email"
            label="Email"
            autoComplete="username"
            inputMode="email"
            required
            failure={failure ?? (sent ? { values: actionData?.values } : undefined)}
          />
          <SubmitButton>Send the link</SubmitButton>
        </AdminForm>
      </div>
      <p>
        <Link to={admin.signIn()}>Back to sign in</Link>
      </p>
    </div>
  );
}
