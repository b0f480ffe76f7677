/** Professional services: the offerings, the engagement steps and the figures of the services page. */
import type { ServicePage } from "../../app/kernel/page-schemas.ts";
import { json } from "../../app/kernel/rows.ts";
import { blocks, figuresFrom, pageCopy, type Kit } from "./kit.ts";
import { PRIMARY_CTA } from "../../app/kernel/content-constants.ts";
import { recordShown } from "./scope.ts";

export function offeringMethods(kit: Kit) {
  return {
    getServicePage: (): Promise<ServicePage> =>
      kit.cached("page:service", async () => {
        const [copy, m, rows, bl] = await Promise.all([
          pageCopy(kit),
          kit.media(),
          kit.db
            .selectFrom("services")
            .selectAll()
            .where("published", "=", true)
            .orderBy("position")
            .orderBy("id")
            .execute(),
          blocks(kit.db, "service"),
        ]);
        return {
          title: copy.service?.title ?? "Services",
          intro: copy.service?.intro ?? "",
          services: recordShown("services", rows).map((r) => ({
            id: r.id,
            slug: r.slug,
            title: r.title,
            summary: r.summary,
            bodyHtml: m.body(r.body_html),
            cover: m.image(r.cover_key, r.cover_alt),
            deliverables: json<string[]>(r.deliverables),
            duration: r.duration,
          })),
          process: bl.filter((b) => b.kind === "step").map((b) => ({ title: b.title, description: b.summary })),
          metrics: figuresFrom(bl),
          cta: { label: PRIMARY_CTA, href: "/register" },
        };
      }),
  };
}
