// The home page's views, imported under a query by the chunk of the home page's own blocks on
// other pages (desktop-live.tsx, mobile-live.tsx, decision 0097): the same module, bundled apart.
declare module "*-home?live" {
  import type { LiveView } from "~/components/blocks/render-blocks";
  import type { HomeOnlyBlock } from "~/kernel/home-blocks";

  export const HOME_VIEWS: Record<HomeOnlyBlock, LiveView>;
}
