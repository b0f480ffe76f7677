/**
 * The analytics beacon: a chunk of its own, imported by app/root.tsx once the page is
 * usable, never in the back office and never under Global Privacy Control or Do Not
 * Track. It keeps nothing on the device (no cookie, no storage) and reads nothing that
 * tells visitors apart; the server hashes the visit (server/analytics/visitor.ts). It
 * sends, with navigator.sendBeacon to {BASE_PATH}api/v1/events, batched a second at a
 * time and at once when the page is hidden: one view per navigation, clicks on links to
 * other sites, the lead form's start and submit, and the web vitals of the page loaded
 * (reportVitals, with the web-vitals library, a further chunk loaded after the first view).
 * It builds no Intl object (decision 0043).
 */
import type * as WebVitals from "web-vitals";

type BeaconEvent = { type: string; path: string } & Record<string, unknown>;

// The base path as app/lib/paths.ts reads it. This chunk imports nothing (not even a dynamic
// import's preload helper): a chunk loaded dynamically that reaches the shared chunk makes
// React Router mark the shared stylesheet as a dynamic one.
const BASE_PATH: string = import.meta.env.BASE_URL;
const ENDPOINT = `${BASE_PATH}api/v1/events`;
/** The endpoint's bounds (server/analytics/events.ts): longer paths and values are not sent. */
const MAX_BATCH = 30;
const MAX_PATH = 300;

const queue: BeaconEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let views = 0;
const startedForms = new WeakSet<Element>();
// The fast entry's after-paint script waits for this paint entry (after-paint.server.ts, decision 0044).
const ordering = [...document.scripts].some((s) => s.type === "module" && s.text.includes("first-contentful-paint"))
  ? "after-paint"
  : "stock";
const sitePath = () => `/${location.pathname.slice(BASE_PATH.length)}`;
const loadedPath = sitePath();

function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length) navigator.sendBeacon(ENDPOINT, JSON.stringify({ events: queue.splice(0, MAX_BATCH) }));
}

function add(event: BeaconEvent): void {
  if (event.path.length > MAX_PATH) return;
  queue.push(event);
  timer ??= setTimeout(flush, 1000);
}

function formOf(target: EventTarget | null): Element | null | undefined {
  return (target as Element | null)?.closest?.("form[data-lead-form]");
}

function listen(): void {
  addEventListener("click", (e) => {
    const link = (e.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null | undefined;
    if (link && /^https?:$/.test(link.protocol) && link.hostname !== location.hostname)
      add({ type: "outbound", path: sitePath(), host: link.hostname });
  });
  addEventListener("focusin", (e) => {
    const form = formOf(e.target);
    if (form && !startedForms.has(form)) {
      startedForms.add(form);
      add({ type: "form", path: sitePath(), step: "start" });
    }
  });
  addEventListener("submit", (e) => {
    if (!formOf(e.target)) return;
    // The page may be left at once: sent now.
    add({ type: "form", path: sitePath(), step: "submit" });
    flush();
  });
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  addEventListener("pagehide", flush);
}

/** Reports the loaded page's web vitals as the library measures them (loaded after the first view). */
export function reportVitals(vitals: Pick<typeof WebVitals, "onLCP" | "onINP" | "onCLS" | "onFCP" | "onTTFB">): void {
  const report = ({ name, value }: { name: string; value: number }) =>
    add({ type: "vital", path: loadedPath, name, value: Math.round(value * 1000) / 1000, ordering });
  for (const on of [vitals.onLCP, vitals.onINP, vitals.onCLS, vitals.onFCP, vitals.onTTFB]) on(report);
}

const clip = (value: string | null) => (value ? value.slice(0, 100) : undefined);

/** Counts the page now shown; app/root.tsx calls it after every navigation. */
export function pageView(): void {
  const first = views++ === 0;
  if (first) {
    listen();
    // The web-vitals library, a chunk of its own, only once the first view is counted.
    void import("web-vitals").then(reportVitals);
  }
  let referrer = "";
  try {
    referrer = first && document.referrer ? new URL(document.referrer).hostname : "";
  } catch {
    // an unreadable referrer counts as none
  }
  const query = new URLSearchParams(location.search);
  add({
    type: "view",
    path: sitePath(),
    referrer: referrer && referrer !== location.hostname ? referrer : undefined,
    utm: {
      source: clip(query.get("utm_source")),
      medium: clip(query.get("utm_medium")),
      campaign: clip(query.get("utm_campaign")),
    },
    locale: document.documentElement.lang || undefined,
    entry: first && referrer !== location.hostname,
    ordering,
  });
}
