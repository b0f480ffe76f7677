/**
 * Who may do what in the back office: the one table both the server (which
 * enforces it on every admin route and API call) and the admin pages (which show
 * or hide controls) read. Pure data, no imports, so every layer can load it.
 *
 * Deny by default: an unknown role, an unknown action or a missing entry is "no".
 * Adding an action means adding it to ACTIONS and deciding its roles in GRANTS;
 * the policy test checks every role against every action.
 */

export const ROLES = ["admin", "editor", "author", "sales"] as const;
export type Role = (typeof ROLES)[number];

export const ACTIONS = [
  /** Open the back office at all (every staff role). */
  "admin.enter",
  "users.read",
  "users.invite",
  "users.change-role",
  "users.disable",
  "settings.read",
  "settings.update",
  "audit.read",
  /** One's own personal API tokens, sessions and two-factor set-up. */
  "tokens.own",
  "sessions.own",
  "two-factor.own",
  "content.read-drafts",
  "content.create-draft",
  "content.edit-own-draft",
  "content.edit-any",
  "content.submit",
  "content.review",
  "content.publish",
  "content.schedule",
  "content.delete",
  "content.share-preview",
  "redirects.manage",
  /** Redirects to another site: a phishing link on our domain if misused. */
  "redirects.external",
  "media.read",
  /** Add pictures to the library and describe one's own uploads. */
  "media.upload",
  "media.manage",
  "leads.read",
  "leads.update",
  "leads.export",
  "leads.erase",
  "notifications.manage",
  /** The visits, campaigns and real-user speed of the site (server/analytics). */
  "analytics.read",
] as const;
export type Action = (typeof ACTIONS)[number];

const EVERY_ROLE: readonly Role[] = ROLES;
const WRITERS: readonly Role[] = ["admin", "editor", "author"];
const EDITORS: readonly Role[] = ["admin", "editor"];
const LEAD_WORKERS: readonly Role[] = ["admin", "editor", "sales"];
const ADMINS: readonly Role[] = ["admin"];

/** Roles granted each action; anything not listed is refused. */
const GRANTS: Readonly<Record<Action, readonly Role[]>> = {
  "admin.enter": EVERY_ROLE,
  "users.read": ADMINS,
  "users.invite": ADMINS,
  "users.change-role": ADMINS,
  "users.disable": ADMINS,
  "settings.read": ADMINS,
  "settings.update": ADMINS,
  "audit.read": ADMINS,
  "tokens.own": EVERY_ROLE,
  "sessions.own": EVERY_ROLE,
  "two-factor.own": EVERY_ROLE,
  "content.read-drafts": WRITERS,
  "content.create-draft": WRITERS,
  "content.edit-own-draft": WRITERS,
  "content.edit-any": EDITORS,
  "content.submit": WRITERS,
  "content.review": EDITORS,
  "content.publish": EDITORS,
  "content.schedule": EDITORS,
  "content.delete": EDITORS,
  "content.share-preview": WRITERS,
  "redirects.manage": EDITORS,
  "redirects.external": ADMINS,
  // Authors pick and upload images for their drafts; only editors change others' pictures.
  "media.read": WRITERS,
  "media.upload": WRITERS,
  "media.manage": EDITORS,
  "leads.read": LEAD_WORKERS,
  "leads.update": LEAD_WORKERS,
  "leads.export": LEAD_WORKERS,
  // Erasing a person's data cannot be undone: admins only.
  "leads.erase": ADMINS,
  "notifications.manage": ADMINS,
  "analytics.read": LEAD_WORKERS,
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function isAction(value: unknown): value is Action {
  return typeof value === "string" && (ACTIONS as readonly string[]).includes(value);
}

/** True when `role` may perform `action`; false for anything unknown. */
export function can(role: unknown, action: unknown): boolean {
  if (!isRole(role) || !isAction(action)) return false;
  const granted = Object.hasOwn(GRANTS, action) ? GRANTS[action] : undefined;
  return granted?.includes(role) ?? false;
}

/** The actions a role may perform, for a page that shows what someone can do. */
export function actionsOf(role: unknown): Action[] {
  return ACTIONS.filter((action) => can(role, action));
}

/** Roles that must sign in with a second factor unless the setting says otherwise. */
export const DEFAULT_REQUIRE_2FA_FOR: readonly Role[] = ["admin", "editor"];

/** Whether someone of `role` must have two-factor sign-in, under the `require2faFor` setting. */
export function twoFactorRequired(role: unknown, require2faFor: readonly Role[] = DEFAULT_REQUIRE_2FA_FOR): boolean {
  return isRole(role) && require2faFor.includes(role);
}

/** Shortest password accepted (OWASP ASVS 2.1.1). */
export const PASSWORD_MIN_LENGTH = 12;
/** Longest accepted, so hashing cost stays bounded. */
export const PASSWORD_MAX_LENGTH = 128;
/** How long an invitation or set-up link stays valid. */
export const INVITATION_TTL_HOURS = 72;
/** How long a password-reset link stays valid. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
