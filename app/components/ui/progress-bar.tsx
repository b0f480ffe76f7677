/**
 * ProgressBar: the thin bar at the top of the window during client navigations,
 * revalidations and fetcher calls (NProgress).
 *
 * Usage: mounted once in app/root.tsx as <ProgressBar />; no props. Pages do nothing.
 *
 * - Starts when React Router's navigation, revalidation or any fetcher leaves
 *   "idle", finishes when all are idle again.
 * - NProgress settings from app/lib/constants.ts: minimum PROGRESS_MINIMUM (0.08),
 *   speed PROGRESS_SPEED_MS (200 ms), trickle every PROGRESS_TRICKLE_MS (800 ms);
 *   no spinner.
 * - In the site's brand colour (progress-bar.css), aria-hidden (screen readers get
 *   the new page's title instead), and without animation under
 *   prefers-reduced-motion (the bar still shows, it just does not slide or glow).
 * - NProgress itself loads once the page has hydrated, not before: no bar can show
 *   before the first navigation, so its script need not hold up the first one.
 */
import type NProgressApi from "nprogress";
import { useEffect } from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";
import { PROGRESS_MINIMUM, PROGRESS_SPEED_MS, PROGRESS_TRICKLE_MS } from "~/lib/constants";
import "./progress-bar.css";

export const PROGRESS_SETTINGS = {
  minimum: PROGRESS_MINIMUM,
  speed: PROGRESS_SPEED_MS,
  trickle: true,
  trickleSpeed: PROGRESS_TRICKLE_MS,
  easing: "ease",
  showSpinner: false,
  // No role attributes: the bar is decoration, hidden from assistive technology.
  template: '<div class="bar"><div class="peg"></div></div>',
  barSelector: ".bar",
  spinnerSelector: ".spinner",
} satisfies Partial<NProgressApi.NProgressOptions>;

let loading: Promise<typeof NProgressApi> | undefined;
/** NProgress, configured; every caller chains on the one promise, so calls keep their order. */
function nprogress(): Promise<typeof NProgressApi> {
  loading ??= import("nprogress").then(({ default: NProgress }) => NProgress.configure(PROGRESS_SETTINGS));
  return loading;
}

/** True while React Router is loading or submitting anything. */
function useRouterBusy(): boolean {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const fetchers = useFetchers();
  return navigation.state !== "idle" || revalidator.state !== "idle" || fetchers.some((f) => f.state !== "idle");
}

export function ProgressBar() {
  const busy = useRouterBusy();
  useEffect(() => {
    void nprogress().then((NProgress) => {
      if (busy) {
        NProgress.start();
        document.getElementById("nprogress")?.setAttribute("aria-hidden", "true");
      } else {
        NProgress.done();
      }
    });
  }, [busy]);
  useEffect(() => () => void nprogress().then((NProgress) => NProgress.remove()), []);
  return null;
}
