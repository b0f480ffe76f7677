import { Form, Link } from "react-router";
import { formatTime } from "~/components/admin/format";
import { STATUS_LABELS } from "~/kernel/lead-status";
import { LEAD_INTENT_LABELS, LEAD_INTENTS } from "~/kernel/lead-intent";
import { adminMeta } from "~/components/admin/meta";
import { can } from "~/kernel/admin-policy";
import { admin } from "~/kernel/admin-links";
import type { Route } from "./+types/leads";
import { clientOf, requireStaff } from "./guard.server";
import { filterOf, inboxLanguages, leadsAdminOf, registeredForOf, registrationsFilter } from "./leads.server";

export const meta: Route.MetaFunction = () => adminMeta("Leads");

const PAGE_SIZE = 25;

export async function loader(args: Route.LoaderArgs) {
  const user = await requireStaff(args, "leads.read");
  const { filter, form, dropped, page } = filterOf(new URL(args.request.url));
  const { inbox } = leadsAdminOf(args);
  const list = await inbox.list(user, filter, page, PAGE_SIZE, clientOf(args.request));
  const [facets, assignees] = await Promise.all([inbox.facets(user), inbox.assignees(user)]);
  return {
    filter: form,
    dropped,
    ...list,
    leads: list.leads.map((l) => ({ ...l, registeredFor: registeredForOf(l.item) })),
    facets,
    registrable: registrationsFilter(facets.registeredFor),
    ...inboxLanguages(args, facets.locales),
    assignees: Object.fromEntries(assignees.map((a) => [a.id, a.name || a.email])),
    mayExport: can(user.role, "leads.export"),
  };
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { filter, dropped, leads, page, pageSize, total, facets, registrable, assignees, mayExport } = loaderData;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // Languages only where there is more than one to tell apart.
  const languages = loaderData.manyLanguages ? loaderData.languages : undefined;
  const nameOf = (tag: string) => languages?.find(([t]) => t === tag)?.[1] ?? tag;
  return (
    <>
      <h1>Leads</h1>
      <Form method="get" action={admin.leads()} className="admin-panel admin-form-inline" aria-label="Filter leads">
        <div className="admin-field">
          <label htmlFor="leads-q">Search</label>
          <input
            id="leads-q"
            name="q"
            type="search"
            defaultValue={filter.q}
            placeholder="Name, email, company, message"
          />
        </div>
        <div className="admin-field">
          <label htmlFor="leads-status">Status</label>
          <select id="leads-status" name="status" defaultValue={filter.status ?? ""}>
            <option value="">Any</option>
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <FacetSelect
          id="leads-product"
          label="Product"
          name="product"
          value={filter.product}
          values={facets.products}
        />
        <FacetSelect
          id="leads-region"
          label="Country or region"
          name="region"
          value={filter.region}
          values={facets.regions}
        />
        <div className="admin-field">
          <label htmlFor="leads-source">Came in through</label>
          <select id="leads-source" name="source" defaultValue={filter.source ?? ""}>
            <option value="">Any</option>
            <option value="form">Register page form</option>
            <option value="api">JSON API</option>
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="leads-intent">Request</label>
          <select id="leads-intent" name="intent" defaultValue={filter.intent ?? ""}>
            <option value="">Any</option>
            {LEAD_INTENTS.map((intent) => (
              <option key={intent} value={intent}>
                {LEAD_INTENT_LABELS[intent]}
              </option>
            ))}
          </select>
        </div>
        <FacetSelect
          id="leads-source-page"
          label="Source page"
          name="sourcePage"
          value={filter.sourcePage}
          values={facets.pages}
        />
        {registrable.length ? (
          <div className="admin-field">
            <label htmlFor="leads-item">Registered for</label>
            <select id="leads-item" name="item" defaultValue={filter.item ?? ""}>
              <option value="">Any</option>
              {registrable.map((r) => (
                <optgroup key={r.type} label={r.label}>
                  {r.items.map((i) => (
                    <option key={i.key} value={i.key}>
                      {i.title}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
        ) : null}
        {languages ? (
          <div className="admin-field">
            <label htmlFor="leads-locale">Language</label>
            <select id="leads-locale" name="locale" defaultValue={filter.locale ?? ""}>
              <option value="">Any</option>
              {languages.map(([tag, , label]) => (
                <option key={tag} value={tag}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <FacetSelect
          id="leads-campaign"
          label="Campaign"
          name="utmCampaign"
          value={filter.utmCampaign}
          values={facets.campaigns}
        />
        <FacetSelect
          id="leads-campaign-source"
          label="Campaign source"
          name="utmSource"
          value={filter.utmSource}
          values={facets.campaignSources}
        />
        <div className="admin-field">
          <label htmlFor="leads-from">From</label>
          <input id="leads-from" name="from" type="date" defaultValue={filter.from} />
        </div>
        <div className="admin-field">
          <label htmlFor="leads-to">To (inclusive)</label>
          <input id="leads-to" name="to" type="date" defaultValue={filter.to} />
        </div>
        <button type="submit" className="admin-button">
          Filter
        </button>
        <Link to={admin.leads()}>Clear filters</Link>
      </Form>
      {dropped.length ? (
        <div className="admin-alert admin-alert-error" role="alert">
          Not understood and ignored: {dropped.join(", ")}. Dates are written YYYY-MM-DD.
        </div>
      ) : null}
      <p role="status" aria-live="polite">
        {total === 0 ? "No leads match." : `${total} leads, page ${page} of ${pages}.`}
        {mayExport && total > 0 ? (
          <>
            {" "}
            Export these:{" "}
            <a href={admin.leadsExport("csv", filter)} download>
              CSV
            </a>
            {" · "}
            <a href={admin.leadsExport("json", filter)} download>
              JSON
            </a>
          </>
        ) : null}
      </p>
      <div className="admin-table-wrap">
        <table className="admin-table" data-testid="leads">
          <caption className="visually-hidden">Leads, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">Name</th>
              <th scope="col">Company</th>
              <th scope="col">Request</th>
              <th scope="col">Product</th>
              <th scope="col">Region</th>
              {languages ? <th scope="col">Language</th> : null}
              <th scope="col">Campaign</th>
              <th scope="col">Status</th>
              <th scope="col">Assignee</th>
            </tr>
          </thead>
          <tbody>
            {leads.map((l) => (
              <tr key={l.id}>
                <td data-label="Received">{formatTime(l.createdAt)}</td>
                <td data-label="Name">
                  <Link to={admin.lead(l.id)}>{l.erased ? `Erased lead #${l.id}` : l.name}</Link>
                  {l.erased ? null : <div className="admin-hint">{l.email}</div>}
                </td>
                <td data-label="Company">{l.company}</td>
                <td data-label="Request">
                  {LEAD_INTENT_LABELS[l.intent]}
                  {l.plan ? <div className="admin-hint">Plan: {l.plan}</div> : null}
                  {l.registeredFor ? <div className="admin-hint">{l.registeredFor}</div> : null}
                </td>
                <td data-label="Product">{l.product}</td>
                <td data-label="Region">{l.region ?? "—"}</td>
                {languages ? <td data-label="Language">{nameOf(l.locale)}</td> : null}
                <td data-label="Campaign">
                  {l.utmCampaign ? `${l.utmCampaign}${l.utmSource ? ` (${l.utmSource})` : ""}` : "—"}
                </td>
                <td data-label="Status">
                  <span className="admin-badge">{STATUS_LABELS[l.status]}</span>
                </td>
                <td data-label="Assignee">{l.assigneeId ? (assignees[l.assigneeId] ?? "—") : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="admin-pager" aria-label="Lead pages">
        {page > 1 ? <Link to={admin.leads({ ...filter, page: page - 1 })}>Newer leads</Link> : null}
        {page < pages ? <Link to={admin.leads({ ...filter, page: page + 1 })}>Older leads</Link> : null}
      </nav>
    </>
  );
}

/** A filter over the values the stored leads have ("Any" for none). */
function FacetSelect(props: { id: string; label: string; name: string; value?: string; values: readonly string[] }) {
  return (
    <div className="admin-field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} name={props.name} defaultValue={props.value ?? ""}>
        <option value="">Any</option>
        {props.values.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    </div>
  );
}
