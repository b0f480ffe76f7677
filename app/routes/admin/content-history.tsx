import { data, Link, redirect } from "react-router";
import { AdminForm, ErrorSummary, failureOf, SubmitButton } from "~/components/admin/form";
import { formatTime } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { can } from "~/kernel/admin-policy";
import { admin } from "~/kernel/links";
import "~/components/admin/admin-content.css";
import type { Route } from "./+types/content-history";
import { labelOf } from "~/components/admin/content-field-spec";
import { actionRefusal, callerOf, editorialOf, idOf, pageRefusal, typeOf } from "./editorial.server";
import { formOf, requireStaff, text } from "./guard.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `History: ${loaderData.title}` : "Revision history");

const show = (value: unknown) => {
  const text = typeof value === "string" ? value : JSON.stringify(value ?? null);
  return text.length > 600 ? `${text.slice(0, 597)}…` : text;
};

export async function loader(args: Route.LoaderArgs) {
  const type = typeOf(args.params);
  const id = idOf(args.params);
  const user = await requireStaff(args, "content.read-drafts");
  const editorial = editorialOf(args);
  const caller = callerOf(args, user);
  const item = await editorial.get(caller, type, id).catch(pageRefusal);
  const revisions = await editorial.revisions(caller, type, id);
  const revText = new URL(args.request.url).searchParams.get("rev");
  if (revText !== null && !/^[1-9]\d{0,15}$/.test(revText))
    throw data({ message: "No such revision." }, { status: 404 });
  const chosen = revText ? revisions.find((r) => r.id === Number(revText)) : revisions[0];
  if (revText && !chosen) throw data({ message: "No such revision." }, { status: 404 });
  const diff = chosen ? await editorial.diff(caller, type, id, chosen.id) : null;
  return {
    type,
    id,
    title: item.title,
    revisions,
    chosen: chosen?.id ?? null,
    diff:
      diff?.fields.map((f) => ({
        field: f.field,
        label: labelOf(f.field),
        before: show(f.before),
        after: show(f.after),
        parts: f.parts ?? null,
      })) ?? [],
    mayRestore: can(user.role, "content.create-draft"),
  };
}

export async function action(args: Route.ActionArgs) {
  const type = typeOf(args.params);
  const id = idOf(args.params);
  const form = await formOf(args);
  const user = await requireStaff(args, "content.create-draft");
  const revision = Number(text(form, "revision"));
  if (!Number.isSafeInteger(revision) || revision < 1) {
    return data({ intent: "restore", formError: "Choose a revision." }, { status: 400 });
  }
  try {
    await editorialOf(args).restoreRevision(callerOf(args, user), type, id, revision);
  } catch (error) {
    return actionRefusal(error, "restore");
  }
  throw redirect(admin.contentEdit(type, id));
}

export default function ContentHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { type, id, title, revisions, chosen, diff, mayRestore } = loaderData;
  return (
    <>
      <p>
        <Link to={admin.contentEdit(type, id)}>← Back to the editor</Link>
      </p>
      <h1>History of “{title}”</h1>
      <ErrorSummary failure={failureOf(actionData)} />
      <div className="admin-history">
        <ol className="admin-revisions" aria-label="Revisions, newest first">
          {revisions.map((r) => (
            <li key={r.id}>
              <Link to={admin.contentHistory(type, id, r.id)} aria-current={r.id === chosen ? "true" : undefined}>
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
        {chosen ? (
          <section className="admin-panel" aria-labelledby="diff-title">
            <h2 id="diff-title">What this revision changed</h2>
            {diff.length ? (
              <table className="admin-table admin-diff">
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    <th scope="col">Before</th>
                    <th scope="col">After</th>
                  </tr>
                </thead>
                <tbody>
                  {diff.map((d) => (
                    <tr key={d.field}>
                      <th scope="row">{d.label}</th>
                      <td>
                        <pre className="admin-diff-value">{d.before}</pre>
                      </td>
                      <td>
                        {d.parts ? (
                          <pre className="admin-diff-value">
                            {d.parts.map((p, i) =>
                              p.added ? (
                                <ins key={i}>{p.value}</ins>
                              ) : p.removed ? (
                                <del key={i}>{p.value}</del>
                              ) : (
                                <span key={i}>{p.value}</span>
                              ),
                            )}
                          </pre>
                        ) : (
                          <pre className="admin-diff-value">{d.after}</pre>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p>No field changed.</p>
            )}
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
