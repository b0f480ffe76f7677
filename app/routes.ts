import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { adminRoutes } from "./kernel/admin-pages.ts";
import { pageRoutes, type Variant } from "./kernel/pages.ts";

// Every route of both variants, from the page registry: the desktop site, then the
// mobile variant under /mobile, then the back office under /admin (its own layout,
// CSS and chunks). A module mounted at several paths (the customer stories, the
// product pages, the mobile lists) reads its entry by route id.
const mount = (routes: { id: string; file: string; path: string }[]) =>
  routes.map(({ id, file, path }) => (path === "" ? index(file, { id }) : route(path, file, { id })));
const routesOf = (variant: Variant) => mount(pageRoutes(variant));

export default [
  layout("routes/desktop/layout.tsx", routesOf("desktop")),
  ...prefix("mobile", [layout("routes/mobile/layout.tsx", routesOf("mobile"))]),
  ...prefix("admin", [layout("routes/admin/layout.tsx", mount(adminRoutes()))]),
] satisfies RouteConfig;
