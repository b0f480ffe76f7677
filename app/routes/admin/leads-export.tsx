/**
 * The inbox's export: the current filter as CSV or JSON, written by the same code
 * as `npm run leads:export` (server/leads/export.ts), streamed as a download.
 */
import { data } from "react-router";
import type { Route } from "./+types/leads-export";
import { clientOf, requireStaff } from "./guard.server";
import { filterOf, leadsAdminOf } from "./leads.server";

const TYPES = { csv: "text/csv; charset=utf-8", json: "application/json; charset=utf-8" } as const;

export async function loader(args: Route.LoaderArgs) {
  const user = await requireStaff(args, "leads.export");
  const format = args.params.format;
  if (format !== "csv" && format !== "json") throw data({ message: "Export as csv or json." }, { status: 404 });
  const { filter, dropped } = filterOf(new URL(args.request.url));
  if (dropped.length) throw data({ message: `Not understood: ${dropped.join(", ")}.` }, { status: 400 });
  const chunks = await leadsAdminOf(args).inbox.export(user, filter, format, clientOf(args.request));
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": TYPES[format],
      "Content-Disposition": `attachment; filename="leads-${day}.${format}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
