import { data, Link } from "react-router";
import {
  AdminForm,
  ErrorSummary,
  failureOf,
  Field,
  SelectField,
  StatusMessage,
  SubmitButton,
} from "~/components/admin/form";
import { ROLE_OPTIONS, UserTable } from "~/components/admin/user-table";
import { adminMeta } from "~/components/admin/meta";
import { can, isRole, type Action } from "~/kernel/admin-policy";
import { admin } from "~/kernel/admin-links";
import type { Route } from "./+types/users";
import { accountsOf, clientOf, formOf, refusal, requireStaff, text } from "./guard.server";

export const meta: Route.MetaFunction = () => adminMeta("Users");

export async function loader(args: Route.LoaderArgs) {
  const user = await requireStaff(args, "users.read");
  const users = await accountsOf(args).listUsers(user);
  return {
    me: user.id,
    users,
    may: {
      invite: can(user.role, "users.invite"),
      changeRole: can(user.role, "users.change-role"),
      disable: can(user.role, "users.disable"),
    },
  };
}

const NEEDS: Record<string, Action> = {
  invite: "users.invite",
  "change-role": "users.change-role",
  disable: "users.disable",
};

export async function action(args: Route.ActionArgs) {
  const form = await formOf(args);
  const intent = text(form, "intent");
  const needs = NEEDS[intent];
  if (!needs) return data({ intent, formError: "Unknown request." }, { status: 400 });
  const user = await requireStaff(args, needs);
  const accounts = accountsOf(args);
  const client = clientOf(args.request);
  const role = text(form, "role");
  const email = text(form, "email");
  try {
    if (intent === "invite") {
      const fieldErrors = {
        email: /^[^\s@]+@[^\s@]+$/.test(email) ? undefined : "Enter an email address, like name@example.com.",
        role: isRole(role) ? undefined : "Choose a role.",
      };
      if (fieldErrors.email || !isRole(role)) {
        return data({ intent, fieldErrors, values: { email, role } }, { status: 400 });
      }
      const invitation = await accounts.invite(user, { email, role }, client);
      return {
        intent,
        done: `Invitation sent to ${invitation.email}. The link works once, until ${invitation.expiresAt.slice(0, 16).replace("T", " ")} UTC.`,
      };
    }
    const userId = text(form, "userId");
    if (intent === "change-role") {
      if (!isRole(role)) return data({ intent, formError: "Choose a role." }, { status: 400 });
      const changed = await accounts.changeRole(user, { userId, role }, client);
      return { intent, done: `${changed.email} now has the ${changed.role} role.` };
    }
    // The first press asks (a step of its own, with or without scripts); the second disables.
    if (text(form, "confirmed") !== "yes") {
      const person = (await accounts.listUsers(user)).find((u) => u.id === userId);
      if (!person) return data({ intent, formError: "No such user." }, { status: 404 });
      return { intent, confirmUser: { id: person.id, email: person.email } };
    }
    const disabled = await accounts.disableUser(user, { userId }, client);
    return { intent, done: `${disabled.email} is disabled and signed out everywhere.` };
  } catch (error) {
    return refusal(error, intent, intent === "invite" ? { email, role } : {});
  }
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { me, users, may } = loaderData;
  const done = (actionData as { done?: string } | undefined)?.done;
  const inviteFailure = failureOf(actionData, "invite");
  const rowFailure = failureOf(actionData, "change-role") ?? failureOf(actionData, "disable");
  const confirmUser = (actionData as { confirmUser?: { id: string; email: string } } | undefined)?.confirmUser;
  return (
    <>
      <h1>Users</h1>
      {done ? <StatusMessage>{done}</StatusMessage> : null}
      {may.invite ? (
        <section className="admin-panel" aria-labelledby="invite-title">
          <h2 id="invite-title">Invite someone</h2>
          <p>
            They get an email with a link to choose a password and set up two-step sign-in. The link works for 72 hours.
          </p>
          <ErrorSummary failure={inviteFailure} />
          <AdminForm className="admin-form-inline" aria-label="Invite someone">
            <Field name="email" type="email" label="Email" autoComplete="off" required failure={inviteFailure} />
            <SelectField
              name="role"
              label="Role"
              options={ROLE_OPTIONS}
              defaultValue="author"
              failure={inviteFailure}
            />
            <SubmitButton intent="invite">Send invitation</SubmitButton>
          </AdminForm>
        </section>
      ) : null}
      <section className="admin-panel" aria-labelledby="people-title">
        <h2 id="people-title">Everyone with an account</h2>
        <ErrorSummary failure={rowFailure} />
        {confirmUser ? (
          <div className="admin-confirm" role="alertdialog" aria-labelledby="disable-confirm">
            <p id="disable-confirm">
              Disable {confirmUser.email}? They are signed out everywhere and can no longer sign in.
            </p>
            <AdminForm className="admin-form-inline" aria-label={`Confirm disabling ${confirmUser.email}`}>
              <input type="hidden" name="userId" value={confirmUser.id} />
              <input type="hidden" name="confirmed" value="yes" />
              <SubmitButton intent="disable" variant="danger">
                Yes, disable
              </SubmitButton>
              <Link className="admin-button admin-button-quiet" to={admin.users()}>
                Cancel
              </Link>
            </AdminForm>
          </div>
        ) : null}
        <UserTable users={users} me={me} may={may} />
      </section>
    </>
  );
}
