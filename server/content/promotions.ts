/** Promotions: offers with a start and an end; their status follows the clock. */
import type { Promotion, PromotionPage, PromotionStatus } from "../../app/kernel/page-schemas.ts";
import { time } from "../../app/kernel/rows.ts";
import { validId, type Kit } from "./kit.ts";
import { pageWords } from "./page-words.ts";
import { recordShown } from "./scope.ts";

type StoredPromotion = Omit<Promotion, "status">;

/** The published promotions by start, without their status. */
export const promotionRows = ({ db, cached, media }: Kit) =>
  cached("promotions", async (): Promise<StoredPromotion[]> => {
    const [m, rows] = await Promise.all([
      media(),
      db
        .selectFrom("promotions")
        .selectAll()
        .where("published", "=", true)
        .orderBy("starts_at")
        .orderBy("id")
        .execute(),
    ]);
    return recordShown("promotions", rows).map((r) => ({
      id: r.id,
      title: r.title,
      summary: r.summary,
      bodyHtml: m.body(r.body_html),
      cover: m.image(r.cover_key, r.cover_alt),
      offer: r.offer,
      code: r.code,
      startsAt: time(r.starts_at),
      endsAt: time(r.ends_at),
      cta: { label: r.cta_label, href: r.cta_href },
      terms: r.terms,
    }));
  });

const ORDER: Record<PromotionStatus, number> = { active: 0, upcoming: 1, ended: 2 };

export function promotionMethods(kit: Kit) {
  // The status depends on the clock, so it is computed per call, outside the cache.
  const withStatus = (p: StoredPromotion): Promotion => {
    const t = kit.now().getTime();
    const status: PromotionStatus =
      t < Date.parse(p.startsAt) ? "upcoming" : t > Date.parse(p.endsAt) ? "ended" : "active";
    return { ...p, status };
  };
  return {
    async getPromotionPage(): Promise<PromotionPage> {
      const [words, rows] = await Promise.all([pageWords(kit, "promotion", "Offers"), promotionRows(kit)]);
      const promotions = rows
        .map(withStatus)
        .sort((a, b) => ORDER[a.status] - ORDER[b.status] || a.startsAt.localeCompare(b.startsAt) || a.id - b.id);
      return { title: words.title, intro: words.intro, promotions, seo: words.seo };
    },
    async getPromotion(id: number): Promise<Promotion | null> {
      if (!validId(id)) return null;
      const found = (await promotionRows(kit)).find((p) => p.id === id);
      return found ? withStatus(found) : null;
    },
  };
}
