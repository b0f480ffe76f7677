import { data, Link, redirect, useSearchParams } from "react-router";
import { AdminForm, ErrorSummary, failureOf, Field, SubmitButton } from "~/components/admin/form";
import { adminMeta } from "~/components/admin/meta";
import { admin } from "~/kernel/admin-links";
import type { Route } from "./+types/two-factor";
import { accountsOf, cookieHeaders, formOf, leaveIfSignedIn, redirectTargetOf, text } from "./guard.server";
import { actionHeaders } from "./headers";

export const meta: Route.MetaFunction = () => adminMeta("Two-step check");
export const headers = actionHeaders;

export const loader = leaveIfSignedIn;

/** The second step of signing in: a code from the authenticator app, or one of the backup codes. */
export async function action(args: Route.ActionArgs) {
  const form = await formOf(args);
  const kind = text(form, "kind") === "backup" ? "backup" : "totp";
  const code = text(form, "code").replace(/\s+/g, "");
  const values = { kind };
  if (!code) {
    const message = kind === "totp" ? "Enter the 6-digit code from your app." : "Enter one of your backup codes.";
    return data({ fieldErrors: { code: message }, values }, { status: 400 });
  }
  const result = await accountsOf(args).verifySecondFactor(args.request, { code, kind });
  const redirectTo = redirectTargetOf(args.request);
  switch (result.status) {
    case "signed-in":
      return redirect(redirectTo, { headers: cookieHeaders(result.setCookies) });
    case "throttled":
      return data(
        { formError: result.message, values },
        { status: 429, headers: { "Retry-After": String(result.retryAfter) } },
      );
    case "two-factor":
      return data({ formError: "Enter the code again.", values }, { headers: cookieHeaders(result.setCookies) });
    default:
      return data({ formError: result.message, values }, { status: 401 });
  }
}

export default function TwoFactor({ actionData }: Route.ComponentProps) {
  const failure = failureOf(actionData);
  const [params] = useSearchParams();
  const backup = (failure?.values?.kind ?? params.get("kind")) === "backup";
  const redirectTo = params.get("redirectTo") ?? undefined;
  return (
    <div className="admin-narrow">
      <h1>Two-step check</h1>
      <div className="admin-panel">
        <p className="admin-lead">
          {backup
            ? "Enter one of the backup codes you saved when you set up two-step sign-in. Each code works once."
            : "Open your authenticator app and enter the 6-digit code it shows for Brightlane."}
        </p>
        <ErrorSummary failure={failure} />
        <AdminForm action={admin.twoFactor(redirectTo)}>
          <input type="hidden" name="kind" value={backup ? "backup" : "totp"} />
          <Field
            name="code"
            label={backup ? "Backup code" : "Code from your app"}
            autoComplete="one-time-code"
            inputMode={backup ? "text" : "numeric"}
            spellCheck={false}
            autoCapitalize="off"
            required
            failure={failure}
          />
          <SubmitButton>Verify</SubmitButton>
        </AdminForm>
      </div>
      <p>
        <Link to={admin.twoFactor(redirectTo, backup ? undefined : "backup")}>
          {backup ? "Use the code from your app instead" : "Use a backup code instead"}
        </Link>
      </p>
    </div>
  );
}
