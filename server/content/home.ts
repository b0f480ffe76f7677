/** The home page: banners, highlights, figures and customer logos (blocks), with the newest and featured items. */
import type { HomePage } from "../../app/kernel/page-schemas.ts";
import { blocks, figuresFrom, type Kit } from "./kit.ts";
import type { Collections } from "./collection.ts";

/** The newest and featured items of the home page, its blocks aside: they date the page in the sitemap. */
export const homeItems =
  (kit: Kit, { news, cases, solutions, videos }: Collections) =>
  () =>
    kit.cached("home:items", () =>
      Promise.all([
        news.newest(6),
        cases.newest(6, { featured: true }),
        solutions.newest(6, { featured: true }),
        videos.newest(4, { featured: true }),
      ]),
    );

export function homeMethods(kit: Kit, collections: Collections) {
  const { news, cases, solutions, videos } = collections;
  const items = homeItems(kit, collections);
  return {
    getHomePage: (): Promise<HomePage> =>
      kit.cached("page:home", async () => {
        const [m, bl, [latest, featuredCases, featuredSolutions, featuredVideos]] = await Promise.all([
          kit.media(),
          blocks(kit.db, "home"),
          items(),
        ]);
        const link = (b: (typeof bl)[number]) => ({ label: b.link_label ?? b.title, href: b.link_href ?? "/" });
        const of = (kind: string) => bl.filter((b) => b.kind === kind);
        return {
          banners: of("banner").map((b) => ({
            id: b.id,
            title: b.title,
            summary: b.summary,
            image: m.image(b.image_key ?? "", b.image_alt),
            cta: link(b),
          })),
          highlights: of("highlight").map((b) => ({
            id: b.id,
            title: b.title,
            summary: b.summary,
            image: m.image(b.image_key ?? "", b.image_alt),
            link: link(b),
          })),
          figures: figuresFrom(bl),
          customerLogos: of("logo").map((b) => ({
            id: b.id,
            name: b.title,
            logo: m.image(b.image_key ?? "", b.image_alt),
            href: b.link_href,
          })),
          latestNews: latest.map((r) => news.summary(r, m)),
          featuredCases: featuredCases.map((r) => cases.summary(r, m)),
          featuredSolutions: featuredSolutions.map((r) => solutions.summary(r, m)),
          featuredVideos: featuredVideos.map((r) => videos.summary(r, m)),
        };
      }),
  };
}
