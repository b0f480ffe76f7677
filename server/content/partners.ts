/** Partners: the directory (by tier, strategic first, then by name) and the partner programme page. */
import { PARTNER_TIERS, type PartnerTier } from "../../app/kernel/content-constants.ts";
import type { Page } from "../../app/kernel/content-schemas.ts";
import type { Partner, PartnerPage } from "../../app/kernel/page-schemas.ts";
import { json } from "../../app/kernel/rows.ts";
import type { ListQuery } from "../../app/kernel/services/index.ts";
import { checkType, pageOf, paging, product, type Kit } from "./kit.ts";
import { firstBlock, pageWords } from "./page-words.ts";
import { recordShown } from "./scope.ts";

export function partnerMethods(kit: Kit) {
  const { db, cached } = kit;
  const rank = (t: string) => PARTNER_TIERS.indexOf(t as PartnerTier);
  // Rows written when the programme had a fourth, entry tier ("registered") read as its
  // entry tier now, so a database seeded before keeps a valid directory without a migration.
  const tierOf = (t: string): PartnerTier =>
    (PARTNER_TIERS as readonly string[]).includes(t) ? (t as PartnerTier) : PARTNER_TIERS[PARTNER_TIERS.length - 1]!;
  const partners = () =>
    cached("partners:all", async (): Promise<Partner[]> => {
      const [m, rows] = await Promise.all([
        kit.media(),
        db.selectFrom("partners").selectAll().where("published", "=", true).execute(),
      ]);
      // The directory shows every partner: each, and the list they form, is what its pages show.
      return recordShown("partners", rows)
        .sort(
          (a, b) => rank(tierOf(a.tier)) - rank(tierOf(b.tier)) || a.name.localeCompare(b.name, "en") || a.id - b.id,
        )
        .map((r) => ({
          id: r.id,
          name: r.name,
          tier: tierOf(r.tier),
          region: r.region,
          summary: r.summary,
          logo: m.image(r.logo_key, r.logo_alt),
          website: r.website,
          specialties: json<string[]>(r.specialties),
          products: json<string[]>(r.products).map(product),
        }));
    });

  return {
    /** The directory, optionally of one tier (`type`). */
    async listPartners(query?: ListQuery<PartnerTier>): Promise<Page<Partner>> {
      checkType(query?.type, PARTNER_TIERS);
      const pg = paging(query);
      const all = await partners();
      const filtered = query?.type ? all.filter((p) => p.tier === query.type) : all;
      const start = (pg.page - 1) * pg.pageSize;
      return pageOf(filtered.slice(start, start + pg.pageSize), filtered.length, pg);
    },

    async getPartnerPage(): Promise<PartnerPage> {
      const [words, all] = await Promise.all([pageWords(kit, "partner", "Partners"), partners()]);
      // The document's columns are the tiers, from the top one down (PARTNER_TIERS' order).
      const columns = firstBlock(words.blocks, "columns")?.columns ?? [];
      const tiers = columns.slice(0, PARTNER_TIERS.length).map((c, i) => ({
        tier: PARTNER_TIERS[i]!,
        label: c.heading,
        description: c.text,
        benefits: c.points,
      }));
      const cta = firstBlock(words.blocks, "cta");
      return {
        title: words.title,
        intro: words.intro,
        tiers,
        partners: all,
        // The programme's own application form, unless the document's call to action says otherwise.
        cta: cta
          ? { label: cta.label, href: cta.href }
          : { label: "Apply to become a partner", href: "/partner/apply" },
        pitch: { heading: cta?.heading ?? "", text: cta?.text ?? "" },
        directoryNote: words.texts[0]?.text ?? "",
        seo: words.seo,
      };
    },
  };
}
