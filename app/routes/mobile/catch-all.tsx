import { data } from "react-router";
import type { Route } from "./+types/catch-all";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
}

export function loader() {
  throw data(null, { status: 404 });
}

export default function Page() {
  return <h1>Page not found</h1>;
}
