/**
 * What every editorial service method does around its step (service.ts,
 * service-links.ts): the policy check, the content type lookup, the ownership
 * rule for drafts, the audit entry, and the item as the editor sees it after.
 * One place, so the checks cannot drift between the two halves of the service.
 */
import type { Kysely } from "kysely";
import { can, type Action } from "../../app/kernel/admin-policy.ts";
import { isContentType, type ContentType } from "../../app/kernel/editorial-schemas.ts";
import type { DB } from "../../db/schema.ts";
import type { AuditService } from "../../app/kernel/services/accounts.ts";
import { getItem } from "./queries.ts";
import { TYPES, type TypeInfo } from "./registry.ts";
import { readMeta, type Meta } from "./store.ts";
import { EditorialError, type Caller } from "../../app/kernel/services/editorial.ts";

export function createGuard(db: () => Kysely<DB>, audit: AuditService, locales: readonly string[] = []) {
  const actor = (c: Caller) => ({ id: c.user.id, email: c.user.email });
  function need(c: Caller, action: Action): void {
    if (!can(c.user.role, action)) throw new EditorialError("forbidden", "Your role does not allow this.");
  }
  /** The non-default locale the caller works in, if any; a tag the site lacks is refused (400). */
  function workLocale(c?: Caller): string | undefined {
    const locale = c?.locale;
    if (locale === undefined || locale === (locales[0] ?? "en")) return undefined;
    if (!locales.includes(locale)) throw new EditorialError("invalid", `No locale ${locale} on this site.`);
    return locale;
  }
  /** The type as the caller works on it: in its locale when that is a configured non-default one. */
  function typeInfo(type: ContentType, c?: Caller): TypeInfo {
    if (!isContentType(type)) throw new EditorialError("not_found", `No content type ${String(type)}.`);
    const locale = workLocale(c);
    return locale ? { ...TYPES[type], locale } : TYPES[type];
  }
  /** The site settings are one item that stays live: refused steps say so (409). */
  function notSingleton(info: TypeInfo): void {
    if (info.singleton)
      throw new EditorialError("conflict", "This item always exists and stays live; edit and publish it instead.");
  }
  const mayEdit = (c: Caller) => (meta: Meta) =>
    can(c.user.role, "content.edit-any") ||
    (can(c.user.role, "content.edit-own-draft") && meta.created_by_id === c.user.id);
  /** Whether the caller may edit this item: editors any, authors only drafts they created. */
  async function mayEditItem(c: Caller, info: TypeInfo, id: number): Promise<boolean> {
    if (can(c.user.role, "content.edit-any")) return true;
    const meta = await readMeta(db(), info, id);
    return meta !== undefined && mayEdit(c)(meta);
  }
  /** An audit entry for a content item, or for a redirect (targetType "redirect"). */
  const record = (
    c: Caller,
    action: string,
    type: ContentType | "redirect",
    id: number | string,
    after?: unknown,
    before?: unknown,
  ) =>
    audit.record({
      actor: actor(c),
      ip: c.client.ip,
      action,
      targetType: type,
      targetId: String(id),
      after,
      before,
    });
  const detail = (c: Caller, info: TypeInfo, id: number) =>
    getItem(
      db(),
      info,
      id,
      c.user.id,
      (meta) => can(c.user.role, "content.edit-any") || Boolean(meta && mayEdit(c)(meta)),
    );
  return { actor, need, typeInfo, workLocale, notSingleton, mayEdit, mayEditItem, record, detail };
}

export type Guard = ReturnType<typeof createGuard>;
