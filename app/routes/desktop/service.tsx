import { CtaBand, Figures, PageHeader } from "~/components/desktop/blocks";
import { HtmlBody } from "~/components/content/prose";
import { LazyImage } from "~/components/ui/lazy-image";
import { servicesContext } from "~/lib/context.server";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/service";
import { desktop } from "~/kernel/links";
import { message } from "~/kernel/ui-strings/message";
import * as OFFERS from "~/kernel/ui-strings/offers";
import * as SECTIONS from "~/kernel/ui-strings/sections";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return desktopMeta(args, {
    title: "Services: implementation, training and support",
    description:
      "Brightlane's own consultants implement, integrate and support our products: implementation projects, data migration, training and premium support.",
    canonicalPath: desktop.service(),
    seo: args.loaderData?.page.seo,
    breadcrumbs: [{ name: SECTIONS.services }],
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await context.get(servicesContext).content.getServicePage() };
}

export default function Page({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={page.title || SECTIONS.services} lead={page.intro} crumbs={[{ label: SECTIONS.services }]} />
      <div className="container">
        {page.metrics.length ? <Figures figures={page.metrics} label={OFFERS.servicesInFigures} /> : null}
        <section className="section" aria-labelledby="offerings-title">
          <h2 id="offerings-title">{OFFERS.whatWeOffer}</h2>
          <div className="service-list">
            {page.services.map((s) => (
              <article key={s.id} className="service" aria-labelledby={`service-${s.id}`}>
                <LazyImage image={s.cover} alt="" sizes="(min-width: 900px) 320px, 100vw" className="service-media" />
                <div>
                  <h3 id={`service-${s.id}`}>{s.title}</h3>
                  <p className="muted">{message(OFFERS.typicalDuration, { duration: s.duration })}</p>
                  <p>{s.summary}</p>
                  <HtmlBody html={s.bodyHtml} className="prose" />
                  {s.deliverables.length ? (
                    <>
                      <p className="list-title">{OFFERS.whatYouGet}</p>
                      <ul className="check-list">
                        {s.deliverables.map((d) => (
                          <li key={d}>{d}</li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </div>
              </article>
            ))}
          </div>
        </section>
        {page.process.length ? (
          <section className="section" aria-labelledby="process-title">
            <h2 id="process-title">{OFFERS.howEngagementWorks}</h2>
            <ol className="steps">
              {page.process.map((step) => (
                <li key={step.title}>
                  <h3>{step.title}</h3>
                  <p>{step.description}</p>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </div>
      {page.pitch.heading ? (
        <CtaBand
          id="service-cta"
          cta={{
            ...page.pitch,
            label: page.cta.label,
            to: /^https?:/.test(page.cta.href) ? desktop.register() : page.cta.href,
          }}
        />
      ) : null}
    </>
  );
}
