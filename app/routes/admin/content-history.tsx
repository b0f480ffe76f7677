import { data, Form, Link, redirect } from "react-router";
import { AdminForm, ErrorSummary, failureOf, StatusMessage, SubmitButton } from "~/components/admin/form";
import { formatTime } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { RevisionDiff } from "~/components/admin/revision-diff";
import { can } from "~/kernel/admin-policy";
import { admin } from "~/kernel/admin-links";
import "~/components/admin/admin-content.css";
import type { Route } from "./+types/content-history";
import { labelOf } from "~/components/admin/content-field-spec";
import { fieldsOf } from "./content-form.server";
import { actionRefusal, callerOf, editorialOf, idOf, pageRefusal, typeOf } from "./editorial.server";
import { formOf, requireStaff, text } from "./guard.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `History: ${loaderData.title}` : "Revision history");

// Structured fields show as JSON, kept to a readable length; a rich-text body comes as its text, whole.
const show = (value: unknown) => {
  const text = typeof value === "string" ? value : JSON.stringify(value ?? null);
  return text.length > 600 ? `${text.slice(0, 597)}…` : text;
};

/** A revision named in the query: absent or empty means the default, anything but an id answers 404. */
function revisionParam(url: URL, name: string): number | null {
  const given = url.searchParams.get(name);
  if (given === null || given === "") return null;
  if (!/^[1-9]\d{0,15}$/.test(given)) throw data({ message: "No such revision." }, { status: 404 });
  return Number(given);
}

export async function loader(args: Route.LoaderArgs) {
  const type = typeOf(args.params);
  const id = idOf(args.params);
  const user = await requireStaff(args, "content.read-drafts");
  const editorial = editorialOf(args);
  const caller = callerOf(args, user);
  const item = await editorial.get(caller, type, id).catch(pageRefusal);
  const revisions = await editorial.revisions(caller, type, id);
  const url = new URL(args.request.url);
  const rev = revisionParam(url, "rev");
  const from = revisionParam(url, "from");
  const chosen = rev ? revisions.find((r) => r.id === rev) : revisions[0];
  if ((rev && !chosen) || (from && !revisions.some((r) => r.id === from)))
    throw data({ message: "No such revision." }, { status: 404 });
  const diff = chosen ? await editorial.diff(caller, type, id, chosen.id, from) : null;
  return {
    type,
    id,
    // The translation's history when the page works in another locale (decision 0105).
    locale: item.translation?.locale,
    title: item.title,
    version: item.version,
    revisions,
    chosen: chosen?.id ?? null,
    from: diff?.from ?? null,
    diff:
      diff?.fields.map((f) => ({
        field: f.field,
        label: fieldsOf(type).find((x) => x.name === f.field)?.label ?? labelOf(f.field),
        kind: f.kind ?? null,
        before: f.kind ? String(f.before) : show(f.before),
        after: f.kind ? String(f.after) : show(f.after),
        parts: f.parts ?? null,
      })) ?? [],
    mayRestore: can(user.role, "content.create-draft"),
    // Only a draft of a published item: a never-published one goes to the trash instead.
    mayDiscard: can(user.role, "content.create-draft") && item.hasDraft && item.published !== null,
  };
}

export async function action(args: Route.ActionArgs) {
  const type = typeOf(args.params);
  const id = idOf(args.params);
  const form = await formOf(args);
  const user = await requireStaff(args, "content.create-draft");
  const intent = text(form, "intent");
  const editorial = editorialOf(args);
  if (intent === "discard") {
    // Asked first: the answer shows the question, with or without scripts.
    if (text(form, "confirmed") !== "yes") return { intent, confirm: true };
    const version = Number(text(form, "version"));
    try {
      await editorial.discardDraft(callerOf(args, user), type, id, Number.isSafeInteger(version) ? version : null);
    } catch (error) {
      return actionRefusal(error, "discard");
    }
    return { intent, done: "The draft was discarded. The item opens on its live version; its revisions stay below." };
  }
  const revision = Number(text(form, "revision"));
  if (!Number.isSafeInteger(revision) || revision < 1) {
    return data({ intent: "restore", formError: "Choose a revision." }, { status: 400 });
  }
  try {
    await editorial.restoreRevision(callerOf(args, user), type, id, revision);
  } catch (error) {
    return actionRefusal(error, "restore");
  }
  const locale = new URL(args.request.url).searchParams.get("locale") ?? undefined;
  throw redirect(admin.contentEdit(type, id, locale));
}

type Revision = Route.ComponentProps["loaderData"]["revisions"][number];

/** Two menus of revisions and a button: any two can be compared, with or without scripts. */
function CompareForm({
  revisions,
  from,
  to,
  locale,
}: {
  revisions: readonly Revision[];
  from: number | null;
  to: number;
  locale: string | undefined;
}) {
  const options = revisions.map((r) => (
    <option key={r.id} value={r.id}>
      Revision {r.number} · {formatTime(r.createdAt)}
    </option>
  ));
  return (
    <Form method="get" className="admin-form-inline admin-compare" aria-label="Compare two revisions">
      {locale ? <input type="hidden" name="locale" value={locale} /> : null}
      <div className="admin-field">
        <label htmlFor="compare-from">Compare</label>
        <select id="compare-from" name="from" defaultValue={from ?? ""}>
          <option value="">The revision before</option>
          {options}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="compare-to">with</label>
        <select id="compare-to" name="rev" defaultValue={to}>
          {options}
        </select>
      </div>
      <button type="submit" className="admin-button admin-button-quiet">
        Compare
      </button>
    </Form>
  );
}

function DiscardDraft({ version, asking }: { version: number; asking: boolean }) {
  return (
    <AdminForm className="admin-form-inline" aria-label="Discard the draft">
      <input type="hidden" name="version" value={version} />
      {asking ? (
        <div className="admin-confirm" role="alertdialog" aria-labelledby="discard-question">
          <p id="discard-question">
            Discard the draft? The live version stays as it is; the revisions stay in the history.
          </p>
          <input type="hidden" name="confirmed" value="yes" />
          <SubmitButton intent="discard" variant="danger">
            Yes, discard the draft
          </SubmitButton>
          <Link className="admin-button admin-button-quiet" to=".">
            Cancel
          </Link>
        </div>
      ) : (
        <SubmitButton intent="discard" variant="danger">
          Discard the draft
        </SubmitButton>
      )}
    </AdminForm>
  );
}

export default function ContentHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { type, id, locale, title, version, revisions, chosen, from, diff, mayRestore, mayDiscard } = loaderData;
  const answer = actionData as { intent?: string; confirm?: boolean; done?: string } | undefined;
  const base = revisions.find((r) => r.id === from);
  const target = revisions.find((r) => r.id === chosen);
  return (
    <>
      <p>
        <Link to={admin.contentEdit(type, id, locale)}>← Back to the editor</Link>
      </p>
      <h1>History of “{title}”</h1>
      {answer?.done ? <StatusMessage>{answer.done}</StatusMessage> : null}
      <ErrorSummary failure={failureOf(actionData)} />
      {mayDiscard ? <DiscardDraft version={version} asking={Boolean(answer?.confirm)} /> : null}
      <div className="admin-history">
        <ol className="admin-revisions" aria-label="Revisions, newest first">
          {revisions.map((r) => (
            <li key={r.id}>
              <Link
                to={admin.contentHistory(type, id, r.id, undefined, locale)}
                aria-current={r.id === chosen ? "true" : undefined}
              >
                Revision {r.number}
              </Link>{" "}
              <span className="admin-hint">
                {formatTime(r.createdAt)} by {r.author.email ?? "the system"}
                {r.published ? " · published" : ""}
                {r.changed.length ? ` · ${r.changed.map(labelOf).join(", ")}` : ""}
              </span>
            </li>
          ))}
        </ol>
        {chosen && target ? (
          <section className="admin-panel" aria-labelledby="diff-title">
            <h2 id="diff-title">
              {base ? `Revision ${base.number} to revision ${target.number}` : `What revision ${target.number} changed`}
            </h2>
            <CompareForm revisions={revisions} from={from} to={chosen} locale={locale} />
            <RevisionDiff changes={diff} />
            {mayRestore ? (
              <AdminForm className="admin-form-inline" aria-label="Restore this revision">
                <input type="hidden" name="revision" value={chosen} />
                <SubmitButton intent="restore">Restore as a new draft</SubmitButton>
              </AdminForm>
            ) : null}
          </section>
        ) : (
          <p>No revision yet.</p>
        )}
      </div>
    </>
  );
}
