/** Price plans and the price page: plans, the feature comparison and the FAQ. */
import type { PricePage, PricePlan } from "../../app/kernel/page-schemas.ts";
import { yearlyDiscountPercent } from "../../app/kernel/pricing.ts";
import { bool, json } from "../../app/kernel/rows.ts";
import { blocks, faqFrom, type Kit } from "./kit.ts";
import { pageWords } from "./page-words.ts";
import { recordShown } from "./scope.ts";

/** The published plans in their order; the PM product page shows them too. */
export const plans = ({ db, cached }: Kit) =>
  cached("plans", async (): Promise<PricePlan[]> => {
    const rows = await db
      .selectFrom("price_plans")
      .selectAll()
      .where("published", "=", true)
      .orderBy("position")
      .orderBy("id")
      .execute();
    return recordShown("price_plans", rows).map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      tagline: r.tagline,
      monthlyPrice: r.monthly_price === null ? null : Number(r.monthly_price),
      yearlyPrice: r.yearly_price === null ? null : Number(r.yearly_price),
      currency: "USD",
      highlighted: bool(r.highlighted),
      highlights: json<string[]>(r.highlights),
      cta: { label: r.cta_label, href: r.cta_href },
    }));
  });

export function priceMethods(kit: Kit) {
  // The plans, features and questions (edited as items of their own) are kept apart from the
  // document's words, which a preview of the document replaces for one request.
  const live = () =>
    kit.cached("page:price", async () => {
      const [all, features, bl] = await Promise.all([
        plans(kit),
        kit.db.selectFrom("price_features").selectAll().orderBy("position").orderBy("id").execute(),
        blocks(kit.db, "price"),
      ]);
      return {
        plans: all,
        features: features.map((f) => ({
          group: f.group_name,
          label: f.label,
          values: json<Record<string, boolean | string>>(f.plan_values),
        })),
        faq: faqFrom(bl),
        yearlyDiscountPercent: yearlyDiscountPercent(all),
      };
    });
  return {
    async getPricePage(): Promise<PricePage> {
      const [words, rest] = await Promise.all([pageWords(kit, "price", "Pricing"), live()]);
      // The note under the plans is the document's text block.
      const footnote = words.texts[0]?.text ?? "";
      return { title: words.title, intro: words.intro, ...rest, footnote, seo: words.seo };
    },
  };
}
