import type { MetaDescriptor } from "react-router";
import { BRAND } from "~/kernel/brand";

/** Head tags of an admin page: its title, and never indexed (the server also says so in X-Robots-Tag). */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} · ${BRAND} admin` }, { name: "robots", content: "noindex, nofollow" }];
}
