/**
 * What migrations 0040 and 0041 share: words a page wrote in its code become blocks of its
 * document. On a database that already holds content, each listed page's blocks are rewritten
 * once, so that no page changes on upgrade; an empty database gets them from its first seed.
 */
import type { PageBlock } from "../../app/kernel/page-blocks.ts";
import { json } from "../../app/kernel/rows.ts";
import type { AnyDb } from "./content-tables.ts";

export async function rewritePageBlocks(
  db: AnyDb,
  paths: readonly string[],
  rewrite: (path: string, blocks: PageBlock[]) => PageBlock[],
): Promise<void> {
  if (!(await db.selectFrom("site_settings").select("id").executeTakeFirst())) return;
  const rows = await db.selectFrom("pages").select(["id", "path", "blocks"]).where("path", "in", paths).execute();
  for (const row of rows) {
    const blocks = rewrite(row.path, json<PageBlock[]>(row.blocks));
    await db
      .updateTable("pages")
      .set({ blocks: JSON.stringify(blocks) })
      .where("id", "=", row.id)
      .execute();
  }
}
