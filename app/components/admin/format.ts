/**
 * A time as the admin shows it: "2026-11-23 18:30 UTC". Written by hand rather than
 * with Intl so the server's render and the browser's hydration give the same text.
 */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
