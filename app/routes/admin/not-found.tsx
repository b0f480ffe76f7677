import { data } from "react-router";
import { viewerOf } from "./guard.server";
import type { Route } from "./+types/not-found";

// Any other path under /admin: the admin's own 404 page, for signed-in people and others alike.
export async function loader(args: Route.LoaderArgs) {
  await viewerOf(args);
  throw data({ message: "There is no such page in the admin." }, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
