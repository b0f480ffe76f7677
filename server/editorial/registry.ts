/**
 * Each content type as the workflow sees it: its definition (app/kernel/collections/:
 * how its document sits in its live table, the page-cache tags a change of it drops,
 * the columns its admin list shows, searches and filters, and its public URLs), with
 * the checks that need the database, which stay on the server.
 */
import { HOME_PAGE_PATH } from "../../app/kernel/page-paths.ts";
import type { Kysely } from "kysely";
import type { AnyDocument, ContentType } from "../../app/kernel/editorial-schemas.ts";
import { COLLECTIONS, type Collection, type LiveTable } from "../../app/kernel/collections/index.ts";
import type { DB } from "../../db/schema.ts";

export interface TypeInfo extends Collection<ContentType, LiveTable> {
  type: ContentType;
  /**
   * A non-default locale whose words the workflow works on (decision 0105): its own drafts,
   * review, revisions, schedules and live words; absent for the default locale, whose
   * documents are the live rows.
   */
  locale?: string;
  /** Why the item cannot go to the trash now (a help topic still holding articles), or null. */
  inUse?: (db: Kysely<DB>, id: number) => Promise<string | null>;
  /** Why the item must stay published (the home page's document), or null: no unpublish, trash or scheduled take-down. */
  staysLive?: (db: Kysely<DB>, id: number) => Promise<string | null>;
}

/** A help topic still holding articles or sub-topics stays: its pages would lose their place in the tree. */
async function helpTopicInUse(db: Kysely<DB>, id: number): Promise<string | null> {
  const [articles, children] = await Promise.all([
    db.selectFrom("help_articles").select("id").where("category_id", "=", id).limit(1).executeTakeFirst(),
    db.selectFrom("help_categories").select("id").where("parent_id", "=", id).limit(1).executeTakeFirst(),
  ]);
  return articles || children ? "Move this topic's articles and sub-topics elsewhere first." : null;
}

/** The site's address answers from the home page's document: taking it down would leave "/" a 404. */
async function homePageStaysLive(db: Kysely<DB>, id: number): Promise<string | null> {
  const row = await db.selectFrom("pages").select("path").where("id", "=", id).executeTakeFirst();
  return row?.path === HOME_PAGE_PATH ? "The home page stays published; edit it and publish the change instead." : null;
}

/** The checks of the types that have any. */
const HOOKS: Partial<Record<ContentType, Pick<TypeInfo, "inUse" | "staysLive">>> = {
  "help-categories": { inUse: helpTopicInUse },
  pages: { staysLive: homePageStaysLive },
};

export const TYPES = Object.fromEntries(
  COLLECTIONS.map((c): [ContentType, TypeInfo] => [c.name, { ...c, type: c.name, ...HOOKS[c.name] }]),
) as Readonly<Record<ContentType, TypeInfo>>;

/** The type in `locale` (the default's when it is the default or absent). */
export function inLocale(info: TypeInfo, locale: string | undefined, defaultLocale: string): TypeInfo {
  const base = TYPES[info.type];
  return locale && locale !== defaultLocale ? { ...base, locale } : base;
}

/** The default locale's type of a translation: where its shared fields and its source come from. */
export const sourceOf = (info: TypeInfo): TypeInfo => TYPES[info.type];

/** A document's localised keys alone (those of `only`, when given): what a translation holds. */
export function localisedPart(info: TypeInfo, document: object, only?: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(document).filter(([key]) => info.localised.includes(key) && (!only || only.includes(key))),
  );
}

/** The title or name of a document, for lists. */
export const titleOf = (document: AnyDocument): string => {
  const d = document as { title?: string; name?: string; siteName?: string };
  return String(d.title ?? d.name ?? d.siteName ?? "");
};

export type { DB };

export { documentOfRow, parseDocument, snake, type LiveRow, type LiveTable } from "../../app/kernel/editorial-rows.ts";
