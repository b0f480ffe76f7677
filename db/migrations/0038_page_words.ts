/**
 * Migration 0038: the pricing, offers, services and partner pages and the two lead forms
 * take their words from documents of `pages` (decision 0089). What held those words had no
 * editor: the copy under the settings key "pages" (titles, intros, the partner page's
 * button), and the services page's steps and figures and the partner tiers in `blocks`.
 * A database that already holds content gets the documents with the words it showed, so
 * that no page changes on upgrade (a path a page has taken keeps that page), and those rows
 * are dropped. An empty database gets the documents from its first seed instead.
 */
import type { Migration } from "kysely/migration";
import { CATEGORY_LABELS, PARTNER_TIERS, type PartnerTier } from "../../app/kernel/content-constants.ts";
import type { PageBlock } from "../../app/kernel/page-blocks.ts";
import { DOCUMENT_PAGES } from "../../app/kernel/pages.ts";
import { blockPageRows, pageRow } from "../seed/build-block-pages.ts";
import type { AnyDb } from "../migration-kit.ts";

/** The settings' copy of one page, as the release before read it (server/content/kit.ts pageCopy). */
type Copy = Partial<Record<"title" | "intro" | "ctaLabel" | "ctaHref" | "updated", string>>;

interface BlockRow {
  page: string;
  kind: string;
  title: string;
  summary: string;
  value: string | null;
  data: unknown;
}

const parse = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;

/** The seed's document for `path`, with the words the database showed in their place. */
function documentOf(path: string, copy: Copy | undefined, rows: readonly BlockRow[], id: number) {
  const seed = blockPageRows([path], id)[0]!;
  const blocks = parse<PageBlock[]>(seed.blocks).flatMap((b): PageBlock[] => {
    if (b.type === "hero") return [{ ...b, title: copy?.title?.trim() || b.title, lead: copy?.intro ?? b.lead }];
    const of = (kind: string) => rows.filter((r) => r.page === path && r.kind === kind);
    if (b.type === "figures") {
      const items = of("figure").map((r) => ({ value: r.value ?? "", label: r.title }));
      return items.length ? [{ ...b, items }] : [];
    }
    if (b.type === "features") {
      const items = of("step").map((r) => ({ title: r.title, text: r.summary }));
      return items.length ? [{ ...b, items }] : [];
    }
    if (b.type === "columns" && path === "partner") {
      // In the programme's order, as the partner page listed the tiers it knew.
      const tiers = of("tier").filter((r) => (PARTNER_TIERS as readonly string[]).includes(r.title));
      const columns = tiers.map((r) => ({
        heading: CATEGORY_LABELS[r.title as PartnerTier],
        text: r.summary,
        points: r.data ? parse<string[]>(r.data) : [],
      }));
      return columns.length ? [{ ...b, columns }] : [];
    }
    if (b.type === "cta" && path === "partner")
      return [{ ...b, label: copy?.ctaLabel || b.label, href: copy?.ctaHref || b.href }];
    return [b];
  });
  const title = copy?.title?.trim() || seed.title;
  const row = pageRow(path, { title, blocks: blocks as unknown as Array<{ type: string }> }, id);
  return copy?.updated ? { ...row, updated_at: copy.updated } : row;
}

export default function pageWords(): Migration {
  return {
    async up(db: AnyDb) {
      const setting = await db.selectFrom("settings").select("value").where("key", "=", "pages").executeTakeFirst();
      const copy = setting ? parse<Record<string, Copy>>(setting.value) : {};
      const rows = (await db
        .selectFrom("blocks")
        .select(["page", "kind", "title", "summary", "value", "data"])
        .where("page", "in", ["service", "partner"])
        .orderBy("position")
        .orderBy("id")
        .execute()) as BlockRow[];
      if (await db.selectFrom("site_settings").select("id").executeTakeFirst()) {
        const paths = DOCUMENT_PAGES.map(([, path]) => path);
        const taken = await db.selectFrom("pages").select(["path"]).where("path", "in", paths).execute();
        const missing = paths.filter((path) => !taken.some((row) => row.path === path));
        if (missing.length) {
          const { max } = await db
            .selectFrom("pages")
            .select((eb) => eb.fn.max("id").as("max"))
            .executeTakeFirstOrThrow();
          const first = Number(max ?? 0) + 1;
          await db
            .insertInto("pages")
            .values(missing.map((path, i) => documentOf(path, copy[path], rows, first + i)))
            .execute();
        }
      }
      await db.deleteFrom("blocks").where("page", "in", ["service", "partner"]).execute();
      await db.deleteFrom("settings").where("key", "=", "pages").execute();
    },
  };
}
