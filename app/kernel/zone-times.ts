/**
 * An instant as the clocks of an IANA time zone show it, for items held in a zone of their
 * own: the wall-clock time, the UTC offset and the zone's short name. The formatters are
 * Intl's, which public pages' browser code does not build (decision 0043): the server and
 * the admin (which loads the definitions' row codecs) may import this, public views not.
 */
export interface WallClock {
  /** YYYY-MM-DDTHH:MM */
  local: string;
  /** +08:00, -05:00, +00:00 */
  offset: string;
  /** The zone's short name there and then: PST, CET, GMT+8. */
  label: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      timeZoneName: "short",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const two = (n: number) => String(n).padStart(2, "0");

/** `iso` in `timeZone`; an unknown zone throws (the document schema refuses one). */
export function wallClock(iso: string, timeZone: string): WallClock {
  const instant = new Date(iso);
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const local = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
  // The offset is the wall clock read as UTC less the instant (whole seconds).
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  const minutes = Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  const sign = minutes < 0 ? "-" : "+";
  const offset = `${sign}${two(Math.floor(Math.abs(minutes) / 60))}:${two(Math.abs(minutes) % 60)}`;
  return { local, offset, label: parts.timeZoneName ?? `UTC${offset}` };
}
