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
import { formatTime } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { can } from "~/kernel/admin-policy";
import { admin } from "~/kernel/admin-links";
import { RedirectInput } from "~/kernel/editorial-schemas";
import { isSitePath } from "~/kernel/site-paths";
import "~/components/admin/admin-content.css";
import type { Route } from "./+types/redirects";
import { errorsOf } from "./content-form.server";
import { actionRefusal, callerOf, editorialOf } from "./editorial.server";
import { formOf, requireStaff, text } from "./guard.server";

export const meta: Route.MetaFunction = () => adminMeta("Redirects");

export async function loader(args: Route.LoaderArgs) {
  const user = await requireStaff(args, "content.publish");
  return { redirects: await editorialOf(args).listRedirects(callerOf(args, user)) };
}

const STATUS_OPTIONS = [
  { value: "301", label: "301: moved for good" },
  { value: "302", label: "302: for a while" },
];

export async function action(args: Route.ActionArgs) {
  const form = await formOf(args);
  const user = await requireStaff(args, "content.publish");
  const intent = text(form, "intent");
  const editorial = editorialOf(args);
  const caller = callerOf(args, user);
  const values = { from: text(form, "from"), to: text(form, "to"), status: text(form, "status") };
  try {
    if (intent === "delete") {
      const id = Number(text(form, "id"));
      if (!Number.isSafeInteger(id) || id < 1) return data({ intent, formError: "No such redirect." }, { status: 404 });
      // The first press asks (a step of its own, with or without scripts); the second removes.
      if (text(form, "confirmed") !== "yes") return { intent, confirmId: id };
      await editorial.deleteRedirect(caller, id);
      return { intent, done: "Redirect removed." };
    }
    if (intent !== "save") return data({ intent, formError: "Unknown request." }, { status: 400 });
    // The same schema as the admin API's.
    const parsed = RedirectInput.safeParse({ ...values, status: Number(values.status) });
    if (!parsed.success) {
      return data({ intent, fieldErrors: errorsOf(parsed.error.issues), values }, { status: 400 });
    }
    if (!isSitePath(parsed.data.to) && !can(user.role, "redirects.external")) {
      const fieldErrors = { to: "Only an admin may send visitors to another site; choose a path of this site" };
      return data({ intent, fieldErrors, values }, { status: 403 });
    }
    const saved = await editorial.saveRedirect(caller, parsed.data);
    return { intent, done: `${saved.from} now leads to ${saved.to}.` };
  } catch (error) {
    return actionRefusal(error, intent, values);
  }
}

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const done = (actionData as { done?: string } | undefined)?.done;
  const saveFailure = failureOf(actionData, "save");
  const confirmId = (actionData as { confirmId?: number } | undefined)?.confirmId;
  const removing = loaderData.redirects.find((r) => r.id === confirmId);
  return (
    <>
      <h1>Redirects</h1>
      <p>Old addresses of the site and where they lead now. They apply before any page is rendered.</p>
      {done ? <StatusMessage>{done}</StatusMessage> : null}
      <section className="admin-panel" aria-labelledby="new-redirect">
        <h2 id="new-redirect">Add a redirect</h2>
        <ErrorSummary failure={saveFailure} />
        <AdminForm className="admin-form-inline" aria-label="Add a redirect">
          <Field name="from" label="Old path" hint="Starts with /, like /news/old-title" failure={saveFailure} />
          <Field name="to" label="New address" hint="A site path or an https:// address" failure={saveFailure} />
          <SelectField name="status" label="Kind" options={STATUS_OPTIONS} defaultValue="301" failure={saveFailure} />
          <SubmitButton intent="save">Save redirect</SubmitButton>
        </AdminForm>
      </section>
      <ErrorSummary failure={failureOf(actionData, "delete")} />
      {removing ? (
        <section className="admin-panel admin-confirm" role="alertdialog" aria-labelledby="remove-redirect">
          <h2 id="remove-redirect">
            Remove the redirect of {removing.from} to {removing.to ?? "gone (410)"}?
          </h2>
          <p>Visitors and search engines following the old address will find no page there.</p>
          <AdminForm className="admin-form-inline" aria-label={`Confirm removing the redirect of ${removing.from}`}>
            <input type="hidden" name="id" value={removing.id} />
            <input type="hidden" name="confirmed" value="yes" />
            <SubmitButton intent="delete" variant="danger">
              Yes, remove
            </SubmitButton>
            <Link className="admin-button admin-button-quiet" to={admin.redirects()}>
              Cancel
            </Link>
          </AdminForm>
        </section>
      ) : null}
      {loaderData.redirects.length ? (
        <table className="admin-table">
          <caption>Redirects in force</caption>
          <thead>
            <tr>
              <th scope="col">Old path</th>
              <th scope="col">Leads to</th>
              <th scope="col">Kind</th>
              <th scope="col">Changed</th>
              <th scope="col">Remove</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.redirects.map((r) => (
              <tr key={r.id}>
                <td data-label="Old path">{r.from}</td>
                <td data-label="Leads to">{r.to ?? "gone (410)"}</td>
                <td data-label="Kind">{r.status}</td>
                <td data-label="Changed">{formatTime(r.updatedAt)}</td>
                <td>
                  <AdminForm className="admin-form-inline" aria-label={`Remove the redirect of ${r.from}`}>
                    <input type="hidden" name="id" value={r.id} />
                    <SubmitButton intent="delete" variant="danger">
                      Remove
                    </SubmitButton>
                  </AdminForm>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No redirects yet.</p>
      )}
    </>
  );
}
