/**
 * The demo pictures as media-library items, on SQLite and PostgreSQL: after a seed every
 * picture the seed draws is an item with the alt text the pages give it, ready for the
 * picker, with its uses listed; a second seed keeps one item per picture, and content
 * without demo pictures (DEMO_CONTENT=off) leaves only uploads.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaItem } from "../../app/kernel/services/media.ts";
import { buildSeed } from "../../db/seed/build.ts";
import { buildSkeleton } from "../../db/seed/skeleton.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { twoHalves } from "../../tests/support/media.ts";
import { seedDatabase } from "../seed.ts";
import { MediaError } from "./uses.ts";

const actor = { id: "editor-demo", email: "editor-demo@example.com" };

/** Every library item, page by page. */
async function everyItem(s: TestServices, usable?: boolean): Promise<MediaItem[]> {
  const items: MediaItem[] = [];
  for (let page = 1; ; page++) {
    const listed = await s.media.list({ page, usable });
    items.push(...listed.items);
    if (items.length >= listed.total || !listed.items.length) return items;
  }
}

/** Every picture a value shows, as the pages render it: its `media` key and its alt text. */
function picturesIn(value: unknown, into: Array<[key: string, alt: string]> = []) {
  if (Array.isArray(value)) for (const v of value) picturesIn(v, into);
  else if (value && typeof value === "object") {
    const { src, alt } = value as { src?: unknown; alt?: unknown };
    const key = typeof src === "string" ? /\/media\/([a-z0-9-]+?)-\d+\.(?:jpg|webp)$/.exec(src)?.[1] : undefined;
    if (key && typeof alt === "string") into.push([key, alt]);
    for (const v of Object.values(value)) picturesIn(v, into);
  }
  return into;
}

describe.each(BACKENDS)("the demo pictures in the media library on %s", (backend) => {
  let s: TestServices;
  const specs = buildSeed().media;
  beforeAll(async () => {
    s = await createTestServices(backend, "demo-items");
  }, 60_000);
  afterAll(async () => s?.dispose());

  it("lists every picture the seed draws once, described as the pages describe it", async () => {
    const items = await everyItem(s);
    expect(items.map((i) => i.key).sort()).toEqual(specs.map((m) => m.key).sort());
    expect(items.every((i) => i.demo && i.usable && i.alt.trim().length > 3)).toBe(true);
    // The picker offers them all, each under its own key with its site address unchanged.
    const usable = await everyItem(s, true);
    expect(usable).toHaveLength(specs.length);
    const byKey = new Map(items.map((i) => [i.key, i]));
    expect(byKey.get("news-1")?.image.src).toBe("/media/news-1-960.jpg");

    // What the pages show: covers, customer logos and galleries, posters, banners, partner logos.
    const c = s.content;
    const all = async <T>(
      list: (q: { page: number; pageSize: number }) => Promise<{ items: T[]; totalPages: number }>,
    ) => {
      const items: T[] = [];
      for (let page = 1, pages = 1; page <= pages; page++) {
        const got = await list({ page, pageSize: 50 });
        items.push(...got.items);
        pages = got.totalPages;
      }
      return items;
    };
    const shown = [
      await c.getHomePage(),
      await c.getPartnerPage(),
      ...(await Promise.all(
        ["about", "oa", "live", "trade", "education", "pm", "case/fai"].map((p) => c.getBlockPage(p)),
      )),
      ...(await Promise.all((await all(c.listNews)).map((n) => c.getNews(n.id)))),
      ...(await Promise.all((await all(c.listCases)).map((n) => c.getCase(n.id)))),
      ...(await Promise.all((await all(c.listVideos)).map((n) => c.getVideo(n.id)))),
      await all(c.listSolutions),
      await all(c.listQas),
    ];
    const pictures = picturesIn(shown);
    expect(new Set(pictures.map(([key]) => key.replace(/-\d+$/, "").replace(/-\d+$/, ""))).size).toBeGreaterThan(5);
    // A picture the pages describe in one way has that alt text; one shown with two (a home
    // highlight and the product page's hero) has one of them.
    const altsOf = new Map<string, Set<string>>();
    for (const [key, alt] of pictures) altsOf.set(key, (altsOf.get(key) ?? new Set()).add(alt));
    const differ = [...altsOf].filter(([key, alts]) => !alts.has(byKey.get(key)?.alt ?? ""));
    expect(differ).toEqual([]);
    expect([...altsOf].filter(([, alts]) => alts.size > 1).length).toBeLessThan(3);
  }, 60_000);

  it("shows each demo picture's uses and refuses to delete a used one", async () => {
    const [news] = (await s.content.listNews({ pageSize: 1 })).items;
    const cover = (await everyItem(s)).find((i) => i.image.src === news!.cover.src);
    expect(cover?.uses).toContainEqual({ ownerType: "news", ownerId: String(news!.id) });
    const refused = await s.media.remove(cover!.id, undefined, actor).catch((e: unknown) => e);
    expect(refused instanceof MediaError && refused.status).toBe(409);
  }, 60_000);

  it("takes new alt text for a demo picture but keeps its drawn files; no new file or focal point", async () => {
    const item = (await everyItem(s)).find((i) => i.key === "case-1-2")!;
    const before = await s.db.kysely.selectFrom("media").selectAll().where("key", "=", item.key).executeTakeFirst();
    const saved = await s.media.update(item.id, { alt: "The approval flow, step by step" }, item.version, actor);
    expect(saved.alt).toBe("The approval flow, step by step");
    expect(saved.image.src).toBe("/media/case-1-2-960.jpg");
    expect(await s.db.kysely.selectFrom("media").selectAll().where("key", "=", item.key).executeTakeFirst()).toEqual(
      before,
    );
    const refusal = (e: unknown) => e instanceof MediaError && [e.status, e.message];
    const moved = await s.media.update(item.id, { focalX: 0.2 }, saved.version, actor).catch(refusal);
    expect(moved).toEqual([409, expect.stringContaining("upload a picture")]);
    const file = { fileName: "new.png", data: await twoHalves(640, 360) };
    expect(await s.media.replace(item.id, file, saved.version, actor).catch(refusal)).toEqual([
      409,
      expect.stringContaining("cannot be replaced"),
    ]);
  }, 60_000);

  it("renders a demo picture placed in a rich body from its drawn files", async () => {
    const item = (await everyItem(s)).find((i) => i.key === "news-3")!;
    const [news] = (await s.content.listNews({ pageSize: 1 })).items;
    await s.db.kysely
      .updateTable("news")
      .set({ body_html: `<p>Text.</p><img data-media-id="${item.id}" alt="A timeline">` })
      .where("id", "=", news!.id)
      .execute();
    s.content.invalidate();
    const page = await s.content.getNews(news!.id);
    expect(page!.bodyHtml).toContain('<source type="image/webp" srcset="/media/news-3-480.webp 480w');
    expect(page!.bodyHtml).toContain('<img src="/media/news-3-960.jpg"');
    expect(page!.bodyHtml).toContain('alt="A timeline"');
  }, 60_000);

  it("keeps one item per picture, with its id, when seeded again, and none without demo content", async () => {
    const before = await everyItem(s);
    const upload = await s.media.upload({ fileName: "kept.png", data: await twoHalves(640, 360) }, actor);
    await seedDatabase(s.db);
    const after = await everyItem(s);
    expect(after.filter((i) => i.demo).map((i) => [i.id, i.key])).toEqual(before.map((i) => [i.id, i.key]));
    expect(after.filter((i) => !i.demo).map((i) => i.id)).toEqual([upload.id]);

    await seedDatabase(s.db, { data: buildSkeleton() });
    expect((await everyItem(s)).map((i) => i.id)).toEqual([upload.id]);
    await seedDatabase(s.db);
    expect((await everyItem(s)).filter((i) => i.demo)).toHaveLength(specs.length);
  }, 120_000);
});
