/**
 * How the back office's leads modules refuse (the inbox, erasure, the dashboard,
 * the notification settings): a LeadsError carries the HTTP status the API and
 * the admin pages answer with, and field messages for a form. `allow` is the
 * policy check every one of their methods makes first.
 */
import { can, type Action } from "../../app/kernel/admin-policy.ts";
import type { StaffUser } from "../../app/kernel/services/accounts.ts";
import { LeadsError } from "../../app/kernel/refusals.ts";

export { LeadsError } from "../../app/kernel/refusals.ts";

export function allow(user: StaffUser, action: Action): void {
  if (!can(user.role, action)) throw new LeadsError(403, "Your role does not allow this.");
}
