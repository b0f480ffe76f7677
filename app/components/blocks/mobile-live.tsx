/** The mobile twin of desktop-live.tsx: the home page's own blocks on the other mobile pages of blocks. */
import carouselStyles from "~/components/ui/carousel-styles.css?url";
// The home page's module under a query: a copy of its own in this chunk, so the home page keeps
// its views in its route chunk (vite treats the query as another module; home-copy.d.ts types it).
import { HOME_VIEWS } from "./mobile-home?live";
import type { LiveView } from "./render-blocks";

const LiveBlock: LiveView = (props) => {
  const View = HOME_VIEWS[props.block.type] as LiveView;
  return (
    <>
      {props.block.type === "banners" ? <link rel="stylesheet" href={carouselStyles} /> : null}
      <View {...props} />
    </>
  );
};

export default LiveBlock;
