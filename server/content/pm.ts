/** The Brightlane PM product page, built from content: copy, blocks, its case studies and the plans. */
import type { PmPage } from "../../app/kernel/page-schemas.ts";
import type { caseCollection } from "./cases.ts";
import { blocks, faqFrom, figuresFrom, pageCopy, type Kit } from "./kit.ts";
import { plans } from "./plans.ts";

/** The case studies the PM page shows: they date the page in the sitemap. */
export const pmCaseRows = (cases: ReturnType<typeof caseCollection>) => () => cases.newest(6, { product: "pm" });

export function pmMethods(kit: Kit, cases: ReturnType<typeof caseCollection>) {
  return {
    getPmPage: (): Promise<PmPage> =>
      kit.cached("page:pm", async () => {
        const [copy, m, bl, all, pmCases] = await Promise.all([
          pageCopy(kit),
          kit.media(),
          blocks(kit.db, "pm"),
          plans(kit),
          pmCaseRows(cases)(),
        ]);
        const pm = copy.pm ?? {};
        return {
          title: pm.title ?? "Brightlane PM",
          tagline: pm.tagline ?? "",
          intro: pm.intro ?? "",
          hero: m.image(pm.heroKey ?? "product-pm", pm.heroAlt ?? "Brightlane PM"),
          features: bl.filter((b) => b.kind === "feature").map((b) => ({ title: b.title, description: b.summary })),
          metrics: figuresFrom(bl),
          cases: pmCases.map((r) => cases.summary(r, m)),
          plans: all,
          faq: faqFrom(bl),
        };
      }),
  };
}
