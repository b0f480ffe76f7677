import { can, type Action, type Role } from "~/kernel/admin-policy";
import { admin } from "~/kernel/links";
import type { NavItem } from "~/components/admin/admin-shell";

/** The back office's sections and the action each needs; the navigation shows those the role may use. */
const SECTIONS: readonly (NavItem & { needs: Action })[] = [
  { to: admin.dashboard(), label: "Dashboard", end: true, needs: "admin.enter" },
  { to: admin.leads(), label: "Leads", needs: "leads.read" },
  { to: admin.notifications(), label: "Lead notifications", needs: "notifications.manage" },
  { to: admin.analytics(), label: "Analytics", needs: "analytics.read" },
  { to: admin.users(), label: "Users", needs: "users.read" },
  { to: admin.audit(), label: "Audit log", needs: "audit.read" },
  { to: admin.settings(), label: "Settings", needs: "settings.read" },
  { to: admin.media(), label: "Media", needs: "media.read" },
  { to: admin.account(), label: "Your account", needs: "sessions.own" },
  // Content editing
  { to: admin.contentList("news"), label: "Content", needs: "content.read-drafts" },
  { to: admin.contentList("help-categories"), label: "Help topics", needs: "content.read-drafts" },
  { to: admin.contentList("price-faq"), label: "Pricing FAQ", needs: "content.read-drafts" },
  { to: admin.contentList("home-blocks"), label: "Home page", needs: "content.read-drafts" },
  { to: admin.contentList("site-settings"), label: "Navigation, footer and contact", needs: "content.read-drafts" },
  { to: admin.redirects(), label: "Redirects", needs: "content.publish" },
  { to: admin.trash(), label: "Trash", needs: "content.delete" },
  { to: admin.design(), label: "Design system", needs: "admin.enter" },
];

export function navFor(role: Role): NavItem[] {
  return SECTIONS.filter((s) => can(role, s.needs)).map(({ needs: _needs, ...item }) => item);
}
