import { data, Link } from "react-router";
import { AdminForm, ErrorSummary, failureOf, SelectField, StatusMessage, SubmitButton } from "~/components/admin/form";
import { formatTime } from "~/components/admin/format";
import { STATUS_LABELS, type LeadStatus } from "~/kernel/lead-status";
import { LEAD_INTENT_LABELS } from "~/kernel/lead-intent";
import { adminMeta } from "~/components/admin/meta";
import { can } from "~/kernel/admin-policy";
import { admin } from "~/kernel/admin-links";
import { languageLabel } from "~/kernel/language-names";
import type { Route } from "./+types/lead";
import { clientOf, formOf, requireStaff, text } from "./guard.server";
import { leadsAdminOf, leadsRefusal, registeredForOf } from "./leads.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Lead #${loaderData.lead.id}` : "Lead");

/** The id of the URL, or the 404 page for anything but a plain positive number. */
function idOf(params: { id?: string }): number {
  const id = params.id ?? "";
  if (!/^[1-9]\d{0,14}$/.test(id)) throw data({ message: "No such lead." }, { status: 404 });
  return Number(id);
}

export async function loader(args: Route.LoaderArgs) {
  const id = idOf(args.params);
  const user = await requireStaff(args, "leads.read");
  const { inbox } = leadsAdminOf(args);
  try {
    const lead = await inbox.get(user, id, clientOf(args.request));
    return {
      lead,
      // The language the visitor used, named in English with its tag.
      language: languageLabel(lead.locale),
      registeredFor: registeredForOf(lead.item),
      assignees: await inbox.assignees(user),
      mayUpdate: can(user.role, "leads.update"),
    };
  } catch (error) {
    if ((error as { status?: number }).status === 404) throw data({ message: "No such lead." }, { status: 404 });
    throw error;
  }
}

export async function action(args: Route.ActionArgs) {
  const id = idOf(args.params);
  const form = await formOf(args);
  const user = await requireStaff(args, "leads.update");
  const values = { status: text(form, "status"), assigneeId: text(form, "assigneeId"), note: text(form, "note") };
  const version = Number.parseInt(text(form, "version"), 10);
  try {
    await leadsAdminOf(args).inbox.update(
      user,
      id,
      {
        status: (values.status || undefined) as LeadStatus | undefined,
        assigneeId: values.assigneeId || null,
        note: values.note,
      },
      Number.isFinite(version) ? version : undefined,
      clientOf(args.request),
    );
    return { intent: "update", done: values.note ? "Saved, with your note." : "Saved." };
  } catch (error) {
    return leadsRefusal(error, "update", values);
  }
}

const FIELDS = [
  ["Request", "intent"],
  ["Plan", "plan"],
  ["Email", "email"],
  ["Phone", "phone"],
  ["Company", "company"],
  ["Job title", "jobTitle"],
  ["Company size", "companySize"],
  ["Product", "product"],
  ["Country or region", "region"],
  ["Message", "message"],
  ["Consent to be contacted", "consent"],
  ["Came in through", "source"],
  ["Source page", "sourcePage"],
  ["Language", "locale"],
  ["Registered for", "item"],
] as const;

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, language, registeredFor, assignees, mayUpdate } = loaderData;
  const done = (actionData as { done?: string } | undefined)?.done;
  const failure = failureOf(actionData, "update");
  const shown = (v: unknown) =>
    v === null || v === "" ? "—" : typeof v === "boolean" ? (v ? "Yes" : "No") : String(v);
  return (
    <>
      <p>
        <Link to={admin.leads()}>All leads</Link>
      </p>
      <h1>{lead.erasedAt ? `Erased lead #${lead.id}` : `${lead.name} · lead #${lead.id}`}</h1>
      <p className="admin-lead">
        Received {formatTime(lead.createdAt)}. Status <span className="admin-badge">{STATUS_LABELS[lead.status]}</span>
        {lead.erasedAt ? ` · personal data erased ${formatTime(lead.erasedAt)}` : null}
      </p>
      {done ? <StatusMessage>{done}</StatusMessage> : null}
      <section className="admin-panel" aria-labelledby="lead-fields">
        <h2 id="lead-fields">What they sent</h2>
        <dl className="admin-fields" data-testid="lead-fields">
          {FIELDS.map(([label, key]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>
                {key === "intent"
                  ? LEAD_INTENT_LABELS[lead.intent]
                  : key === "locale"
                    ? language
                    : key === "item"
                      ? shown(registeredFor)
                      : shown(lead[key])}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {mayUpdate ? (
        <section className="admin-panel" aria-labelledby="lead-work">
          <h2 id="lead-work">Work on it</h2>
          <ErrorSummary failure={failure} />
          {/* A new version (a save went through) starts an empty form; a refused one keeps what was typed. */}
          <AdminForm aria-label="Update this lead" key={lead.version}>
            <input type="hidden" name="version" value={lead.version} />
            <SelectField
              name="status"
              label="Status"
              options={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))}
              defaultValue={lead.status}
              failure={failure}
            />
            <SelectField
              name="assigneeId"
              label="Assignee"
              options={[
                { value: "", label: "Nobody" },
                ...assignees.map((a) => ({ value: a.id, label: a.name ? `${a.name} (${a.email})` : a.email })),
              ]}
              defaultValue={lead.assignee?.id ?? ""}
              failure={failure}
            />
            <div className="admin-field">
              <label htmlFor="lead-note">Add a note</label>
              <textarea
                id="lead-note"
                name="note"
                rows={4}
                maxLength={5000}
                defaultValue={failure?.values?.note ?? ""}
                aria-invalid={failure?.fieldErrors?.note ? true : undefined}
                aria-describedby={failure?.fieldErrors?.note ? "lead-note-error" : undefined}
                disabled={Boolean(lead.erasedAt)}
              />
              {failure?.fieldErrors?.note ? (
                <p className="admin-field-error" id="lead-note-error">
                  {failure.fieldErrors.note}
                </p>
              ) : null}
            </div>
            <SubmitButton intent="update">Save</SubmitButton>
          </AdminForm>
        </section>
      ) : null}
      <section className="admin-panel" aria-labelledby="lead-notes">
        <h2 id="lead-notes">Notes</h2>
        {lead.notes.length === 0 ? <p>No notes yet.</p> : null}
        <ol className="admin-card-list" data-testid="lead-notes">
          {lead.notes.map((n) => (
            <li key={n.id}>
              <p className="admin-hint">
                {n.authorEmail ?? "Someone"}, {formatTime(n.at)}
              </p>
              <p className="admin-note">{n.body}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="admin-panel" aria-labelledby="lead-notices">
        <h2 id="lead-notices">Notifications</h2>
        {lead.notifications.length === 0 ? <p>None were queued for this lead.</p> : null}
        <ul>
          {lead.notifications.map((n) => (
            <li key={n.id}>
              {n.channel === "mail" ? "Mail" : "Webhook"}:{" "}
              {n.sentAt
                ? `sent ${formatTime(n.sentAt)}`
                : n.deadAt
                  ? `gave up ${formatTime(n.deadAt)} (${n.lastError ?? "failed"})`
                  : `pending, attempt ${n.attempts + 1} at ${formatTime(n.nextAttemptAt)}`}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
