import { data, Link } from "react-router";
import { AdminForm, ErrorSummary, failureOf, Field, StatusMessage, SubmitButton } from "~/components/admin/form";
import { formatTime } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { can } from "~/kernel/admin-policy";
import { admin } from "~/kernel/admin-links";
import type { Route } from "./+types/notifications";
import { clientOf, formOf, requireStaff, text } from "./guard.server";
import { leadsAdminOf, leadsRefusal, splitAddresses } from "./leads.server";

export const meta: Route.MetaFunction = () => adminMeta("Lead notifications");

export async function loader(args: Route.LoaderArgs) {
  const user = await requireStaff(args, "notifications.manage");
  const leads = leadsAdminOf(args);
  const [settings, queue] = await Promise.all([leads.notifySettings(user), leads.deadLetters(user)]);
  return { settings, ...queue, mayErase: can(user.role, "leads.erase") };
}

export async function action(args: Route.ActionArgs) {
  const form = await formOf(args);
  const intent = text(form, "intent");
  const leads = leadsAdminOf(args);
  const client = clientOf(args.request);
  if (intent === "settings") {
    const user = await requireStaff(args, "notifications.manage");
    const values = {
      recipients: text(form, "recipients"),
      webhookUrl: text(form, "webhookUrl"),
      retentionMonths: text(form, "retentionMonths"),
    };
    const months = /^\d{1,3}$/.test(values.retentionMonths || "0") ? Number(values.retentionMonths || "0") : -1;
    try {
      await leads.updateNotifySettings(
        user,
        {
          recipients: values.recipients ? splitAddresses(values.recipients) : null,
          webhookUrl: values.webhookUrl,
          webhookSecret: text(form, "webhookSecret"),
          clearSecret: form.get("clearSecret") === "on",
          retentionMonths: months,
        },
        client,
      );
      return { intent, done: "Notification settings saved." };
    } catch (error) {
      return leadsRefusal(error, intent, values);
    }
  }
  if (intent === "resend") {
    const user = await requireStaff(args, "notifications.manage");
    const id = Number.parseInt(text(form, "id"), 10);
    try {
      await leads.resend(user, Number.isSafeInteger(id) ? id : 0, client);
      return { intent, done: "Queued to be sent again." };
    } catch (error) {
      return leadsRefusal(error, intent);
    }
  }
  if (intent === "erase") {
    const user = await requireStaff(args, "leads.erase");
    const email = text(form, "email");
    if (!/^[^\s@]+@[^\s@]+$/.test(email))
      return data(
        { intent, fieldErrors: { email: "Enter the email address to erase." }, values: { email } },
        { status: 400 },
      );
    // The first press asks (a step of its own, with or without scripts); the second erases.
    if (text(form, "confirmed") !== "yes") return { intent, confirmEmail: email };
    const result = await leads.erasure.eraseEmail(user, email, client);
    return {
      intent,
      done: `Erased ${result.leads} lead${result.leads === 1 ? "" : "s"}, ${result.notifications} notification record${result.notifications === 1 ? "" : "s"} and ${result.files} kept mail cop${result.files === 1 ? "y" : "ies"}.`,
    };
  }
  return data({ intent, formError: "Unknown request." }, { status: 400 });
}

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, dead, counts, mayErase } = loaderData;
  const done = (actionData as { done?: string } | undefined)?.done;
  const settingsFailure = failureOf(actionData, "settings");
  const confirmEmail = (actionData as { confirmEmail?: string } | undefined)?.confirmEmail;
  const resendFailure = failureOf(actionData, "resend");
  const eraseFailure = failureOf(actionData, "erase");
  return (
    <>
      <h1>Lead notifications</h1>
      {done ? <StatusMessage>{done}</StatusMessage> : null}
      <p className="admin-lead">
        {counts.pending} waiting to be sent, {counts.sent} sent, {counts.dead} given up.
      </p>
      <section className="admin-panel" aria-labelledby="notify-settings">
        <h2 id="notify-settings">Who is told of a new lead</h2>
        <ErrorSummary failure={settingsFailure} />
        <AdminForm aria-label="Notification settings">
          <Field
            name="recipients"
            label="Mail each new lead to"
            hint={`Addresses separated by commas. Leave empty for the default: ${settings.defaultRecipients.join(", ") || "nobody (LEADS_NOTIFY_TO is not set)"}.`}
            defaultValue={settings.recipients?.join(", ") ?? ""}
            failure={settingsFailure}
          />
          <Field
            name="webhookUrl"
            label="Webhook address"
            hint="Each new lead is POSTed there as JSON. A public https:// address on the standard port, without user name or password. Leave empty for none."
            type="url"
            defaultValue={settings.webhookUrl}
            failure={settingsFailure}
          />
          <Field
            name="webhookSecret"
            label="Webhook signing secret"
            hint={`Signs each request in the X-Vitrine-Signature header (sha256=HMAC of the body). ${settings.webhookSecretSet ? "A secret is set; leave empty to keep it." : "None is set."}`}
            type="password"
            autoComplete="off"
            failure={settingsFailure}
          />
          {settings.webhookSecretSet ? (
            <div className="admin-check">
              <input type="checkbox" id="clear-secret" name="clearSecret" />
              <label htmlFor="clear-secret">Remove the secret</label>
            </div>
          ) : null}
          <Field
            name="retentionMonths"
            label="Keep leads for (months)"
            hint="Leads older than this are erased every day, leaving anonymised rows for counts. 0 keeps them."
            inputMode="numeric"
            defaultValue={String(settings.retentionMonths)}
            failure={settingsFailure}
          />
          <SubmitButton intent="settings">Save notification settings</SubmitButton>
        </AdminForm>
      </section>
      <section className="admin-panel" aria-labelledby="dead-letters">
        <h2 id="dead-letters">Notifications that could not be sent</h2>
        <ErrorSummary failure={resendFailure} />
        {dead.length === 0 ? <p>None.</p> : null}
        {dead.length ? (
          <div className="admin-table-wrap">
            <table className="admin-table" data-testid="dead-letters">
              <caption className="visually-hidden">Notifications given up, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Lead</th>
                  <th scope="col">Channel</th>
                  <th scope="col">Gave up</th>
                  <th scope="col">Last error</th>
                  <th scope="col">
                    <span className="visually-hidden">Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {dead.map((d) => (
                  <tr key={d.id}>
                    <td data-label="Lead">#{d.leadId}</td>
                    <td data-label="Channel">{d.channel}</td>
                    <td data-label="Gave up">{formatTime(d.deadAt)}</td>
                    <td data-label="Last error">{d.lastError}</td>
                    <td>
                      {d.lastError === "erased" ? null : (
                        <AdminForm className="admin-form-inline" aria-label={`Send notification ${d.id} again`}>
                          <input type="hidden" name="id" value={d.id} />
                          <SubmitButton intent="resend" variant="quiet">
                            Send again
                          </SubmitButton>
                        </AdminForm>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
      {mayErase ? (
        <section className="admin-panel" aria-labelledby="erase-person">
          <h2 id="erase-person">Erase a person&rsquo;s data</h2>
          <p>
            Removes their name, contact details and message from every lead, notification and kept mail. The leads stay
            as anonymised rows for counts. This cannot be undone.
          </p>
          <ErrorSummary failure={eraseFailure} />
          {confirmEmail ? (
            <div className="admin-confirm" role="alertdialog" aria-labelledby="erase-confirm">
              <p id="erase-confirm">Erase every lead and mail of {confirmEmail}? This cannot be undone.</p>
              <AdminForm className="admin-form-inline" aria-label={`Confirm erasing ${confirmEmail}`}>
                <input type="hidden" name="email" value={confirmEmail} />
                <input type="hidden" name="confirmed" value="yes" />
                <SubmitButton intent="erase" variant="danger">
                  Yes, erase
                </SubmitButton>
                <Link className="admin-button admin-button-quiet" to={admin.notifications()}>
                  Cancel
                </Link>
              </AdminForm>
            </div>
          ) : null}
          <AdminForm className="admin-form-inline" aria-label="Erase a person's data">
            <Field name="email" type="email" label="Their email address" autoComplete="off" failure={eraseFailure} />
            <SubmitButton intent="erase" variant="danger">
              Erase
            </SubmitButton>
          </AdminForm>
        </section>
      ) : null}
    </>
  );
}
