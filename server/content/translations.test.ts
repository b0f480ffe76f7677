/**
 * The overlay of a locale's words (decision 0105) on selects that join tables or rename a
 * word column (decision 0116), on both databases, with the seed's Chinese translations: each
 * translated table of the select is recognised by its alias, its row by the id it selects,
 * and its words by the names they are selected under; a row with none of the reader's words
 * is marked as a fallback.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { buildTranslations } from "../../db/seed/build-translations.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { LANGUAGE_MARK, withContentScope } from "./scope.ts";
import { markFallback, translationOverlay, translationsByTable } from "./translations.ts";

const ZH = { tag: "zh-Hans", chain: ["zh-Hans"], source: "en" };
const seeded = buildTranslations();
const words = (type: string, id: number) => seeded.find((t) => t.type === type && t.id === id)?.fields;

describe.each(BACKENDS)("the overlay of joined selects on %s", (backend) => {
  let s: TestServices;
  let db: Kysely<DB>;
  beforeAll(async () => {
    s = await createTestServices(backend, "overlay-joins", {
      jobIntervalMs: 0,
      auditRetention: false,
      env: { LOCALES: "en,zh-Hans", DEMO_CONTENT: "on" },
    });
    const rows = await s.db.kysely
      .selectFrom("live_translations")
      .select(["type", "item_id", "fields"])
      .where("locale", "=", "zh-Hans")
      .execute();
    const translations = translationsByTable(rows);
    db = s.db.kysely.withPlugin(translationOverlay(() => Promise.resolve(translations)));
  }, 120_000);
  afterAll(async () => s?.dispose());

  const inZh = <T>(deps: Set<string>, work: () => Promise<T>) => withContentScope({ deps, locale: ZH }, work);
  const joined = () =>
    db
      .selectFrom("help_articles as a")
      .innerJoin("help_categories as c", "c.id", "a.category_id")
      .select(["a.id", "a.title", "a.summary", "c.id as topic_id", "c.title as topic", "c.description"])
      .where("a.published", "=", true)
      .orderBy("a.id")
      .execute();

  it("lays each joined table's words over the columns selected from it, under their aliases", async () => {
    const deps = new Set<string>();
    const rows = await inZh(deps, joined);
    const translated = rows.find((r) => words("help-articles", r.id) && words("help-categories", Number(r.topic_id)))!;
    expect(translated).toBeDefined();
    expect(translated.title).toBe(words("help-articles", translated.id)!.title);
    expect(translated.topic).toBe(words("help-categories", Number(translated.topic_id))!.title);
    expect(translated.description).toBe(words("help-categories", Number(translated.topic_id))!.description);
    // Both languages are on the page: some articles have no Chinese.
    expect(deps).toContain(`${LANGUAGE_MARK}zh-Hans`);
    expect(deps).toContain(`${LANGUAGE_MARK}en`);
    // In the default locale the rows are the live ones.
    const english = await withContentScope({ deps: new Set() }, joined);
    expect(english.find((r) => r.id === translated.id)!.title).not.toBe(translated.title);
  });

  it("translates a word column selected under another name, and marks a row with no word of the locale", async () => {
    const rows = await inZh(new Set(), () =>
      db.selectFrom("news").select(["id", "title as headline"]).where("published", "=", true).orderBy("id").execute(),
    );
    const translated = rows.find((r) => words("news", r.id))!;
    expect(translated.headline).toBe(words("news", translated.id)!.title);
    const untranslated = rows.find((r) => !words("news", r.id))!;
    expect(markFallback(untranslated, {})).toEqual({ fallback: true });
    expect(markFallback(translated, {})).toEqual({});
  });

  it("leaves a join it cannot attribute (no id of the table selected) as it is", async () => {
    const rows = await inZh(new Set(), () =>
      db
        .selectFrom("help_articles as a")
        .innerJoin("help_categories as c", "c.id", "a.category_id")
        .select(["a.id", "c.title as topic"])
        .where("a.id", "=", 1)
        .execute(),
    );
    const english = await db
      .selectFrom("help_categories")
      .select("title")
      .where(
        "id",
        "=",
        (await db.selectFrom("help_articles").select("category_id").where("id", "=", 1).executeTakeFirstOrThrow())
          .category_id,
      )
      .executeTakeFirstOrThrow();
    expect(rows[0]!.topic).toBe(english.title);
  });

  it("marks the related items, neighbours and highlights with no word of the locale, as lists are", async () => {
    const marked = (items: ReadonlyArray<{ id: number; fallback?: true }>, type: string) => {
      for (const item of items)
        expect(item.fallback, `${type} ${item.id}`).toBe(words(type, item.id) ? undefined : true);
      return items.map((item) => Boolean(item.fallback));
    };
    const [article, study, solution, help, helpHome, home] = await inZh(new Set(), () =>
      Promise.all([
        s.content.getNews(1),
        s.content.getCase(1),
        s.content.getSolution(1),
        s.content.getHelpArticle(1),
        s.content.getHelpHome(),
        s.content.getHomePage(),
      ]),
    );
    const seen = [
      ...marked(article!.related, "news"),
      ...marked(
        [article!.newer, article!.older].flatMap((x) => x ?? []),
        "news",
      ),
      ...marked(study!.related, "cases"),
      ...marked(solution!.relatedCases, "cases"),
      ...marked(help!.related, "help-articles"),
      ...marked(helpHome.popular, "help-articles"),
      ...marked(home.latestNews, "news"),
      ...marked(home.featuredCases, "cases"),
    ];
    // Both kinds are there to tell apart.
    expect(new Set(seen)).toEqual(new Set([true, false]));
    // The default locale marks nothing.
    const english = await withContentScope({ deps: new Set() }, () => s.content.getNews(1));
    expect(english!.related.filter((r) => r.fallback)).toEqual([]);
  });
});
