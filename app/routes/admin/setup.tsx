import { data, Link } from "react-router";
import { AdminForm, ErrorSummary, failureOf, Field, StatusMessage, SubmitButton } from "~/components/admin/form";
import { adminMeta } from "~/components/admin/meta";
import { BackupCodes, TotpEnrolment, type Enrolment } from "~/components/admin/two-factor";
import { PASSWORD_MIN_LENGTH } from "~/kernel/admin-policy";
import { admin } from "~/kernel/admin-links";
import type { Route } from "./+types/setup";
import { accountsOf, cookieHeaders, formOf, refusal, requestWithCookies, text, viewerOf } from "./guard.server";
import { confirmEnrolment, enrolmentView } from "./two-factor.server";

export const meta: Route.MetaFunction = () => adminMeta("Set up your account");

/** What the link is for; a used or expired link says so (the person may already be signed in). */
export async function loader(args: Route.LoaderArgs) {
  const invitation = await accountsOf(args).inspectInvitation(args.params.token);
  const viewer = invitation ? null : await viewerOf(args);
  const answer = { invitation, signedIn: Boolean(viewer) };
  return invitation || viewer ? answer : data(answer, { status: 404 });
}

export async function action(args: Route.ActionArgs) {
  const form = await formOf(args);
  const accounts = accountsOf(args);
  if (text(form, "intent") === "confirm-totp") return confirmEnrolment(accounts, args.request, form);

  const name = text(form, "name");
  const password = String(form.get("password") ?? "");
  const values = { name };
  const fieldErrors: Record<string, string | undefined> = {
    name: name ? undefined : "Enter your name.",
    password: accounts.checkPassword(password) ?? undefined,
    confirm: form.get("confirm") === password ? undefined : "The two passwords are not the same.",
  };
  if (Object.values(fieldErrors).some(Boolean)) {
    return data({ intent: "set-password", fieldErrors, values }, { status: 400 });
  }
  try {
    const { user, setCookies } = await accounts.acceptInvitation(args.request, {
      token: args.params.token,
      name,
      password,
    });
    // Signed in now; enrolment starts at once, for the new session, with the password just chosen.
    const enrolment = await accounts.startTotpEnrolment(requestWithCookies(args.request, setCookies), { password });
    return data(
      { intent: "set-password", enrolment: await enrolmentView(enrolment), optional: !user.twoFactorEnrolmentRequired },
      { headers: cookieHeaders(setCookies) },
    );
  } catch (error) {
    return refusal(error, "set-password", values);
  }
}

interface Answer {
  intent?: string;
  enrolment?: Enrolment | null;
  optional?: boolean;
  backupCodes?: string[];
}

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as Answer | undefined;
  const { invitation, signedIn } = loaderData;
  if (answer?.backupCodes) {
    return (
      <div className="admin-narrow">
        <h1>Two-step sign-in is on</h1>
        <BackupCodes codes={answer.backupCodes} />
        <p>
          <Link className="admin-button" to={admin.dashboard()}>
            I have saved my codes: continue to the admin
          </Link>
        </p>
      </div>
    );
  }
  if (answer?.enrolment) {
    const failure = failureOf(actionData, "confirm-totp");
    return (
      <div className="admin-narrow">
        <h1>Set up your account</h1>
        {failure ? null : <StatusMessage>Your password is set and you are signed in.</StatusMessage>}
        <TotpEnrolment enrolment={answer.enrolment} failure={failure} />
        {answer.optional ? (
          <p>
            <Link to={admin.dashboard()}>Skip for now</Link> (you can turn it on later in Your account)
          </p>
        ) : (
          <p className="admin-hint">Your role requires two-step sign-in.</p>
        )}
      </div>
    );
  }
  if (!invitation) {
    return (
      <div className="admin-narrow admin-panel">
        <h1>This link cannot be used</h1>
        <p>
          Set-up links work once and expire after a few days. Ask an administrator for a new invitation if you still
          need to set up your account.
        </p>
        <p>
          {signedIn ? (
            <Link to={admin.account()}>Go to your account</Link>
          ) : (
            <Link to={admin.signIn()}>Go to sign in</Link>
          )}
        </p>
      </div>
    );
  }
  const failure = failureOf(actionData, "set-password");
  return (
    <div className="admin-narrow">
      <h1>Set up your account</h1>
      <p className="admin-lead">
        You are setting up <strong>{invitation.email}</strong> with the{" "}
        <span className="admin-badge">{invitation.role}</span> role.
      </p>
      <div className="admin-panel">
        <ErrorSummary failure={failure} />
        <AdminForm>
          <input type="email" name="username" value={invitation.email} autoComplete="username" readOnly hidden />
          <Field name="name" label="Your name" autoComplete="name" required failure={failure} />
          <Field
            name="password"
            type="password"
            label="Password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters. Common and leaked passwords are refused; a short sentence is easy to remember and hard to guess.`}
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            required
            failure={failure}
          />
          <Field
            name="confirm"
            type="password"
            label="Password again"
            autoComplete="new-password"
            required
            failure={failure}
          />
          <SubmitButton intent="set-password">Set password</SubmitButton>
        </AdminForm>
      </div>
    </div>
  );
}
