/**
 * The editorial service's methods on addresses (service.ts assembles them with
 * the item steps): share links that open a draft without signing in
 * (previews.ts), and the redirects of router paths (redirects.ts). Each checks
 * the policy and records what it changed in the audit trail.
 */
import type { Kysely } from "kysely";
import { isContentType, PREVIEW_LINK_MAX_DAYS } from "../../app/kernel/editorial-schemas.ts";
import { isSitePath } from "../../app/kernel/site-paths.ts";
import type { DB } from "../../db/schema.ts";
import type { Guard } from "./guard.ts";
import { createLink, findLink, listLinks, previewGrant, previewUrls, revokeLink } from "./previews.ts";
import type { PageExists } from "./redirect-targets.ts";
import type { createRedirects } from "./redirects.ts";
import { inLocale, TYPES, type TypeInfo } from "./registry.ts";
import type { PageLocales } from "./page-paths.ts";
import { EditorialError, type EditorialService } from "../../app/kernel/services/editorial.ts";

export interface LinkDeps {
  db: () => Kysely<DB>;
  siteUrl: () => string;
  basePath: string;
  redirects: ReturnType<typeof createRedirects>;
  /** The key share-link tokens are derived with (./previews.ts). */
  previewSecret: () => Promise<string>;
  /** Whether a site path is a page of the site (./redirect-targets.ts). */
  pageExists: PageExists;
  /** Announces a content change (redirects are read before every page). */
  changed: () => Promise<unknown>;
  /** The configured locales, the default first: a share link opens its item in the locale it was made in. */
  locales?: PageLocales;
}

type LinkMethods = Pick<
  EditorialService,
  | "createPreviewLink"
  | "previewLinks"
  | "revokePreviewLink"
  | "openPreview"
  | "previewDraft"
  | "listRedirects"
  | "saveRedirect"
  | "deleteRedirect"
  | "resolvePath"
>;

export function createLinkMethods(deps: LinkDeps, guard: Guard): LinkMethods {
  const { actor, need, typeInfo, record, detail, mayEditItem } = guard;
  const NOT_YOURS = "Your role may share only drafts you may edit.";
  const { redirects, changed } = deps;
  const defaultLocale = deps.locales?.[0]?.tag ?? "en";
  /** The preview_links locale of the type as the caller works on it. */
  const linkLocale = (info: TypeInfo) => info.locale ?? defaultLocale;
  return {
    async createPreviewLink(c, type, id, days = PREVIEW_LINK_MAX_DAYS) {
      need(c, "content.share-preview");
      const info = typeInfo(type, c);
      const item = await detail(c, info, id);
      if (item.deletedAt) throw new EditorialError("not_found", `No ${type} item ${id}.`);
      if (!(await mayEditItem(c, info, id))) throw new EditorialError("forbidden", NOT_YOURS);
      const link = await createLink(deps.db(), await deps.previewSecret(), info, id, linkLocale(info), actor(c), days);
      await record(c, "content.preview-link-created", type, id, {
        link: link.id,
        expiresAt: link.expiresAt,
        ...(info.locale ? { locale: info.locale } : {}),
      });
      const urls = previewUrls(deps.siteUrl(), deps.basePath, link.token, (item.urls ?? info.listUrl).mobile !== null);
      return { id: link.id, ...urls, expiresAt: link.expiresAt, createdBy: actor(c), revokedAt: null };
    },
    async previewLinks(c, type, id) {
      need(c, "content.share-preview");
      const info = typeInfo(type, c);
      // The links carry their addresses: only whoever may share the item sees them.
      if (!(await mayEditItem(c, info, id))) return [];
      const mobile = ((await detail(c, info, id)).urls ?? info.listUrl).mobile !== null;
      const urlsOf = (token: string) => previewUrls(deps.siteUrl(), deps.basePath, token, mobile);
      return listLinks(deps.db(), await deps.previewSecret(), info, id, linkLocale(info), urlsOf);
    },
    async revokePreviewLink(c, type, id, linkId) {
      need(c, "content.share-preview");
      const info = typeInfo(type, c);
      if (!(await mayEditItem(c, info, id))) throw new EditorialError("forbidden", NOT_YOURS);
      if (!(await revokeLink(deps.db(), info, id, linkLocale(info), linkId)))
        throw new EditorialError("not_found", `No active preview link ${linkId}.`);
      await record(c, "content.preview-link-revoked", type, id, { link: linkId });
    },
    async openPreview(token) {
      const found = await findLink(deps.db(), token);
      if (found === "gone") return "gone";
      if (!found || !isContentType(found.type)) return null;
      return previewGrant(deps.db(), inLocale(TYPES[found.type], found.locale, defaultLocale), found.id);
    },
    async previewDraft(c, type, id) {
      need(c, "content.read-drafts");
      const grant = await previewGrant(deps.db(), typeInfo(type, c), id);
      if (!grant || grant === "gone") throw new EditorialError("not_found", `No ${type} item ${id}.`);
      return grant;
    },
    async listRedirects(c) {
      need(c, "redirects.manage");
      return redirects.list();
    },
    async saveRedirect(c, input, id) {
      need(c, "redirects.manage");
      if (!isSitePath(input.to)) need(c, "redirects.external");
      else if (!(await deps.pageExists(input.to))) {
        const message = `There is no page at ${input.to} on the site: choose a page that exists.`;
        throw new EditorialError("invalid", message, { fields: { to: message } });
      }
      const saved = await redirects.save(input, actor(c), id);
      await changed();
      await record(c, "redirect.saved", "redirect", saved.id, saved);
      return saved;
    },
    async deleteRedirect(c, id) {
      need(c, "redirects.manage");
      const removed = await redirects.remove(id);
      await changed();
      await record(c, "redirect.deleted", "redirect", id, undefined, removed);
    },
    resolvePath: (path) => redirects.resolve(path),
  };
}
