import { CtaBand, PageHeader } from "~/components/desktop/blocks";
import { LazyImage } from "~/components/ui/lazy-image";
import { CATEGORY_LABELS, PARTNER_TIERS } from "~/kernel/content-constants";
import { servicesContext } from "~/lib/context.server";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/partner";
import { desktop } from "~/kernel/links";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return desktopMeta(args, {
    title: "Partners",
    description:
      "Brightlane's partner programme: strategic, gold and silver partner tiers, their benefits, and a directory of certified implementation partners.",
    canonicalPath: desktop.partner(),
    breadcrumbs: [{ name: "Partners" }],
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await context.get(servicesContext).content.getPartnerPage() };
}

export default function Page({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={page.title || "Partners"} lead={page.intro} crumbs={[{ label: "Partners" }]}>
        <p className="hero-actions">
          <a href="#directory" className="button button-primary">
            Find a partner
          </a>
          <a href="#tiers" className="button button-secondary">
            Become a partner
          </a>
        </p>
      </PageHeader>
      <div className="container">
        <section id="tiers" className="section" aria-labelledby="tiers-title">
          <h2 id="tiers-title">Partner tiers and benefits</h2>
          <ul className="tier-grid">
            {page.tiers.map((t) => (
              <li key={t.tier} className={`tier tier-${t.tier}`}>
                <h3>{t.label}</h3>
                <p>{t.description}</p>
                <ul className="check-list">
                  {t.benefits.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
        <section id="directory" className="section" aria-labelledby="directory-title">
          <h2 id="directory-title">Partner directory</h2>
          <p className="muted">
            {page.partners.length} certified partners. Every partner is fictional, like the rest of this site.
          </p>
          {PARTNER_TIERS.map((tier) => {
            const partners = page.partners.filter((p) => p.tier === tier);
            if (!partners.length) return null;
            return (
              <section key={tier} aria-labelledby={`dir-${tier}`} className="directory-group">
                <h3 id={`dir-${tier}`}>{CATEGORY_LABELS[tier]}</h3>
                <ul className="partner-grid">
                  {partners.map((p) => (
                    <li key={p.id} className="partner">
                      <LazyImage image={p.logo} alt={`${p.name} logo`} sizes="160px" className="partner-logo" />
                      <div>
                        <h4 className="partner-name">{p.name}</h4>
                        <p className="muted small">{p.region}</p>
                        <p className="small">{p.summary}</p>
                        {p.products.length ? (
                          <p className="small">Certified for {p.products.map((x) => x.name).join(", ")}</p>
                        ) : null}
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </section>
      </div>
      <CtaBand
        id="partner-cta"
        cta={{
          heading: "Join the partner programme",
          text: "Consultancies, resellers and integrators: grow your business with Brightlane.",
          label: page.cta.label,
          to: /^https?:/.test(page.cta.href) ? desktop.register() : page.cta.href,
        }}
      />
    </>
  );
}
