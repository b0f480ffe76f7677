/**
 * What the analytics pages share on the server: the service, and the range read from
 * the URL (the last 28 days to today when none is given; a malformed one is a 400 page).
 */
import { data } from "react-router";
import { servicesContext } from "~/lib/context.server";
import type { AdminArgs } from "./guard.server";

export const analyticsOf = ({ context }: Pick<AdminArgs, "context">) => context.get(servicesContext).analytics;

const DAY_MS = 86_400_000;
const day = (at: number) => new Date(at).toISOString().slice(0, 10);

export function rangeOf({ context }: Pick<AdminArgs, "context">, url: URL, now = Date.now()) {
  const from = url.searchParams.get("from") || day(now - 27 * DAY_MS);
  const to = url.searchParams.get("to") || day(now);
  const parsed = context.get(servicesContext).analytics.parseRange({ from, to });
  if (!parsed.success)
    throw data(
      { message: `Not a range of days: ${parsed.error.issues[0]?.message ?? "from and to"}.` },
      { status: 400 },
    );
  return parsed.data;
}
