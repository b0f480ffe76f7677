/**
 * The workflow's side of a page's address (app/kernel/page-paths.ts holds the rule): what
 * the database holds against it (other pages, drafts and the trash included, and
 * redirects), checked on every write of a page, and the redirects a published page
 * leaves behind when its address changes.
 */
import { pagePathProblem, type PathHolder, type TakenPaths } from "../../app/kernel/page-paths.ts";
import { bool, json } from "../../app/kernel/rows.ts";
import { EditorialError, type Actor } from "../../app/kernel/services/editorial.ts";
import { nowIso, type Tx } from "./store.ts";

const twins = (path: string) => [`/${path}`, `/mobile/${path}`] as const;

/** The configured locales (LOCALES), whose prefixes no page may take. */
export type PageLocales = NonNullable<TakenPaths["locales"]>;

/** Every address held by a page other than `id`, and the redirects, but those leading to `id`'s own address. */
async function takenPaths(trx: Tx, id: number | null, locales: PageLocales): Promise<TakenPaths> {
  const [live, items, redirects] = await Promise.all([
    trx.selectFrom("pages").select(["id", "path", "title", "published"]).execute(),
    trx
      .selectFrom("editorial_items")
      .leftJoin("editorial_revisions", "editorial_revisions.id", "editorial_items.draft_revision_id")
      .select([
        "editorial_items.item_id",
        "editorial_items.status",
        "editorial_items.deleted_at",
        "editorial_items.title",
        "document",
      ])
      .where("editorial_items.type", "=", "pages")
      .execute(),
    trx.selectFrom("redirects").select(["from_path", "to_path"]).execute(),
  ]);
  const itemOf = new Map(items.map((i) => [Number(i.item_id), i]));
  const pages: PathHolder[] = [];
  for (const row of live) {
    if (row.id === id) continue;
    const item = itemOf.get(row.id);
    const state = item?.deleted_at
      ? "trashed"
      : bool(row.published)
        ? "published"
        : item?.status === "unpublished" || !item
          ? "unpublished"
          : "draft";
    pages.push({ id: row.id, path: row.path, title: row.title, state });
    // A pending draft holds the address it names as well.
    const draft = item?.document ? json<{ path?: unknown }>(item.document).path : undefined;
    if (!item?.deleted_at && typeof draft === "string" && draft !== row.path)
      pages.push({ id: row.id, path: draft, title: item!.title, state: "draft" });
  }
  const own = live.find((r) => r.id === id)?.path ?? null;
  const mine = new Set<string | null>(own ? twins(own) : []);
  return { pages, redirects: redirects.filter((r) => !mine.has(r.to_path)).map((r) => r.from_path), own, locales };
}

/** Refuses, naming the holder, an address a locale, another page or a redirect holds (400 on the path field). */
export async function refuseTakenPagePath(
  trx: Tx,
  id: number | null,
  path: unknown,
  locales: PageLocales = [],
): Promise<void> {
  if (typeof path !== "string") return;
  const problem = pagePathProblem(path, await takenPaths(trx, id, locales));
  if (problem) throw new EditorialError("invalid", problem, { fields: { path: problem } });
}

/**
 * Why the site cannot start with these locales: a published page whose address begins with
 * a locale's prefix, which that locale's pages would hide. Pages not published are refused
 * their address at their next save instead.
 */
export async function localeOverPage(trx: Tx, locales: PageLocales): Promise<string | null> {
  const prefixes = locales.filter((l) => l.prefix !== "");
  if (!prefixes.length) return null;
  const rows = await trx.selectFrom("pages").select(["path", "title", "published"]).execute();
  for (const locale of prefixes) {
    const page = rows.find((r) => bool(r.published) && r.path.split("/")[0] === locale.prefix);
    if (page)
      return `LOCALES: ${locale.tag} would serve its pages under /${locale.prefix}/, where the published page “${page.title}” is (/${page.path}): give the page another address first`;
  }
  return null;
}

/**
 * A published page moved from `from` to `to`: its old addresses on both skins lead to the
 * new ones (301), redirects that led to the old ones lead straight to the new ones (one hop
 * each, as the redirect manager keeps them), and an address the page takes back sheds the
 * redirect it left there.
 */
export async function redirectMovedPage(trx: Tx, from: string, to: string, by: Actor | null): Promise<void> {
  const [oldDesktop, oldMobile] = twins(from);
  const [newDesktop, newMobile] = twins(to);
  const stamp = { updated_at: nowIso(), updated_by_email: by?.email ?? null };
  for (const [old, now] of [
    [oldDesktop, newDesktop],
    [oldMobile, newMobile],
  ] as const) {
    await trx.deleteFrom("redirects").where("from_path", "=", now).where("to_path", "=", old).execute();
    await trx
      .updateTable("redirects")
      .set({ to_path: now, ...stamp })
      .where("to_path", "=", old)
      .execute();
    await trx
      .insertInto("redirects")
      .values({ from_path: old, to_path: now, status: 301, ...stamp })
      .onConflict((oc) => oc.column("from_path").doUpdateSet({ to_path: now, status: 301, ...stamp }))
      .execute();
  }
}
