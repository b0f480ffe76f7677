import { PARTNER_META } from "~/components/content/page-meta";
import { partnerCta, PartnerDirectory, PartnerTiers } from "~/components/content/partners";
import { CtaBlock } from "~/components/mobile/static-blocks";
import { desktopCanonicalPath, mobileHref } from "~/kernel/device-map";
import { Link } from "~/components/ui/link";
import { servicesContext } from "~/lib/context.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/partner";
import * as OFFERS from "~/kernel/ui-strings/offers";
import * as SECTIONS from "~/kernel/ui-strings/sections";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(args, { ...PARTNER_META, canonicalPath: desktopCanonicalPath(args), seo: args.loaderData?.seo });
}

export async function loader({ context }: Route.LoaderArgs) {
  return context.get(servicesContext).content.getPartnerPage();
}

export default function Page({ loaderData: page }: Route.ComponentProps) {
  return (
    <article>
      <header className="m-hero">
        <h1>{page.title || SECTIONS.partners}</h1>
        <p>{page.intro}</p>
        <p>
          <Link to={mobileHref(partnerCta(page).to)} className="button button-primary m-block-button">
            {page.cta.label}
          </Link>
        </p>
      </header>
      <section id="tiers" className="m-section" aria-labelledby="m-tiers-title">
        <h2 id="m-tiers-title">{OFFERS.partnerTiers}</h2>
        <PartnerTiers tiers={page.tiers} classes={{ root: "m-list", item: "m-tier" }} />
      </section>
      <section id="directory" className="m-section" aria-labelledby="m-directory-title">
        <h2 id="m-directory-title">{OFFERS.partnerDirectory}</h2>
        <p className="m-meta">
          {page.partners.length} {page.directoryNote}
        </p>
        <PartnerDirectory
          partners={page.partners}
          idPrefix="m-"
          classes={{ root: "m-directory", list: "m-list", item: "m-card m-partner", note: "m-meta" }}
        />
      </section>
      {page.pitch.heading ? <CtaBlock cta={partnerCta(page)} id="m-partner-cta" /> : null}
    </article>
  );
}
