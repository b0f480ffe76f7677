import { CtaBand, PageHeader } from "~/components/desktop/blocks";
import { partnerCta, PartnerDirectory, PartnerTiers } from "~/components/content/partners";
import { PARTNER_META } from "~/components/content/page-meta";
import { servicesContext } from "~/lib/context.server";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/partner";
import { desktop } from "~/kernel/links";
import { Link } from "~/components/ui/link";
import * as OFFERS from "~/kernel/ui-strings/offers";
import * as SECTIONS from "~/kernel/ui-strings/sections";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return desktopMeta(args, { ...PARTNER_META, canonicalPath: desktop.partner(), seo: args.loaderData?.page.seo });
}

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await context.get(servicesContext).content.getPartnerPage() };
}

export default function Page({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={page.title || SECTIONS.partners} lead={page.intro} crumbs={[{ label: SECTIONS.partners }]}>
        <p className="hero-actions">
          <a href="#directory" className="button button-primary">
            {OFFERS.findPartner}
          </a>
          <Link to={partnerCta(page).to} className="button button-secondary">
            {page.cta.label}
          </Link>
        </p>
      </PageHeader>
      <div className="container">
        <section id="tiers" className="section" aria-labelledby="tiers-title">
          <h2 id="tiers-title">{OFFERS.partnerTiers}</h2>
          <PartnerTiers tiers={page.tiers} classes={{ root: "tier-grid", item: "tier" }} />
        </section>
        <section id="directory" className="section" aria-labelledby="directory-title">
          <h2 id="directory-title">{OFFERS.partnerDirectory}</h2>
          <p className="muted">
            {page.partners.length} {page.directoryNote}
          </p>
          <PartnerDirectory
            partners={page.partners}
            classes={{
              root: "directory-group",
              list: "partner-grid",
              item: "partner",
              logo: "partner-logo",
              note: "muted small",
              text: "small",
            }}
          />
        </section>
      </div>
      {page.pitch.heading ? <CtaBand id="partner-cta" cta={partnerCta(page)} /> : null}
    </>
  );
}
