import { can, type Action, type Role } from "~/kernel/admin-policy";
import { admin } from "~/kernel/admin-links";
import { ADMIN_PAGES } from "~/kernel/admin-pages";
import { COLLECTIONS } from "~/kernel/collections/index";
import type { NavItem } from "~/components/admin/admin-shell";

/**
 * The back office's sections, in the navigation's order and groups, and the action
 * each needs; the navigation shows those the role may use. The content types with an
 * entry of their own (their definition's `nav`) come first in their group; the content
 * link stands for every other type (`match`).
 */
/** Where every content list lives: "/admin/content", the registry's path before its type. */
const CONTENT = ADMIN_PAGES.contentList.path.split("/:")[0]!;

type Section = NavItem & { needs: Action };

/** The entries of the content types of `group`, in their order. */
const typesOf = (group: "Content" | "Site"): Section[] =>
  COLLECTIONS.flatMap((c) =>
    c.nav?.group === group ? [{ ...c.nav, name: c.name, label: c.nav.label ?? c.label }] : [],
  )
    .sort((a, b) => a.order - b.order)
    .map(({ name, label }) => ({ group, to: admin.contentList(name), label, needs: "content.read-drafts" }));

const SECTIONS: readonly Section[] = [
  { to: admin.dashboard(), label: "Dashboard", end: true, needs: "admin.enter" },
  {
    group: "Content",
    // The first type in the admin's order.
    to: admin.contentList(COLLECTIONS[0].name),
    label: "All content",
    match: CONTENT,
    needs: "content.read-drafts",
  },
  ...typesOf("Content"),
  { group: "Content", to: admin.trash(), label: "Trash", needs: "content.delete" },
  { group: "Media", to: admin.media(), label: "Media library", needs: "media.read" },
  { group: "Leads", to: admin.leads(), label: "Leads", needs: "leads.read" },
  { group: "Leads", to: admin.notifications(), label: "Lead notifications", needs: "notifications.manage" },
  { group: "Leads", to: admin.analytics(), label: "Analytics", needs: "analytics.read" },
  ...typesOf("Site"),
  { group: "Site", to: admin.redirects(), label: "Redirects", needs: "content.publish" },
  { group: "Site", to: admin.design(), label: "Design system", needs: "admin.enter" },
  { group: "People", to: admin.users(), label: "Users", needs: "users.read" },
  { group: "People", to: admin.audit(), label: "Audit log", needs: "audit.read" },
  { group: "Settings", to: admin.settings(), label: "Settings", needs: "settings.read" },
  { group: "Settings", to: admin.account(), label: "Your account", needs: "sessions.own" },
];

/** The translations dashboard, after the trash, on a site of more than one language (decision 0105). */
const TRANSLATIONS: Section = {
  group: "Content",
  to: admin.translations(),
  label: "Translations",
  needs: "content.read-drafts",
};

export function navFor(role: Role, translated = false): NavItem[] {
  const sections = translated ? SECTIONS.flatMap((s) => (s.to === admin.trash() ? [s, TRANSLATIONS] : [s])) : SECTIONS;
  return sections.filter((s) => can(role, s.needs)).map(({ needs: _needs, ...item }) => item);
}
