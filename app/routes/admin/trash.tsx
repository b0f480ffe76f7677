import { data, Link } from "react-router";
import { AdminForm, ErrorSummary, failureOf, StatusMessage, SubmitButton } from "~/components/admin/form";
import { formatTime } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { CONTENT_TYPES, isContentType, TRASH_DAYS } from "~/kernel/editorial-schemas";
import { admin } from "~/kernel/admin-links";
import "~/components/admin/admin-content.css";
import type { Route } from "./+types/trash";
import { actionRefusal, callerOf, editorialOf, TYPE_LABELS } from "./editorial.server";
import { formOf, requireStaff, text } from "./guard.server";

export const meta: Route.MetaFunction = () => adminMeta("Trash");

export async function loader(args: Route.LoaderArgs) {
  const user = await requireStaff(args, "content.delete");
  const given = new URL(args.request.url).searchParams.get("type");
  if (given !== null && given !== "" && !isContentType(given)) {
    throw data({ message: "There is no such kind of content." }, { status: 404 });
  }
  const type = given && isContentType(given) ? given : "news";
  const list = await editorialOf(args).list(callerOf(args, user), type, { status: "trashed", pageSize: 100 });
  return {
    type,
    days: TRASH_DAYS,
    types: CONTENT_TYPES.map((t) => ({ type: t, label: TYPE_LABELS[t] })),
    items: list.items.map((i) => ({
      id: i.id,
      title: i.title,
      deletedAt: i.updatedAt,
      by: i.updatedBy?.email ?? null,
    })),
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await formOf(args);
  const user = await requireStaff(args, "content.delete");
  const type = text(form, "type");
  const id = Number(text(form, "id"));
  if (!isContentType(type) || !Number.isSafeInteger(id) || id < 1) {
    return data({ intent: "restore", formError: "No such item." }, { status: 404 });
  }
  try {
    const item = await editorialOf(args).restoreFromTrash(callerOf(args, user), type, id);
    return { intent: "restore", done: `“${item.title}” is back, as a draft.`, id };
  } catch (error) {
    return actionRefusal(error, "restore");
  }
}

export default function Trash({ loaderData, actionData }: Route.ComponentProps) {
  const { type, days, types, items } = loaderData;
  const done = (actionData as { done?: string } | undefined)?.done;
  return (
    <>
      <h1>Trash</h1>
      <p>Deleted items stay here for {days} days; restoring one brings it back as a draft.</p>
      <nav aria-label="Kinds of content" className="admin-tabs">
        <ul>
          {types.map((t) => (
            <li key={t.type}>
              <Link to={admin.trash(t.type)} aria-current={t.type === type ? "page" : undefined}>
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {done ? <StatusMessage>{done}</StatusMessage> : null}
      <ErrorSummary failure={failureOf(actionData)} />
      {items.length ? (
        <table className="admin-table">
          <caption>Deleted {types.find((t) => t.type === type)?.label.toLowerCase()}</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Deleted</th>
              <th scope="col">Restore</th>
            </tr>
          </thead>
          <tbody>
            {items.map((i) => (
              <tr key={i.id}>
                <td data-label="Title">{i.title}</td>
                <td data-label="Deleted">
                  {formatTime(i.deletedAt)}
                  {i.by ? ` by ${i.by}` : ""}
                </td>
                <td>
                  <AdminForm className="admin-form-inline" aria-label={`Restore ${i.title}`}>
                    <input type="hidden" name="type" value={type} />
                    <input type="hidden" name="id" value={i.id} />
                    <SubmitButton intent="restore" variant="quiet">
                      Restore
                    </SubmitButton>
                  </AdminForm>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>The trash is empty.</p>
      )}
    </>
  );
}
