/**
 * The dashboard's "what needs you" lists (decision 0067): items waiting for the
 * reviewer's decision, the author's drafts sent back with comments, and the new
 * leads assigned to a salesperson. A list shows for the roles it concerns, with a
 * line saying so when it is empty.
 */
import { Link } from "react-router";
import { admin } from "~/kernel/admin-links";
import { formatTime } from "./format";
import "./review.css";

interface Work {
  type: string;
  typeLabel: string;
  id: number;
  title: string;
  reviewState: "approved" | "changes" | null;
  at: string;
  by: string | null;
  openComments: number;
  /** A translation's review: its locale, whose editor the link opens. */
  locale?: string;
}

interface Props {
  work: { reviewer: boolean; waiting: Work[]; sentBack: Work[] } | null;
  myLeads: Array<{ id: number; createdAt: string; company: string; product: string }> | null;
  /** Shows the leads list even when empty (sales: it is their work list). */
  leadsFirst: boolean;
}

function Items({ items, empty, what }: { items: Work[]; empty: string; what: (w: Work) => string }) {
  if (!items.length) return <p className="admin-hint">{empty}</p>;
  return (
    <ul className="admin-worklist">
      {items.map((w) => (
        <li key={`${w.type}-${w.id}-${w.locale ?? ""}`}>
          <Link to={admin.contentEdit(w.type, w.id, w.locale)}>
            {w.title || `(untitled ${w.typeLabel.toLowerCase()})`}
          </Link>
          <span className="admin-hint">
            {w.typeLabel} · {what(w)} <time dateTime={w.at}>{formatTime(w.at)}</time>
            {w.openComments ? ` · ${w.openComments} open comment${w.openComments === 1 ? "" : "s"}` : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function WorkLists({ work, myLeads, leadsFirst }: Props) {
  return (
    <>
      {work?.reviewer ? (
        <section className="admin-panel" aria-labelledby="waiting-review" data-testid="waiting-review">
          <h2 id="waiting-review">Waiting for your review</h2>
          <Items
            items={work.waiting}
            empty="Nothing is waiting for your review."
            what={(w) =>
              `${w.reviewState === "approved" ? "approved, not yet published; submitted" : "submitted"} by ${w.by ?? "someone"}`
            }
          />
        </section>
      ) : null}
      {work && (work.sentBack.length || !work.reviewer) ? (
        <section className="admin-panel" aria-labelledby="sent-back" data-testid="sent-back">
          <h2 id="sent-back">Your drafts sent back</h2>
          <Items
            items={work.sentBack}
            empty="None of your drafts is waiting for changes."
            what={(w) => `changes requested by ${w.by ?? "a reviewer"}`}
          />
        </section>
      ) : null}
      {myLeads && (myLeads.length || leadsFirst) ? (
        <section className="admin-panel" aria-labelledby="my-leads" data-testid="my-leads">
          <h2 id="my-leads">New leads assigned to you</h2>
          {myLeads.length ? (
            <ul className="admin-worklist">
              {myLeads.map((l) => (
                <li key={l.id}>
                  <Link to={admin.lead(l.id)}>{l.company || `Lead ${l.id}`}</Link>
                  <span className="admin-hint">
                    {l.product} · <time dateTime={l.createdAt}>{formatTime(l.createdAt)}</time>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="admin-hint">No new lead is assigned to you.</p>
          )}
        </section>
      ) : null}
    </>
  );
}
