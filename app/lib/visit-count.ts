/**
 * What app/root.tsx calls after every navigation of a public page: the analytics
 * beacon (./beacon.ts, a chunk of its own, loaded on the first call, once the page is
 * usable), unless the visitor asks not to be tracked (Global Privacy Control, Do Not Track).
 */
export function countPageView(): void {
  if ((navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl || navigator.doNotTrack === "1") return;
  // Only the beacon's own chunk is named here: every byte of this file is on every public page.
  void import("./beacon").then((beacon) => beacon.pageView());
}
