import { PageHeader } from "~/components/desktop/blocks";
import { Faq } from "~/components/content/faq";
import { Plans } from "~/components/desktop/plans";
import { PlanCell } from "~/components/content/pricing";
import type { PriceFeatureRow, PricePlan } from "~/kernel/page-schemas";
import { desktopMeta } from "~/components/desktop/meta";
import { loadPricePage } from "~/lib/content-pages.server";
import type { Route } from "./+types/price";
import { desktop } from "~/kernel/links";
import * as OFFERS from "~/kernel/ui-strings/offers";
import * as SECTIONS from "~/kernel/ui-strings/sections";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return desktopMeta(args, {
    title: SECTIONS.pricing,
    description:
      "Brightlane plans and prices per user, billed monthly or yearly, with a full feature comparison and answers to common billing questions.",
    canonicalPath: desktop.price(),
    seo: args.loaderData?.price.seo,
    breadcrumbs: [{ name: SECTIONS.pricing }],
    jsonLd: args.loaderData?.jsonLd,
  });
}

export function loader(args: Route.LoaderArgs) {
  return loadPricePage(args, desktop.price());
}

function Cell({ value }: { value: boolean | string | undefined }) {
  const className = value === true ? "matrix-yes" : typeof value === "string" ? undefined : "matrix-no";
  return (
    <td className={className}>
      <PlanCell value={value} />
    </td>
  );
}

function Matrix({ plans, rows }: { plans: PricePlan[]; rows: PriceFeatureRow[] }) {
  const groups = [...new Set(rows.map((r) => r.group))];
  return (
    // A scrollable region must be reachable by keyboard on narrow screens (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-label={OFFERS.comparisonTable} tabIndex={0}>
      <table className="matrix">
        <caption className="visually-hidden">{OFFERS.comparisonCaption}</caption>
        <thead>
          <tr>
            <td />
            {plans.map((p) => (
              <th key={p.id} scope="col">
                {p.name}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group}>
            <tr className="matrix-group">
              <th scope="colgroup" colSpan={plans.length + 1}>
                {group}
              </th>
            </tr>
            {rows
              .filter((r) => r.group === group)
              .map((r) => (
                <tr key={r.label}>
                  <th scope="row">{r.label}</th>
                  {plans.map((p) => (
                    <Cell key={p.id} value={r.values[p.slug]} />
                  ))}
                </tr>
              ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

export default function Page({ loaderData: { price } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={price.title || SECTIONS.pricing} lead={price.intro} crumbs={[{ label: SECTIONS.pricing }]} />
      <div className="container">
        <section aria-labelledby="plans-title">
          <h2 id="plans-title" className="visually-hidden">
            {OFFERS.plans}
          </h2>
          <Plans plans={price.plans} discount={price.yearlyDiscountPercent} headingLevel={3} />
          {price.footnote ? <p className="muted small">{price.footnote}</p> : null}
        </section>
        <section className="section" aria-labelledby="matrix-title">
          <h2 id="matrix-title">{OFFERS.comparePlans}</h2>
          <Matrix plans={price.plans} rows={price.features} />
        </section>
        <Faq items={price.faq} id="faq-title" className="section faq" />
      </div>
    </>
  );
}
