/**
 * Pages made of typed blocks (app/kernel/page-blocks.ts), found by their path. A page
 * shown records its own item tag; a path that finds no page records the table's list
 * tag, which a publish that gives a page that path drops (server/editorial/change-tags.ts).
 * The live blocks (plans, case studies, and the home page's banners, highlights, figures,
 * logos and newest items) are read with the page, through the reads that record what they
 * show, so a publish of a plan, a case or a news item drops the pages showing them.
 */
import type { BlockPage, PageBlock, ServedBlock } from "../../app/kernel/page-blocks.ts";
import type { HomePage } from "../../app/kernel/page-schemas.ts";
import { yearlyDiscountPercent } from "../../app/kernel/pricing.ts";
import { shownBlocks } from "../../app/kernel/shown-blocks.ts";
import { json, time } from "../../app/kernel/rows.ts";
import { CHOOSABLE_LEAD_FIELDS } from "../../app/kernel/lead-fields.ts";
import { renderRichText } from "../editorial/rich-text.ts";
import type { Collections } from "./collection.ts";
import { seoOf, type Kit, type Media } from "./kit.ts";
import { plans } from "./plans.ts";
import { itemTag, listTag, previewOf, recordDeps, recordingInto } from "./scope.ts";

type PageRow = Record<string, unknown> & { id: number; path: string; title: string };

type Cases = Collections["cases"];

/** What the live blocks read besides the page: the case studies, and the home page's blocks and newest items. */
interface Sources {
  cases: Cases;
  home: () => Promise<HomePage>;
}

/**
 * A block as pages get it. The live home blocks read the home page's one cached read
 * (server/content/home.ts), as does a featured-only case highlight of any product and industry.
 */
async function served(block: PageBlock, media: Media, kit: Kit, { cases, home }: Sources): Promise<ServedBlock> {
  switch (block.type) {
    case "banners":
      return { ...block, banners: (await home()).banners };
    case "highlights":
      return { ...block, highlights: (await home()).highlights };
    case "home-figures":
      return { ...block, figures: (await home()).figures };
    case "logos":
      return { ...block, logos: (await home()).customerLogos.slice(0, block.count) };
    case "latest-news":
      return { ...block, news: (await home()).latestNews.slice(0, block.count) };
    case "solution-highlights":
      return { ...block, solutions: (await home()).featuredSolutions.slice(0, block.count) };
    case "featured-video":
      return { ...block, video: (await home()).featuredVideos[0] ?? null };
    case "plan-table": {
      const all = await plans(kit);
      return { ...block, plans: all, yearlyDiscountPercent: yearlyDiscountPercent(all) };
    }
    case "case-highlights": {
      if (block.featured && !block.product && !block.industry)
        return { ...block, cases: (await home()).featuredCases.slice(0, block.count) };
      const where = {
        ...(block.product ? { product: block.product } : {}),
        ...(block.industry ? { type: block.industry } : {}),
        ...(block.featured ? { featured: true } : {}),
      };
      const rows = await cases.newest(block.count, where);
      return { ...block, cases: rows.map((r) => cases.summary(r, media)) };
    }
    case "text": {
      const { body, ...rest } = block;
      return { ...rest, html: media.body(renderRichText(body)) };
    }
    case "hero": {
      const { imageKey, imageAlt, ...rest } = block;
      return { ...rest, image: imageKey ? media.image(imageKey, imageAlt) : null };
    }
    case "gallery":
      return {
        ...block,
        items: block.items.map((i) => ({ image: media.image(i.imageKey, i.alt), caption: i.caption })),
      };
    // Served with every field its form asks; one saved before they could be chosen asks all, as it did.
    case "lead-form":
      return { ...block, fields: ["name", "email", ...(block.fields ?? CHOOSABLE_LEAD_FIELDS)] };
    default:
      return block;
  }
}

export function pageMethods(kit: Kit, sources: Sources) {
  const build = async (row: PageRow): Promise<BlockPage> => {
    const media = await kit.media();
    return {
      id: row.id,
      path: row.path,
      title: row.title,
      seo: seoOf(row as Parameters<typeof seoOf>[0], media),
      // A hidden block is served to no one: neither skin, the page's head tags nor search see it.
      blocks: await Promise.all(shownBlocks(json<PageBlock[]>(row.blocks)).map((b) => served(b, media, kit, sources))),
      updatedAt: time(row.updated_at),
    };
  };
  // The addresses of the published pages, kept until a page is published, taken down or moved:
  // an address no page has answers 404 without a query, so random addresses cost the database
  // nothing and still answer 404 while it is away.
  const publishedPaths = () =>
    kit.cached("pages:paths", async () => {
      const rows = await kit.db.selectFrom("pages").select("path").where("published", "=", true).execute();
      recordDeps([listTag("pages")]);
      return new Set(rows.map((row) => row.path));
    });

  return {
    listBlockPagePaths: async (): Promise<string[]> => [...(await publishedPaths())].sort(),
    /** The published page at `path` (no leading slash), or null. */
    getBlockPage: async (path: string): Promise<BlockPage | null> => {
      // A preview shows the draft at the draft's own path, for this request only and never cached.
      const preview = previewOf("pages");
      if (preview && preview.row.path === path)
        return { ...(await build({ ...preview.row, id: preview.id } as PageRow)), preview: true };
      // The set's own tag goes to the page only when the address has no page: a page shown is
      // dropped by its own changes, not by every other page's publication.
      if (!(await recordingInto(new Set(), publishedPaths)).has(path)) {
        recordDeps([listTag("pages")]);
        return null;
      }
      return kit.cached(`pages:path:${path}`, async () => {
        const row = await kit.db
          .selectFrom("pages")
          .selectAll()
          .where("path", "=", path)
          .where("published", "=", true)
          .executeTakeFirst();
        recordDeps([row ? itemTag("pages", row.id) : listTag("pages")]);
        return row ? build(row as unknown as PageRow) : null;
      });
    },
  };
}
