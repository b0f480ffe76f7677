/** Professional services: the offerings, and the services page's words, steps and figures from its document. */
import type { ServicePage } from "../../app/kernel/page-schemas.ts";
import { json } from "../../app/kernel/rows.ts";
import type { Kit } from "./kit.ts";
import { PRIMARY_CTA } from "../../app/kernel/content-constants.ts";
import { firstBlock, pageWords } from "./page-words.ts";
import { recordShown } from "./scope.ts";

export function offeringMethods(kit: Kit) {
  const services = () =>
    kit.cached("page:service", async () => {
      const [m, rows] = await Promise.all([
        kit.media(),
        kit.db
          .selectFrom("services")
          .selectAll()
          .where("published", "=", true)
          .orderBy("position")
          .orderBy("id")
          .execute(),
      ]);
      return recordShown("services", rows).map((r) => ({
        id: r.id,
        slug: r.slug,
        title: r.title,
        summary: r.summary,
        bodyHtml: m.body(r.body_html),
        cover: m.image(r.cover_key, r.cover_alt),
        deliverables: json<string[]>(r.deliverables),
        duration: r.duration,
      }));
    });
  return {
    async getServicePage(): Promise<ServicePage> {
      const [words, offerings] = await Promise.all([pageWords(kit, "service", "Services"), services()]);
      // The engagement steps are the document's features block, its figures the figures block.
      const steps = firstBlock(words.blocks, "features")?.items ?? [];
      const cta = firstBlock(words.blocks, "cta");
      return {
        title: words.title,
        intro: words.intro,
        services: offerings,
        process: steps.map((s) => ({ title: s.title, description: s.text })),
        metrics: firstBlock(words.blocks, "figures")?.items ?? [],
        cta: cta ? { label: cta.label, href: cta.href } : { label: PRIMARY_CTA, href: "/register" },
        pitch: { heading: cta?.heading ?? "", text: cta?.text ?? "" },
        seo: words.seo,
      };
    },
  };
}
