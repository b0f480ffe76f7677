import { Form, Link } from "react-router";
import { formatTime } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { admin, type AuditFilter } from "~/kernel/admin-links";
import type { Route } from "./+types/audit";
import { accountsOf, requireStaff } from "./guard.server";

export const meta: Route.MetaFunction = () => adminMeta("Audit log");

const PAGE_SIZE = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A date field's value when it is a real calendar day ("" otherwise). */
function day(value: string | null): string {
  if (!value || !DAY.test(value)) return "";
  const d = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value ? "" : value;
}

export async function loader(args: Route.LoaderArgs) {
  const user = await requireStaff(args, "audit.read");
  const q = new URL(args.request.url).searchParams;
  const field = (name: string) => (q.get(name) ?? "").trim().slice(0, 200);
  const filter: AuditFilter = {
    actor: field("actor"),
    action: field("action"),
    target: field("target"),
    from: day(q.get("from")),
    to: day(q.get("to")),
    page: Math.max(1, Math.min(100_000, Number.parseInt(q.get("page") ?? "1", 10) || 1)),
  };
  const badDates = [q.get("from"), q.get("to")].some((v) => Boolean(v) && !day(v));
  // "type:id" names one item; a bare word names a kind of target.
  const [targetType, targetId] = filter.target!.includes(":") ? filter.target!.split(":", 2) : [filter.target, ""];
  // The form's "to" is the last day included; the service's bound is exclusive.
  const toExclusive = filter.to ? new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000).toISOString() : undefined;
  const page = await accountsOf(args).listAudit(user, {
    actor: filter.actor || undefined,
    action: filter.action || undefined,
    targetType: targetType || undefined,
    targetId: targetId || undefined,
    from: filter.from ? `${filter.from}T00:00:00.000Z` : undefined,
    to: toExclusive,
    page: filter.page,
    pageSize: PAGE_SIZE,
  });
  return { filter, badDates, ...page };
}

/** A before/after summary in one short line. */
function summary(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { filter, badDates, entries, page, pageSize, total } = loaderData;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      <h1>Audit log</h1>
      <Form
        method="get"
        action={admin.audit()}
        className="admin-panel admin-form-inline"
        aria-label="Filter the audit log"
      >
        <div className="admin-field">
          <label htmlFor="audit-actor">Actor (email)</label>
          <input id="audit-actor" name="actor" defaultValue={filter.actor} />
        </div>
        <div className="admin-field">
          <label htmlFor="audit-action">Action</label>
          <input id="audit-action" name="action" defaultValue={filter.action} placeholder="e.g. sign-in.failed" />
        </div>
        <div className="admin-field">
          <label htmlFor="audit-target">Target</label>
          <input id="audit-target" name="target" defaultValue={filter.target} placeholder="type or type:id" />
        </div>
        <div className="admin-field">
          <label htmlFor="audit-from">From</label>
          <input id="audit-from" name="from" type="date" defaultValue={filter.from} />
        </div>
        <div className="admin-field">
          <label htmlFor="audit-to">To (inclusive)</label>
          <input id="audit-to" name="to" type="date" defaultValue={filter.to} />
        </div>
        <button type="submit" className="admin-button">
          Filter
        </button>
        <Link to={admin.audit()}>Clear filters</Link>
      </Form>
      {badDates ? (
        <div className="admin-alert admin-alert-error" role="alert">
          A date was not understood and is ignored; use the form YYYY-MM-DD.
        </div>
      ) : null}
      <p role="status" aria-live="polite">
        {total === 0 ? "No entries match." : `${total} entries, page ${page} of ${pages}.`}
      </p>
      <div className="admin-table-wrap">
        <table className="admin-table" data-testid="audit">
          <caption className="visually-hidden">Audit entries, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Actor</th>
              <th scope="col">Action</th>
              <th scope="col">Target</th>
              <th scope="col">Address</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id}>
                <td data-label="When">{formatTime(e.at)}</td>
                <td data-label="Actor">{e.actorEmail ?? "—"}</td>
                <td>
                  <code>{e.action}</code>
                </td>
                <td data-label="Target">
                  {e.targetType ? `${e.targetType}${e.targetId ? `:${e.targetId}` : ""}` : "—"}
                </td>
                <td data-label="Address">{e.ip ?? ""}</td>
                <td data-label="Change" className="admin-secret">
                  {e.before !== null && e.before !== undefined ? <>before {summary(e.before)} </> : null}
                  {e.after !== null && e.after !== undefined ? <>after {summary(e.after)}</> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="admin-pager" aria-label="Audit log pages">
        {page > 1 ? <Link to={admin.audit({ ...filter, page: page - 1 })}>Newer entries</Link> : null}
        {page < pages ? <Link to={admin.audit({ ...filter, page: page + 1 })}>Older entries</Link> : null}
      </nav>
    </>
  );
}
