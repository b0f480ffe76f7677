/** One table of the analytics dashboard as a CSV download (server/analytics/csv.ts). */
import { data } from "react-router";
import type { Route } from "./+types/analytics-export";
import { analyticsOf, rangeOf } from "./analytics.server";
import { requireStaff } from "./guard.server";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireStaff(args, "analytics.read");
  const range = rangeOf(args, new URL(args.request.url));
  const analytics = analyticsOf(args);
  const csv = analytics.csv(await analytics.report(user, range), args.params.table);
  if (csv === null) throw data({ message: "No such table." }, { status: 404 });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="analytics-${args.params.table}-${range.from}-${range.to}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
