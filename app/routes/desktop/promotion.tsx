import { Link } from "~/components/ui/link";
import { PageHeader } from "~/components/desktop/blocks";
import { formatDate } from "~/components/content/format";
import { HtmlBody } from "~/components/content/prose";
import { LazyImage } from "~/components/ui/lazy-image";
import type { Promotion, PromotionStatus } from "~/kernel/page-schemas";
import { servicesContext } from "~/lib/context.server";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/promotion";
import { desktop } from "~/kernel/links";
import * as OFFERS from "~/kernel/ui-strings/offers";
import * as SECTIONS from "~/kernel/ui-strings/sections";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return desktopMeta(args, {
    title: "Promotions and offers",
    description:
      "Current Brightlane offers: free months, training credits and partner discounts, with their dates, codes and terms. Past campaigns are marked as ended.",
    canonicalPath: desktop.promotion(),
    seo: args.loaderData?.promo.seo,
    breadcrumbs: [{ name: SECTIONS.promotions }],
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return { promo: await context.get(servicesContext).content.getPromotionPage() };
}

const STATUS_LABEL: Record<PromotionStatus, string> = {
  active: OFFERS.runningNow,
  upcoming: OFFERS.comingSoon,
  ended: OFFERS.ended,
};
const HEADINGS: Record<PromotionStatus, string> = {
  active: OFFERS.currentOffers,
  upcoming: OFFERS.comingSoon,
  ended: OFFERS.pastCampaigns,
};

function PromotionCard({ p }: { p: Promotion }) {
  const ended = p.status === "ended";
  return (
    <article className={`promo promo-${p.status}`} aria-labelledby={`promo-${p.id}`}>
      <LazyImage image={p.cover} alt="" sizes="(min-width: 761px) 22rem, calc(100vw - 2rem)" className="promo-media" />
      <div className="promo-body">
        <p className={`badge badge-${p.status}`}>{STATUS_LABEL[p.status]}</p>
        <h3 id={`promo-${p.id}`}>{p.title}</h3>
        <p className="promo-offer">{p.offer}</p>
        <p className="promo-dates">
          <time dateTime={p.startsAt}>{formatDate(p.startsAt)}</time> {OFFERS.dateRangeTo}{" "}
          <time dateTime={p.endsAt}>{formatDate(p.endsAt)}</time>
          {ended ? <span className="visually-hidden">{OFFERS.campaignEnded}</span> : null}
        </p>
        {/* The body opens with the summary. */}
        <HtmlBody html={p.bodyHtml} className="prose" />
        {p.code && !ended ? (
          <p>
            {OFFERS.code} <code className="promo-code">{p.code}</code>
          </p>
        ) : null}
        <p className="small muted">{p.terms}</p>
        {ended ? (
          <p className="promo-ended-note">{OFFERS.offerGone}</p>
        ) : /^https?:\/\//.test(p.cta.href) ? (
          <a className="button button-primary" href={p.cta.href}>
            {p.cta.label}
          </a>
        ) : (
          <Link className="button button-primary" to={p.cta.href}>
            {p.cta.label}
          </Link>
        )}
      </div>
    </article>
  );
}

export default function Page({ loaderData: { promo } }: Route.ComponentProps) {
  const order: PromotionStatus[] = ["active", "upcoming", "ended"];
  return (
    <>
      <PageHeader
        title={promo.title || SECTIONS.promotions}
        lead={promo.intro}
        crumbs={[{ label: SECTIONS.promotions }]}
      />
      <div className="container">
        {order.map((status) => {
          const items = promo.promotions.filter((p) => p.status === status);
          if (!items.length) return null;
          return (
            <section key={status} className="section" aria-labelledby={`promos-${status}`}>
              <h2 id={`promos-${status}`}>{HEADINGS[status]}</h2>
              <div className="promo-list">
                {items.map((p) => (
                  <PromotionCard key={p.id} p={p} />
                ))}
              </div>
            </section>
          );
        })}
        {!promo.promotions.some((p) => p.status === "active") ? <p className="empty-state">{OFFERS.noOffer}</p> : null}
      </div>
    </>
  );
}
