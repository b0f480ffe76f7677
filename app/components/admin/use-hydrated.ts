import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False on the server and while hydrating, true after: controls that need JavaScript show from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
