import { Link } from "react-router";
import { StatusMessage } from "~/components/admin/form";
import { formatTime } from "~/components/admin/format";
import { CountTable, LeadsPerDayChart } from "~/components/admin/leads-chart";
import { STATUS_LABELS, type LeadStatus } from "~/kernel/lead-status";
import { adminMeta } from "~/components/admin/meta";
import { can } from "~/kernel/admin-policy";
import { admin } from "~/kernel/admin-links";
import type { Route } from "./+types/dashboard";
import { callerOf, editorialOf, TYPE_LABELS } from "./editorial.server";
import { requireStaff } from "./guard.server";
import { leadsAdminOf } from "./leads.server";
import { navFor } from "./nav.server";
import { localeTags } from "./translation.server";
import { WorkLists } from "~/components/admin/work-lists";
import { languageName } from "~/lib/locale.server";

/** The dashboard's schedules reach a week ahead. */
const WEEK_MS = 7 * 86_400_000;

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

export async function loader(args: Route.LoaderArgs) {
  const user = await requireStaff(args);
  const writer = can(user.role, "content.read-drafts");
  const work = writer ? await editorialOf(args).worklist(callerOf(args, user), 20) : null;
  // A translation's review says which language it is in (decision 0117).
  const label = <T extends { type: keyof typeof TYPE_LABELS; locale?: string }>(w: T) => ({
    ...w,
    typeLabel: w.locale ? `${TYPE_LABELS[w.type]}, ${languageName(w.locale)} translation` : TYPE_LABELS[w.type],
  });
  return {
    work: work && {
      reviewer: can(user.role, "content.review"),
      waiting: work.waiting.map(label),
      sentBack: work.sentBack.map(label),
    },
    myLeads: can(user.role, "leads.read") ? await leadsAdminOf(args).inbox.assignedNew(user, 10) : null,
    name: user.name || user.email,
    role: user.role,
    twoFactorEnabled: user.twoFactorEnabled,
    sections: navFor(user.role, localeTags(args).length > 1).filter((s) => s.to !== admin.dashboard()),
    leads: can(user.role, "leads.read") ? await leadsAdminOf(args).stats(user) : null,
    scheduledNext: can(user.role, "content.read-drafts")
      ? (await editorialOf(args).upcomingSchedules(callerOf(args, user), 20))
          .filter((s) => Date.parse(s.at) < Date.now() + WEEK_MS)
          .map((s) => ({ ...s, typeLabel: TYPE_LABELS[s.type] }))
      : [],
  };
}

type ScheduledItem = Awaited<ReturnType<typeof loader>>["scheduledNext"][number];

/** What the editorial schedules will publish or unpublish within a week, soonest first; absent when nothing is. */
function ScheduledNext({ items, always }: { items: readonly ScheduledItem[]; always: boolean }) {
  if (!items.length && !always) return null;
  if (!items.length)
    return (
      <section className="admin-panel" aria-labelledby="scheduled-next" data-testid="scheduled-next">
        <h2 id="scheduled-next">Scheduled this week</h2>
        <p className="admin-hint">Nothing is scheduled to publish or unpublish this week.</p>
      </section>
    );
  return (
    <section className="admin-panel" aria-labelledby="scheduled-next" data-testid="scheduled-next">
      <h2 id="scheduled-next">Scheduled this week</h2>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Change</th>
            <th scope="col">Item</th>
          </tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={i.id}>
              <td data-label="When">
                <time dateTime={i.at}>{formatTime(i.at)}</time>
              </td>
              <td data-label="Change">{i.action === "publish" ? "Publish" : "Unpublish"}</td>
              <td data-label="Item">
                <Link to={admin.contentEdit(i.type, i.itemId)}>{i.title}</Link>{" "}
                <span className="admin-hint">({i.typeLabel})</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { name, role, twoFactorEnabled, sections, leads, scheduledNext, work, myLeads } = loaderData;
  return (
    <>
      <h1>Welcome, {name}</h1>
      <p className="admin-lead">
        You are signed in with the <span className="admin-badge">{role}</span> role.
      </p>
      {twoFactorEnabled ? null : (
        <StatusMessage>
          Two-step sign-in is off for your account. <Link to={admin.account()}>Turn it on in Your account</Link>.
        </StatusMessage>
      )}
      <WorkLists work={work} myLeads={myLeads} leadsFirst={!work} />
      <ScheduledNext items={scheduledNext} always={can(role, "content.schedule")} />
      {leads ? (
        <section className="admin-panel" aria-labelledby="lead-figures">
          <h2 id="lead-figures">Leads</h2>
          <LeadsPerDayChart days={leads.perDay} />
          <div className="admin-counts">
            <CountTable
              caption="By status (all time)"
              label="Status"
              rows={leads.byStatus.map((s) => [STATUS_LABELS[s.status as LeadStatus] ?? s.status, s.count])}
            />
            <CountTable
              caption="By product of interest (all time)"
              label="Product"
              rows={leads.byProduct.map((p) => [p.product, p.count])}
            />
          </div>
          <p>
            <Link to={admin.leads()}>Open the inbox</Link>
          </p>
        </section>
      ) : null}
      <h2>What you can do here</h2>
      <ul className="admin-dashboard-links">
        {sections.map((s) => (
          <li key={s.to} className="admin-panel">
            <Link to={s.to}>{s.label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
