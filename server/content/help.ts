/**
 * The help centre: a tree of categories and articles ordered by category, then
 * position (not a newest-first collection). A category's list holds the articles
 * of the category and of all its sub-categories.
 *
 * Every help page shows the tree with its counts, so each records the topics and
 * the query over all articles (server/content/scope.ts); a topic's list records
 * the queries over it and its sub-topics, an article its own tag and its related.
 */
import type { Selectable } from "kysely";
import type {
  HelpArticleDetail,
  HelpArticleSummary,
  HelpCategory,
  HelpHome,
  Page,
} from "../../app/kernel/content-schemas.ts";
import { count, time } from "../../app/kernel/rows.ts";
import type { DB } from "../../db/schema.ts";
import { pageOf, paging, seoOf, validId, type Kit, type Media } from "./kit.ts";
import { itemTag, listTag, recordDeps, recordShown } from "./scope.ts";
import { markFallback } from "./translations.ts";

const columns = [
  "id",
  "category_id",
  "title",
  "summary",
  "cover_key",
  "cover_alt",
  "published_at",
  "updated_at",
] as const;
const summary = (m: Media, r: Pick<Selectable<DB["help_articles"]>, (typeof columns)[number]>): HelpArticleSummary => ({
  id: r.id,
  categoryId: r.category_id,
  title: r.title,
  summary: r.summary,
  cover: m.optionalImage(r.cover_key, r.cover_alt),
  publishedAt: time(r.published_at),
  updatedAt: time(r.updated_at),
});
const descendants = (node: HelpCategory): number[] => [node.id, ...node.children.flatMap(descendants)];

export function helpMethods({ db, cached, media }: Kit) {
  const articles = () => db.selectFrom("help_articles").where("published", "=", true);

  /** The category tree with article counts: its roots, and every node by id. */
  const categories = () =>
    cached("help:categories", async () => {
      const [cats, counts] = await Promise.all([
        db
          .selectFrom("help_categories")
          .selectAll()
          .where("published", "=", true)
          .orderBy("position")
          .orderBy("id")
          .execute(),
        articles()
          .select(["category_id", (eb) => eb.fn.countAll().as("n")])
          .groupBy("category_id")
          .execute(),
      ]);
      recordDeps([listTag("help_articles")]);
      const countBy = new Map(counts.map((c) => [c.category_id, count(c.n)]));
      const nodes = new Map<number, HelpCategory>(
        recordShown("help_categories", cats).map((c) => [
          c.id,
          {
            id: c.id,
            slug: c.slug,
            title: c.title,
            description: c.description,
            parentId: c.parent_id,
            articleCount: countBy.get(c.id) ?? 0,
            children: [],
          },
        ]),
      );
      const roots: HelpCategory[] = [];
      for (const c of cats) {
        const node = nodes.get(c.id)!;
        // A sub-topic of an unpublished topic is hidden with it, not promoted to the top.
        const parent = c.parent_id === null ? undefined : nodes.get(c.parent_id);
        if (c.parent_id === null) roots.push(node);
        else if (parent) parent.children.push(node);
        else nodes.delete(c.id);
      }
      // A topic counts its sub-topics' articles too, as its page lists them.
      const total = (node: HelpCategory): number =>
        (node.articleCount += node.children.reduce((sum, child) => sum + total(child), 0));
      roots.forEach(total);
      return { roots, nodes };
    });

  return {
    /** The help centre tree (with article counts) and popular articles. */
    getHelpHome(): Promise<HelpHome> {
      return cached("help:home", async () => {
        const [m, { roots }, popular] = await Promise.all([
          media(),
          categories(),
          articles()
            .select(columns)
            .where("popular", "=", true)
            .orderBy("category_id")
            .orderBy("position")
            .orderBy("id")
            .limit(8)
            .execute(),
        ]);
        return {
          categories: roots,
          popular: recordShown("help_articles", popular).map((x) => markFallback(x, summary(m, x))),
        };
      });
    },

    /** Articles of a category and all its descendants; null for an unknown category. */
    listHelpArticles(query?: {
      categoryId?: number;
      page?: number;
      pageSize?: number;
    }): Promise<Page<HelpArticleSummary> | null> {
      const pg = paging(query);
      const categoryId = query?.categoryId;
      if (categoryId !== undefined && !validId(categoryId)) return Promise.resolve(null);
      return cached(`help:list:${categoryId ?? ""}:${pg.page}:${pg.pageSize}`, async () => {
        const { nodes } = await categories();
        let ids: number[] | undefined;
        if (categoryId !== undefined) {
          const node = nodes.get(categoryId);
          if (!node) return null;
          ids = descendants(node);
          recordDeps(ids.map((id) => listTag("help_articles", id)));
        }
        let qb = articles();
        if (ids) qb = qb.where("category_id", "in", ids);
        const total = count((await qb.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst())?.n);
        const offset = (pg.page - 1) * pg.pageSize;
        const [m, rows] = await Promise.all([
          media(),
          offset >= total
            ? []
            : qb
                .select(columns)
                .orderBy("category_id")
                .orderBy("position")
                .orderBy("id")
                .limit(pg.pageSize)
                .offset(offset)
                .execute(),
        ]);
        return pageOf(
          recordShown("help_articles", rows, categoryId).map((x) => markFallback(x, summary(m, x))),
          total,
          pg,
        );
      });
    },

    getHelpArticle(id: number): Promise<HelpArticleDetail | null> {
      if (!validId(id)) return Promise.resolve(null);
      return cached(`help:${id}`, async () => {
        recordDeps([itemTag("help_articles", id)]);
        const r = await db
          .selectFrom("help_articles")
          .selectAll()
          .where("id", "=", id)
          .where("published", "=", true)
          .executeTakeFirst();
        if (!r) return null;
        const [m, { nodes }, related] = await Promise.all([
          media(),
          categories(),
          articles()
            .select(columns)
            .where("category_id", "=", r.category_id)
            .where("id", "<>", id)
            .orderBy("position")
            .orderBy("id")
            .limit(5)
            .execute(),
        ]);
        const breadcrumbs: Array<{ id: number; title: string }> = [];
        for (
          let node = nodes.get(r.category_id);
          node;
          node = node.parentId === null ? undefined : nodes.get(node.parentId)
        ) {
          breadcrumbs.unshift({ id: node.id, title: node.title });
        }
        return {
          ...summary(m, r),
          bodyHtml: m.body(r.body_html),
          seo: seoOf(r, m),
          breadcrumbs,
          related: recordShown("help_articles", related, r.category_id).map((x) => markFallback(x, summary(m, x))),
        };
      });
    },
  };
}
