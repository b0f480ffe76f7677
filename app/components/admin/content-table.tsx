/**
 * The content list's table: title, status, last change, who is editing now,
 * schedules; a checkbox per row for the bulk actions. The boxes are the browser's
 * own (a box ticked before the scripts ran stays ticked) and the action buttons
 * submit the form: without scripts the server answers with a confirmation step
 * (BulkConfirmStep), with them the page asks in place about the boxes ticked now.
 */
import { useState } from "react";
import { Link } from "react-router";
import { admin } from "~/kernel/admin-links";
import { AdminForm, SubmitButton } from "./form";
import { formatTime } from "./format";

export type BulkAction = "publish" | "unpublish" | "delete";

interface Person {
  id: string | null;
  email: string | null;
}

export interface ContentRow {
  id: number;
  title: string;
  category: string | null;
  status: string;
  hasDraft: boolean;
  updatedAt: string;
  updatedBy: Person | null;
  editing: (Person & { since: string }) | null;
  scheduled: { id: number; action: string; at: string }[];
}

const VERBS: Record<BulkAction, string> = { publish: "Publish", unpublish: "Unpublish", delete: "Move to trash" };

export function ContentTable({
  type,
  items,
  may,
}: {
  type: string;
  items: readonly ContentRow[];
  may: { publish: boolean; delete: boolean };
}) {
  const [asking, setAsking] = useState<{ action: BulkAction; count: number } | null>(null);
  const actions = (["publish", "unpublish", "delete"] as const).filter((a) =>
    a === "delete" ? may.delete : may.publish,
  );
  const ask = (action: BulkAction) => (event: React.MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const count = event.currentTarget.form ? new FormData(event.currentTarget.form).getAll("id").length : 0;
    setAsking(count ? { action, count } : null);
  };
  if (!items.length) return <p>No items match.</p>;
  return (
    <AdminForm aria-label="Selected items" onSubmit={() => setAsking(null)}>
      {actions.length ? (
        <div className="admin-bulk" role="group" aria-label="Change the selected items">
          {actions.map((a) => (
            <SubmitButton key={a} intent={a} variant={a === "delete" ? "danger" : "quiet"} onClick={ask(a)}>
              {VERBS[a]} selected
            </SubmitButton>
          ))}
          {asking ? (
            <div className="admin-confirm" role="alertdialog" aria-label="Confirm" aria-live="assertive">
              <p>
                {VERBS[asking.action]} {asking.count} item{asking.count === 1 ? "" : "s"}?
              </p>
              <input type="hidden" name="confirmed" value="yes" />
              <SubmitButton intent={asking.action} variant={asking.action === "delete" ? "danger" : undefined}>
                Yes, {VERBS[asking.action].toLowerCase()}
              </SubmitButton>
              <button type="button" className="admin-button admin-button-quiet" onClick={() => setAsking(null)}>
                Cancel
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      <table className="admin-table">
        <thead>
          <tr>
            {actions.length ? <th scope="col">Select</th> : null}
            <th scope="col">Title</th>
            <th scope="col">Category</th>
            <th scope="col">Status</th>
            <th scope="col">Last change</th>
            <th scope="col">Being edited by</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              {actions.length ? (
                <td data-label="Select">
                  <input
                    type="checkbox"
                    name="id"
                    value={item.id}
                    aria-label={`Select ${item.title}`}
                    // A change after the question makes its count wrong: ask again.
                    onChange={() => setAsking(null)}
                  />
                </td>
              ) : null}
              <td data-label="Title">
                <Link to={admin.contentEdit(type, item.id)}>{item.title || `#${item.id}`}</Link>
              </td>
              <td data-label="Category">{item.category ?? ""}</td>
              <td data-label="Status">
                <span className={`admin-status admin-status-${item.status}`}>{item.status.replace("_", " ")}</span>
                {item.hasDraft && item.status === "published" ? (
                  <span className="admin-hint"> · draft pending</span>
                ) : null}
                {item.scheduled.map((s) => (
                  <span key={s.id} className="admin-hint">
                    {" "}
                    · {s.action} at {formatTime(s.at)}
                  </span>
                ))}
              </td>
              <td data-label="Last change">
                {formatTime(item.updatedAt)}
                {item.updatedBy?.email ? <span className="admin-hint"> by {item.updatedBy.email}</span> : null}
              </td>
              <td data-label="Being edited by">
                {item.editing ? <span className="admin-editing">{item.editing.email ?? "someone"}</span> : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminForm>
  );
}

/**
 * The confirmation step of a bulk action sent without scripts: the ids ticked, the
 * action, and a second button that confirms; Cancel goes back to the list.
 */
export function BulkConfirmStep({
  action,
  items,
  cancelHref,
}: {
  action: BulkAction;
  items: readonly { id: number; title: string }[];
  cancelHref: string;
}) {
  return (
    <section className="admin-panel admin-confirm" role="alertdialog" aria-labelledby="bulk-confirm">
      <h2 id="bulk-confirm">
        {VERBS[action]} {items.length} item{items.length === 1 ? "" : "s"}?
      </h2>
      <ul>
        {items.map((i) => (
          <li key={i.id}>{i.title || `#${i.id}`}</li>
        ))}
      </ul>
      <AdminForm className="admin-form-inline" aria-label="Confirm the change">
        {items.map((i) => (
          <input key={i.id} type="hidden" name="id" value={i.id} />
        ))}
        <input type="hidden" name="confirmed" value="yes" />
        <SubmitButton intent={action} variant={action === "delete" ? "danger" : undefined}>
          Yes, {VERBS[action].toLowerCase()}
        </SubmitButton>
        <Link className="admin-button admin-button-quiet" to={cancelHref}>
          Cancel
        </Link>
      </AdminForm>
    </section>
  );
}
