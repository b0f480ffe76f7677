import { can, type Action, type Role } from "~/kernel/admin-policy";
import { admin } from "~/kernel/admin-links";
import { ADMIN_PAGES } from "~/kernel/admin-pages";
import type { NavItem } from "~/components/admin/admin-shell";

/**
 * The back office's sections, in the navigation's order and groups, and the action
 * each needs; the navigation shows those the role may use. The content link stands
 * for every content type the others do not name (`match`).
 */
/** Where every content list lives: "/admin/content", the registry's path before its type. */
const CONTENT = ADMIN_PAGES.contentList.path.split("/:")[0]!;

const SECTIONS: readonly (NavItem & { needs: Action })[] = [
  { to: admin.dashboard(), label: "Dashboard", end: true, needs: "admin.enter" },
  {
    group: "Content",
    to: admin.contentList("news"),
    label: "All content",
    match: CONTENT,
    needs: "content.read-drafts",
  },
  { group: "Content", to: admin.contentList("help-categories"), label: "Help topics", needs: "content.read-drafts" },
  { group: "Content", to: admin.contentList("price-faq"), label: "Pricing FAQ", needs: "content.read-drafts" },
  { group: "Content", to: admin.trash(), label: "Trash", needs: "content.delete" },
  { group: "Media", to: admin.media(), label: "Media library", needs: "media.read" },
  { group: "Leads", to: admin.leads(), label: "Leads", needs: "leads.read" },
  { group: "Leads", to: admin.notifications(), label: "Lead notifications", needs: "notifications.manage" },
  { group: "Leads", to: admin.analytics(), label: "Analytics", needs: "analytics.read" },
  { group: "Site", to: admin.contentList("home-blocks"), label: "Home page", needs: "content.read-drafts" },
  { group: "Site", to: admin.contentList("pages"), label: "Pages", needs: "content.read-drafts" },
  {
    group: "Site",
    to: admin.contentList("site-settings"),
    label: "Navigation, footer and contact",
    needs: "content.read-drafts",
  },
  { group: "Site", to: admin.redirects(), label: "Redirects", needs: "content.publish" },
  { group: "Site", to: admin.design(), label: "Design system", needs: "admin.enter" },
  { group: "People", to: admin.users(), label: "Users", needs: "users.read" },
  { group: "People", to: admin.audit(), label: "Audit log", needs: "audit.read" },
  { group: "Settings", to: admin.settings(), label: "Settings", needs: "settings.read" },
  { group: "Settings", to: admin.account(), label: "Your account", needs: "sessions.own" },
];

export function navFor(role: Role): NavItem[] {
  return SECTIONS.filter((s) => can(role, s.needs)).map(({ needs: _needs, ...item }) => item);
}
