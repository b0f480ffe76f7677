/**
 * The home page's own blocks on the other desktop pages of blocks (decision 0097): the home
 * page's views, in a chunk that only a page holding one of them loads. The carousel brings its
 * stylesheet: a page's head links only those of the modules it loads at once.
 */
import carouselStyles from "~/components/ui/carousel-styles.css?url";
// The home page's module under a query: a copy of its own in this chunk, so the home page keeps
// its views in its route chunk (vite treats the query as another module; home-copy.d.ts types it).
import { HOME_VIEWS } from "./desktop-home?live";
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
