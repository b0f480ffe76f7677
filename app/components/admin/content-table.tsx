/**
 * The content list's table: title, status, last change, who is editing now,
 * schedules; a checkbox per row for the bulk actions, which ask for confirmation
 * in the page (a second button) before anything changes.
 */
import { useState } from "react";
import { Link } from "react-router";
import { admin } from "~/kernel/links";
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
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const actions = (["publish", "unpublish", "delete"] as const).filter((a) =>
    a === "delete" ? may.delete : may.publish,
  );
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  if (!items.length) return <p>No items match.</p>;
  return (
    <AdminForm aria-label="Selected items" onSubmit={() => setAsking(null)}>
      {actions.length ? (
        <div className="admin-bulk" role="group" aria-label="Change the selected items">
          {actions.map((a) => (
            <button
              key={a}
              type="button"
              className={`admin-button admin-button-${a === "delete" ? "danger" : "quiet"}`}
              aria-disabled={selected.size === 0 || undefined}
              onClick={() => selected.size && setAsking(a)}
            >
              {VERBS[a]} selected
            </button>
          ))}
          {asking ? (
            <div className="admin-confirm" role="alertdialog" aria-label="Confirm" aria-live="assertive">
              <p>
                {VERBS[asking]} {selected.size} item{selected.size === 1 ? "" : "s"}?
              </p>
              <input type="hidden" name="confirmed" value="yes" />
              <SubmitButton intent={asking} variant={asking === "delete" ? "danger" : undefined}>
                Yes, {VERBS[asking].toLowerCase()}
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
                    checked={selected.has(item.id)}
                    onChange={(e) => toggle(item.id, e.target.checked)}
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
