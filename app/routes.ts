import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { pageRoutes, type Variant } from "./kernel/pages.ts";

// Every route of both variants, from the page registry: the desktop site, then the
// mobile variant under /mobile. A module mounted at several paths (the customer
// stories, the product pages, the mobile lists) reads its entry by route id.
const routesOf = (variant: Variant) =>
  pageRoutes(variant).map(({ id, file, path }) => (path === "" ? index(file, { id }) : route(path, file, { id })));

export default [
  layout("routes/desktop/layout.tsx", routesOf("desktop")),
  ...prefix("mobile", [layout("routes/mobile/layout.tsx", routesOf("mobile"))]),
] satisfies RouteConfig;
