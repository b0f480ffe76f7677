import { Link } from "~/components/ui/link";
import { HtmlBody } from "~/components/content/prose";
import { Figures } from "~/components/mobile/static-blocks";
import { LazyImage } from "~/components/ui/lazy-image";
import { desktopCanonicalPath, toMobilePath } from "~/kernel/device-map";
import { servicesContext } from "~/lib/context.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/service";
import { message } from "~/kernel/ui-strings/message";
import * as OFFERS from "~/kernel/ui-strings/offers";
import * as SECTIONS from "~/kernel/ui-strings/sections";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(args, {
    title: "Services: implementation, training and support",
    description:
      "Brightlane services: implementation, data migration, training and support plans, with deliverables and typical durations.",
    canonicalPath: desktopCanonicalPath(args),
    seo: args.loaderData?.seo,
    breadcrumbs: [{ name: SECTIONS.services }],
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return context.get(servicesContext).content.getServicePage();
}

export default function Page({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="m-page">
      <h1>{page.title}</h1>
      <p className="m-lead">{page.intro}</p>
      {page.metrics.length > 0 && <Figures figures={page.metrics} label={OFFERS.servicesInFigures} />}
      <section className="m-related" aria-labelledby="m-services">
        <h2 id="m-services">{OFFERS.whatWeOffer}</h2>
        <ul className="m-list">
          {page.services.map((s) => (
            <li key={s.id}>
              <article className="m-service" aria-labelledby={`service-${s.id}`}>
                <LazyImage image={s.cover} alt="" sizes="100vw" />
                <h3 id={`service-${s.id}`}>{s.title}</h3>
                <p className="m-meta">{message(OFFERS.typicalDuration, { duration: s.duration })}</p>
                <p>{s.summary}</p>
                <details className="disclosure">
                  <summary>{OFFERS.detailsAndDeliverables}</summary>
                  <HtmlBody html={s.bodyHtml} className="m-prose" />
                  <ul className="check-list">
                    {s.deliverables.map((d) => (
                      <li key={d}>{d}</li>
                    ))}
                  </ul>
                </details>
              </article>
            </li>
          ))}
        </ul>
      </section>
      {page.process.length > 0 && (
        <section className="m-related" aria-labelledby="m-process">
          <h2 id="m-process">{OFFERS.howEngagementRuns}</h2>
          <ol className="m-steps">
            {page.process.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.description}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
      {page.pitch.heading ? (
        <section className="m-cta" aria-labelledby="m-service-cta">
          <h2 id="m-service-cta">{page.pitch.heading}</h2>
          <Link className="button button-primary" to={toMobilePath(page.cta.href) ?? page.cta.href}>
            {page.cta.label}
          </Link>
        </section>
      ) : null}
    </div>
  );
}
