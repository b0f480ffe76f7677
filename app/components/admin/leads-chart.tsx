/**
 * Leads per day as a server-rendered SVG bar chart, with the same figures in a
 * table for screen readers and anyone who prefers numbers (the chart is hidden
 * from assistive technology; the table is the accessible version). No chart
 * library: a few rectangles, and the admin bundle stays small.
 */
interface Day {
  day: string;
  count: number;
}

const WIDTH = 720;
const HEIGHT = 160;
const AXIS = 24;

export function LeadsPerDayChart({ days }: { days: readonly Day[] }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const bar = WIDTH / Math.max(1, days.length);
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const first = days[0]?.day ?? "";
  const last = days.at(-1)?.day ?? "";
  return (
    <figure className="admin-chart" data-testid="leads-per-day">
      <figcaption>
        Leads per day, {first} to {last}: {total} in all, at most {max === 1 && total === 0 ? 0 : max} on one day.
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        width="100%"
        aria-hidden="true"
        focusable="false"
        className="admin-chart-svg"
      >
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="admin-chart-axis" />
        {days.map((d, i) => {
          const h = (d.count / max) * (HEIGHT - 8);
          return (
            <rect
              key={d.day}
              x={i * bar + 1}
              y={HEIGHT - h}
              width={Math.max(1, bar - 2)}
              height={h}
              className="admin-chart-bar"
            >
              <title>{`${d.day}: ${d.count}`}</title>
            </rect>
          );
        })}
        <text x="0" y={HEIGHT + 16} className="admin-chart-label">
          {first}
        </text>
        <text x={WIDTH} y={HEIGHT + 16} textAnchor="end" className="admin-chart-label">
          {last}
        </text>
      </svg>
      <details>
        <summary>The figures as a table</summary>
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Leads per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Leads</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <td>{d.day}</td>
                  <td>{d.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** A small two-column table of counts ("by status", "by product"). */
export function CountTable({
  caption,
  label,
  rows,
}: {
  caption: string;
  label: string;
  rows: readonly [string, number][];
}) {
  return (
    <table className="admin-table" data-testid={`count-${label.toLowerCase()}`}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{label}</th>
          <th scope="col">Leads</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2}>None yet.</td>
          </tr>
        ) : (
          rows.map(([name, count]) => (
            <tr key={name}>
              <td>{name}</td>
              <td>{count}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
