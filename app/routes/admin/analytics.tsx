/**
 * Analytics (admin, editor, sales): visits and page views over a range with the previous
 * period beside them, the tables of pages, referrers, campaigns, skins and locales, the
 * leads each page, campaign and referrer brought, and real-user speed against Google's
 * thresholds, the Lighthouse figures and each script-order half (decision 0060).
 * Every table downloads as CSV. The figures come from server/analytics/report.ts.
 */
import { Form } from "react-router";
import { VisitsChart } from "~/components/admin/visits-chart";
import { adminMeta } from "~/components/admin/meta";
import { admin } from "~/kernel/admin-links";
import type { Route } from "./+types/analytics";
import { analyticsOf, rangeOf } from "./analytics.server";
import { requireStaff } from "./guard.server";

export const meta: Route.MetaFunction = () => adminMeta("Analytics");

export async function loader(args: Route.LoaderArgs) {
  const user = await requireStaff(args, "analytics.read");
  return analyticsOf(args).report(user, rangeOf(args, new URL(args.request.url)));
}

type Report = Route.ComponentProps["loaderData"];
type Cell = string | number | null;

const change = (now: number, before: number) =>
  before === 0 ? "—" : `${now >= before ? "+" : ""}${Math.round(((now - before) / before) * 100)} %`;
const figure = (metric: string, value: number | null) =>
  value === null ? "—" : metric === "CLS" ? value.toFixed(3) : `${Math.round(value)} ms`;

function Table({
  id,
  title,
  head,
  rows,
  range,
}: {
  id: string;
  title: string;
  head: string[];
  rows: Cell[][];
  range: { from: string; to: string };
}) {
  return (
    <section className="admin-panel" aria-labelledby={`t-${id}`} data-testid={`table-${id}`}>
      <h2 id={`t-${id}`}>{title}</h2>
      {rows.length ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                {head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => (
                    <td key={j}>{cell ?? "—"}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="admin-hint">Nothing counted in this range.</p>
      )}
      <p>
        <a href={admin.analyticsExport(id, range)} download>
          Download as CSV
        </a>
      </p>
    </section>
  );
}

const COUNT_TABLES: [keyof Report & string, string, string][] = [
  ["topPages", "Top pages", "Page"],
  ["entryPages", "Entry pages", "Page"],
  ["referrers", "Referrers", "Site"],
  ["campaigns", "Campaigns", "Campaign"],
  ["skins", "Skins", "Skin"],
  ["locales", "Locales", "Locale"],
  ["outboundClicks", "Links followed to other sites", "Site"],
  ["formStarts", "Lead forms started", "Page"],
  ["formSubmits", "Lead forms sent", "Page"],
];

export default function Analytics({ loaderData: r }: Route.ComponentProps) {
  const range = { from: r.from, to: r.to };
  return (
    <>
      <h1>Analytics</h1>
      <Form method="get" className="admin-filters">
        <label>
          From <input type="date" name="from" defaultValue={r.from} required />
        </label>
        <label>
          To <input type="date" name="to" defaultValue={r.to} required />
        </label>
        <button type="submit">Show</button>
      </Form>
      <section className="admin-panel" aria-labelledby="t-totals" data-testid="totals">
        <h2 id="t-totals">
          {r.from} to {r.to}, beside {r.previous.from} to {r.previous.to}
        </h2>
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Figure</th>
                <th scope="col">This period</th>
                <th scope="col">Previous period</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Page views</th>
                <td data-testid="page-views">{r.pageViews}</td>
                <td>{r.previous.pageViews}</td>
                <td>{change(r.pageViews, r.previous.pageViews)}</td>
              </tr>
              <tr>
                <th scope="row">Visitors (daily unique, summed)</th>
                <td data-testid="visitors">{r.visitors}</td>
                <td>{r.previous.visitors}</td>
                <td>{change(r.visitors, r.previous.visitors)}</td>
              </tr>
            </tbody>
          </table>
        </div>
        <VisitsChart days={r.days} from={r.from} to={r.to} />
      </section>
      <Table
        id="days"
        title="Per day"
        head={["Day", "Page views", "Visitors"]}
        rows={r.days.map((d) => [d.day, d.pageViews, d.visitors])}
        range={range}
      />
      {COUNT_TABLES.map(([id, title, label]) => (
        <Table
          key={id}
          id={id}
          title={title}
          head={[label, "Count", "Visitors", "Previous period"]}
          rows={(r[id] as Report["skins"]).map((row) => [row.key, row.pageViews, row.visitors, row.previousPageViews])}
          range={range}
        />
      ))}
      {(
        [
          ["conversion-pages", "Leads per source page", "Page", r.conversion.pages],
          ["conversion-campaigns", "Leads per campaign", "Campaign", r.conversion.campaigns],
          ["conversion-referrers", "Leads per source (utm_source)", "Source", r.conversion.referrers],
        ] as const
      ).map(([id, title, label, rows]) => (
        <Table
          key={id}
          id={id}
          title={title}
          head={[label, "Leads", "Views", "Leads per 100 views"]}
          rows={rows.map((c) => [
            c.key,
            c.leads,
            c.pageViews,
            c.pageViews ? Math.round((c.leads / c.pageViews) * 1000) / 10 : null,
          ])}
          range={range}
        />
      ))}
      <Table
        id="vitals"
        title="Real-user speed: p75 per page type"
        head={[
          "Page type",
          "Metric",
          "p75",
          "Samples",
          "Google's rating",
          "Good up to",
          "Poor above",
          "Lighthouse (lab)",
        ]}
        rows={r.vitals.map((v) => [
          v.pageType,
          v.metric,
          figure(v.metric, v.p75),
          v.samples,
          v.rating,
          figure(v.metric, v.good),
          figure(v.metric, v.poor),
          figure(v.metric, v.lab),
        ])}
        range={range}
      />
      <Table
        id="orderings"
        title="Scripts after the first paint or in React Router's order (decision 0060)"
        head={["Half", "Metric", "p75", "Samples"]}
        rows={r.orderings.map((o) => [o.ordering, o.metric, figure(o.metric, o.p75), o.samples])}
        range={range}
      />
    </>
  );
}
