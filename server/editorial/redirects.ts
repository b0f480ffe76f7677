/**
 * Redirects applied before rendering: old URL -> new URL (301/302) set by editors,
 * and 410 for items the workflow took down (unpublished or deleted). Every
 * process keeps the whole table in memory and reloads it after any content change
 * (saving a redirect bumps the content version, so all instances follow).
 */
import type { Kysely } from "kysely";
import { sectionTags } from "../../app/kernel/pages.ts";
import type { RedirectInput } from "../../app/kernel/editorial-schemas.ts";
import { time } from "../../app/kernel/rows.ts";
import { isSitePath } from "../../app/kernel/site-paths.ts";
import { bumpContentVersion } from "../../db/content-version.ts";
import type { DB } from "../../db/schema.ts";
import { nowIso } from "./store.ts";
import { EditorialError, type Actor, type Redirect } from "../../app/kernel/services/editorial.ts";

type Row = Awaited<ReturnType<typeof load>>[number];

const load = (db: Kysely<DB>) => db.selectFrom("redirects").selectAll().orderBy("from_path").execute();

const toRedirect = (r: Row): Redirect => ({
  id: Number(r.id),
  from: r.from_path,
  to: r.to_path,
  status: r.status as Redirect["status"],
  updatedAt: time(r.updated_at),
});

/** Paths compare without a trailing slash (except the root). */
export const normalPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** The path a site target leads to, without its query or fragment; null for another site. */
const targetPath = (to: string | null) => (to !== null && isSitePath(to) ? normalPath(to.split(/[?#]/)[0]!) : null);

/**
 * Every redirect is one hop: its target is no redirect's start, and no redirect
 * leads to its start (either would make a chain, or a loop when they meet).
 */
async function refuseChains(trx: Kysely<DB>, from: string, to: string, id?: number) {
  const next = targetPath(to);
  const rows = await trx.selectFrom("redirects").select(["id", "from_path", "to_path"]).execute();
  const others = rows.filter((r) => Number(r.id) !== id && normalPath(r.from_path) !== from);
  const onward = next === null ? undefined : others.find((r) => normalPath(r.from_path) === next && r.to_path);
  if (onward) {
    const message =
      targetPath(onward.to_path) === from
        ? `${onward.from_path} already leads to ${from}: this would make a loop.`
        : `${onward.from_path} already leads on to ${onward.to_path}: lead straight there instead.`;
    throw new EditorialError("invalid", message, { fields: { to: message } });
  }
  const before = others.find((r) => targetPath(r.to_path) === from);
  if (before) {
    const message = `${before.from_path} already leads to ${from}: change or remove that redirect first, so that no visitor is sent on twice.`;
    throw new EditorialError("invalid", message, { fields: { from: message } });
  }
}

/**
 * Redirects apply before rendering, so one from a published page's address (either skin)
 * would hide the page from every visitor while the editors still see it live.
 */
async function refuseLivePage(trx: Kysely<DB>, from: string) {
  const path = from.replace(/^\/(mobile\/)?/, "");
  if (!path) return;
  const page = await trx
    .selectFrom("pages")
    .select("title")
    .where("path", "=", path)
    .where("published", "=", true)
    .executeTakeFirst();
  if (!page) return;
  const message = `${from} is the address of the page “${page.title}”: move or take down the page first`;
  throw new EditorialError("invalid", message, { fields: { from: message } });
}

export function createRedirects(db: () => Kysely<DB>) {
  let table: Promise<Map<string, Redirect>> | undefined;

  const tagsOf = (from: string) => {
    const tags = sectionTags(from);
    return tags ? [...tags] : undefined;
  };

  return {
    /** Drops the in-memory table; the next request reloads it. */
    invalidate() {
      table = undefined;
    },
    async resolve(path: string): Promise<Redirect | null> {
      table ??= load(db()).then(
        (rows) => new Map(rows.map((r) => [normalPath(r.from_path), toRedirect(r)])),
        (error: unknown) => {
          table = undefined;
          throw error;
        },
      );
      return (await table).get(normalPath(path)) ?? null;
    },
    async list(): Promise<Redirect[]> {
      return (await load(db())).map(toRedirect);
    },
    async save(input: RedirectInput, by: Actor, id?: number): Promise<Redirect> {
      const from = normalPath(input.from);
      if (normalPath(input.to) === from)
        throw new EditorialError("invalid", "A redirect cannot lead to itself.", {
          fields: { to: "Choose another page" },
        });
      return db()
        .transaction()
        .execute(async (trx) => {
          const clash = await trx.selectFrom("redirects").select("id").where("from_path", "=", from).executeTakeFirst();
          if (clash && id !== undefined && Number(clash.id) !== id)
            throw new EditorialError("conflict", "Another redirect starts at this path.");
          await refuseChains(trx, from, input.to, id);
          await refuseLivePage(trx, from);
          const values = {
            from_path: from,
            to_path: input.to,
            status: input.status,
            updated_at: nowIso(),
            updated_by_email: by.email,
          };
          let row;
          if (id !== undefined) {
            row = await trx.updateTable("redirects").set(values).where("id", "=", id).returningAll().executeTakeFirst();
            if (!row) throw new EditorialError("not_found", `No redirect ${id}.`);
          } else if (clash) {
            // A 410 the workflow set, or an earlier redirect: the editor's choice replaces it.
            row = await trx
              .updateTable("redirects")
              .set(values)
              .where("id", "=", clash.id)
              .returningAll()
              .executeTakeFirstOrThrow();
          } else {
            row = await trx.insertInto("redirects").values(values).returningAll().executeTakeFirstOrThrow();
          }
          await bumpContentVersion(trx, tagsOf(from));
          return toRedirect(row);
        });
    },
    async remove(id: number): Promise<Redirect> {
      return db()
        .transaction()
        .execute(async (trx) => {
          const row = await trx.deleteFrom("redirects").where("id", "=", id).returningAll().executeTakeFirst();
          if (!row) throw new EditorialError("not_found", `No redirect ${id}.`);
          await bumpContentVersion(trx, tagsOf(row.from_path));
          return toRedirect(row);
        });
    },
  };
}
