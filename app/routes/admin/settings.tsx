import { data } from "react-router";
import { AdminForm, ErrorSummary, failureOf, StatusMessage, SubmitButton } from "~/components/admin/form";
import { adminMeta } from "~/components/admin/meta";
import { can, isRole, ROLES } from "~/kernel/admin-policy";
import type { Route } from "./+types/settings";
import { accountsOf, clientOf, formOf, refusal, requireStaff } from "./guard.server";

export const meta: Route.MetaFunction = () => adminMeta("Settings");

export async function loader(args: Route.LoaderArgs) {
  const user = await requireStaff(args, "settings.read");
  return { settings: await accountsOf(args).getSettings(user), mayUpdate: can(user.role, "settings.update") };
}

export async function action(args: Route.ActionArgs) {
  const form = await formOf(args);
  const user = await requireStaff(args, "settings.update");
  const chosen = form.getAll("require2faFor").filter(isRole);
  if (chosen.length !== form.getAll("require2faFor").length) {
    return data({ intent: "settings", formError: "Unknown role in the form." }, { status: 400 });
  }
  try {
    await accountsOf(args).updateSettings(user, { require2faFor: chosen }, clientOf(args.request));
    return { intent: "settings", done: "Settings saved." };
  } catch (error) {
    return refusal(error, "settings");
  }
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, mayUpdate } = loaderData;
  const done = (actionData as { done?: string } | undefined)?.done;
  const failure = failureOf(actionData, "settings");
  return (
    <>
      <h1>Settings</h1>
      {done ? <StatusMessage>{done}</StatusMessage> : null}
      <section className="admin-panel" aria-labelledby="security-title">
        <h2 id="security-title">Sign-in security</h2>
        <ErrorSummary failure={failure} />
        <AdminForm>
          <fieldset className="admin-field" disabled={!mayUpdate}>
            <legend>Roles that must use two-step sign-in</legend>
            <p className="admin-hint">
              People with these roles are asked to set it up at their next sign-in and cannot use the admin until they
              have.
            </p>
            {ROLES.map((role) => (
              <div className="admin-check" key={role}>
                <input
                  type="checkbox"
                  id={`require-${role}`}
                  name="require2faFor"
                  value={role}
                  defaultChecked={settings.require2faFor.includes(role)}
                />
                <label htmlFor={`require-${role}`}>{role[0]!.toUpperCase() + role.slice(1)}</label>
              </div>
            ))}
          </fieldset>
          {mayUpdate ? <SubmitButton intent="settings">Save settings</SubmitButton> : null}
        </AdminForm>
      </section>
    </>
  );
}
