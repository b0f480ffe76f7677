import { PlanCell } from "~/components/content/pricing";
import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { Faq } from "~/components/content/faq";
import { formatPrice } from "~/components/content/format";
import { Link } from "~/components/ui/link";
import type { PriceFeatureRow, PricePlan } from "~/kernel/page-schemas";
import { billingPeriodOf } from "~/kernel/pricing";
import { desktopCanonicalPath, mobileHref } from "~/kernel/device-map";
import { servicesContext } from "~/lib/context.server";
import { pageMeta } from "~/lib/seo";
import { faqPage, priceProduct } from "~/lib/structured-data";
import type { Route } from "./+types/price";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(args, {
    title: "Pricing: plans for every team size",
    description:
      "Brightlane plans billed monthly or yearly, what each includes, and answers to common billing questions.",
    canonicalPath: desktopCanonicalPath(args),
    breadcrumbs: [{ name: "Pricing" }],
    jsonLd: ({ siteUrl, url }) =>
      args.loaderData ? [priceProduct(siteUrl, args.loaderData, url), faqPage(args.loaderData.faq)] : null,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return context.get(servicesContext).content.getPricePage();
}

/** The billing switch only changes ?billing: no new data needed. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

function PlanPrice({ plan, yearly }: { plan: PricePlan; yearly: boolean }) {
  const price = yearly ? plan.yearlyPrice : plan.monthlyPrice;
  return (
    <p className="m-plan-price">
      {formatPrice(price)}
      {price ? (
        <>
          {" "}
          <small>per user / month{yearly ? ", billed yearly" : ", billed monthly"}</small>
        </>
      ) : null}
    </p>
  );
}

export default function Page({ loaderData: page }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const yearly = billingPeriodOf(params.get("billing")) === "yearly";
  const groups = new Map<string, PriceFeatureRow[]>();
  for (const row of page.features) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  return (
    <div className="m-page">
      <h1>{page.title}</h1>
      <p className="m-lead">{page.intro}</p>
      <div className="m-switch" role="group" aria-label="Billing period">
        <Link to="?billing=monthly" replace preventScrollReset aria-current={yearly ? undefined : "true"}>
          Monthly
        </Link>
        <Link to="?billing=yearly" replace preventScrollReset aria-current={yearly ? "true" : undefined}>
          Yearly <span className="m-save">−{page.yearlyDiscountPercent}%</span>
        </Link>
      </div>
      <ul className="m-plans">
        {page.plans.map((plan) => (
          <li key={plan.id} className={plan.highlighted ? "m-plan is-featured" : "m-plan"}>
            {plan.highlighted && <span className="badge">Most popular</span>}
            <h2>{plan.name}</h2>
            <p className="m-meta">{plan.tagline}</p>
            <PlanPrice plan={plan} yearly={yearly} />
            <ul className="check-list">
              {plan.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
            <Link
              className={
                plan.highlighted ? "button button-primary m-block-button" : "button button-secondary m-block-button"
              }
              to={mobileHref(plan.cta.href)}
            >
              {plan.cta.label}
            </Link>
          </li>
        ))}
      </ul>

      <section className="m-related" aria-labelledby="m-compare">
        <h2 id="m-compare">Compare plans</h2>
        {[...groups].map(([group, rows]) => (
          <details key={group} className="disclosure">
            <summary>{group}</summary>
            {/* A region that scrolls sideways must take focus so keyboards can scroll it. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
            <div className="m-table-scroll" role="region" aria-label={`${group}: plan comparison`} tabIndex={0}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Feature</th>
                    {page.plans.map((p) => (
                      <th key={p.slug} scope="col">
                        {p.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.label}>
                      <th scope="row">{row.label}</th>
                      {page.plans.map((p) => (
                        <td key={p.slug}>
                          <PlanCell value={row.values[p.slug]} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        ))}
      </section>

      <Faq items={page.faq} heading="Billing questions" id="m-faq" className="m-related" />
    </div>
  );
}
