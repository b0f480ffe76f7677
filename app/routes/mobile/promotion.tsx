import { Link } from "~/components/ui/link";
import { formatDate } from "~/components/content/format";
import { LazyImage } from "~/components/ui/lazy-image";
import type { PromotionStatus } from "~/kernel/page-schemas";
import { desktopCanonicalPath, toMobilePath } from "~/kernel/device-map";
import { servicesContext } from "~/lib/context.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/promotion";
import * as OFFERS from "~/kernel/ui-strings/offers";
import * as SECTIONS from "~/kernel/ui-strings/sections";

const STATUS: Record<PromotionStatus, string> = {
  active: OFFERS.onNow,
  upcoming: OFFERS.comingSoon,
  ended: OFFERS.ended,
};

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(args, {
    title: "Promotions and offers",
    description: "Current Brightlane offers: free months, migration help and training credits, with dates and terms.",
    canonicalPath: desktopCanonicalPath(args),
    seo: args.loaderData?.seo,
    breadcrumbs: [{ name: SECTIONS.promotions }],
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return context.get(servicesContext).content.getPromotionPage();
}

export default function Page({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="m-page">
      <h1>{page.title}</h1>
      <p className="m-lead">{page.intro}</p>
      <ul className="m-list m-promos">
        {page.promotions.map((p, i) => (
          <li key={p.id}>
            <article className={`m-promo is-${p.status}`} aria-labelledby={`promo-${p.id}`}>
              <LazyImage image={p.cover} alt="" sizes="100vw" eager={i === 0} />
              <div>
                <p>
                  <span className={`badge badge-${p.status}`}>{STATUS[p.status]}</span>
                </p>
                <h2 id={`promo-${p.id}`}>{p.title}</h2>
                <p className="m-offer">{p.offer}</p>
                <p className="m-meta">
                  <time dateTime={p.startsAt}>{formatDate(p.startsAt, "short")}</time> to{" "}
                  <time dateTime={p.endsAt}>{formatDate(p.endsAt, "short")}</time>
                </p>
                <p>{p.summary}</p>
                {p.code && p.status !== "ended" && (
                  <p>
                    {OFFERS.code} <code className="m-code">{p.code}</code>
                  </p>
                )}
                {p.status === "ended" ? (
                  <p className="m-meta">{OFFERS.offerEnded}</p>
                ) : (
                  <Link className="button button-primary" to={toMobilePath(p.cta.href) ?? p.cta.href}>
                    {p.cta.label}
                  </Link>
                )}
                <details className="disclosure">
                  <summary>{OFFERS.terms}</summary>
                  <p>{p.terms}</p>
                </details>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
