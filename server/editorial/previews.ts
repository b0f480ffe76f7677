/**
 * Preview share links: a token in the URL, only its SHA-256 in the database, an
 * expiry of at most PREVIEW_LINK_MAX_DAYS, and revocation. Opening one needs no
 * account: `{BASE_PATH}preview/<token>` (server/editorial/http.ts) checks it and
 * shows the draft on the site's own pages.
 *
 * The token is an HMAC of the link's row under a secret kept apart from the row
 * (decision 0061), so the list can show an active link's address again to those
 * who may share the item, while the database alone opens nothing.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { PREVIEW_LINK_MAX_DAYS } from "../../app/kernel/editorial-schemas.ts";
import { bool, json, time } from "../../app/kernel/rows.ts";
import type { AnyDocument } from "../../app/kernel/editorial-schemas.ts";
import type { DB } from "../../db/schema.ts";
import type { PreviewLinksTable } from "../../db/schema-editorial.ts";
import type { Config } from "../config.ts";
import { sharedSecret } from "../shared-secret.ts";
import { documentOfRow, sourceOf, type TypeInfo } from "./registry.ts";
import { ensureMeta, liveRow, nowIso } from "./store.ts";
import type { Actor, PreviewGrant, PreviewLink } from "../../app/kernel/services/editorial.ts";

const DAY_MS = 86_400_000;
export const PREVIEW_PREFIX = "preview/";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Absolute URLs of a token: the desktop page and, when the item has one, the mobile page. */
export function previewUrls(siteUrl: string, basePath: string, token: string, mobile: boolean) {
  const base = `${siteUrl.replace(/\/$/, "")}${basePath}${PREVIEW_PREFIX}${token}`;
  return { url: base, mobileUrl: mobile ? `${base}/mobile` : null };
}

type LinkRow = Selectable<PreviewLinksTable>;

/**
 * The key of the tokens: drawn from AUTH_SECRET when it is set, so it lives outside
 * the database, else a secret of its own kept in the database (a copy of the
 * database then opens links, as a copy of the sessions' key would sign them in).
 */
export function previewLinkSecret(config: Pick<Config, "AUTH_SECRET">, db: () => Kysely<DB>): () => Promise<string> {
  let secret: Promise<string> | undefined;
  const make = () =>
    config.AUTH_SECRET
      ? Promise.resolve(createHmac("sha256", config.AUTH_SECRET).update("preview-links").digest("base64url"))
      : sharedSecret(db(), "preview_link_secret");
  return () =>
    (secret ??= make().catch((error: unknown) => {
      secret = undefined;
      throw error;
    }));
}

/** The token of a link: what the row says of it, signed with the secret (43 characters). */
export function linkToken(secret: string, row: Pick<LinkRow, "id" | "type" | "item_id" | "created_at">): string {
  const fields = ["preview-link", String(row.id), row.type, String(row.item_id), time(row.created_at)];
  return createHmac("sha256", secret).update(fields.join("\0")).digest("base64url");
}

/**
 * A link opens the item in the locale it was made in (`locale`: the locale column's value,
 * the default's tag for the default locale); the token need not name it, the row does.
 */
export async function createLink(
  db: Kysely<DB>,
  secret: string,
  info: TypeInfo,
  id: number,
  locale: string,
  by: Actor,
  days = PREVIEW_LINK_MAX_DAYS,
): Promise<{ id: number; token: string; expiresAt: string }> {
  const expiresAt = new Date(Date.now() + Math.min(days, PREVIEW_LINK_MAX_DAYS) * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    // The token needs the row's id: a random hash holds the place until it is known.
    const row = await trx
      .insertInto("preview_links")
      .values({
        token_hash: hashToken(randomBytes(32).toString("base64url")),
        type: info.type,
        item_id: id,
        locale,
        created_at: nowIso(),
        created_by_id: by.id,
        created_by_email: by.email,
        expires_at: expiresAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const token = linkToken(secret, row);
    await trx
      .updateTable("preview_links")
      .set({ token_hash: hashToken(token) })
      .where("id", "=", row.id)
      .execute();
    return { id: Number(row.id), token, expiresAt };
  });
}

/**
 * Links of an item, newest first. An active link carries its addresses again
 * (`urlsOf` makes them from the token); a revoked or expired one, or one made
 * before tokens were derived, has `url` empty.
 */
export async function listLinks(
  db: Kysely<DB>,
  secret: string,
  info: TypeInfo,
  id: number,
  locale: string,
  urlsOf: (token: string) => { url: string; mobileUrl: string | null },
): Promise<PreviewLink[]> {
  const rows = await db
    .selectFrom("preview_links")
    .selectAll()
    .where("type", "=", info.type)
    .where("item_id", "=", id)
    .where("locale", "=", locale)
    .orderBy("id", "desc")
    .execute();
  const now = Date.now();
  return rows.map((r) => {
    const token = linkToken(secret, r);
    const active = !r.revoked_at && Date.parse(time(r.expires_at)) > now && hashToken(token) === r.token_hash;
    return {
      id: Number(r.id),
      ...(active ? urlsOf(token) : { url: "", mobileUrl: null }),
      expiresAt: time(r.expires_at),
      createdBy: { id: r.created_by_id, email: r.created_by_email },
      revokedAt: r.revoked_at ? time(r.revoked_at) : null,
    };
  });
}

export async function revokeLink(
  db: Kysely<DB>,
  info: TypeInfo,
  id: number,
  locale: string,
  linkId: number,
): Promise<boolean> {
  const result = await db
    .updateTable("preview_links")
    .set({ revoked_at: nowIso() })
    .where("id", "=", linkId)
    .where("type", "=", info.type)
    .where("item_id", "=", id)
    .where("locale", "=", locale)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The item and locale a token opens; "gone" when expired or revoked, null when unknown. */
export async function findLink(
  db: Kysely<DB>,
  token: string,
): Promise<{ type: string; id: number; locale: string } | "gone" | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = await db
    .selectFrom("preview_links")
    .select(["type", "item_id", "locale", "expires_at", "revoked_at"])
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  if (row.revoked_at || Date.parse(time(row.expires_at)) <= Date.now()) return "gone";
  return { type: row.type, id: Number(row.item_id), locale: row.locale };
}

/**
 * What a preview of an item shows: its draft, else its published revision; "gone" for a deleted
 * item. In another locale, the translation's revision laid over the live item's document, as
 * that locale's page would lay its words over the live row.
 */
export async function previewGrant(db: Kysely<DB>, info: TypeInfo, id: number): Promise<PreviewGrant | "gone" | null> {
  const meta = await db.transaction().execute((trx) => ensureMeta(trx, info, id, false));
  if (!meta) return null;
  if (meta.deleted_at) return "gone";
  const revisionId = meta.draft_revision_id ?? meta.published_revision_id;
  if (!revisionId) return null;
  const row = await db
    .selectFrom("editorial_revisions")
    .select(["document", "number"])
    .where("id", "=", revisionId)
    .executeTakeFirst();
  if (!row) return null;
  let document = json<AnyDocument>(row.document);
  let live = meta.status === "published";
  if (info.locale) {
    const liveItem = await liveRow(db, info, id);
    if (!liveItem) return null;
    document = { ...documentOfRow(sourceOf(info), liveItem), ...document } as AnyDocument;
    // The locale's page is live with the item, in the default's words until the translation is.
    live = bool(liveItem.published);
  }
  return {
    type: info.type,
    id,
    document,
    revision: Number(row.number),
    draft: revisionId === meta.draft_revision_id,
    title: meta.title,
    live,
    ...(info.locale ? { locale: info.locale } : {}),
  };
}
