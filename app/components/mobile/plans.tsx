import { useSearchParams } from "react-router";
import { formatPrice } from "~/components/content/format";
import { Link } from "~/components/ui/link";
import { mobileHref } from "~/kernel/device-map";
import type { PricePlan } from "~/kernel/page-schemas";
import { billingPeriodOf } from "~/kernel/pricing";
import * as OFFERS from "~/kernel/ui-strings/offers";

function PlanPrice({ plan, yearly }: { plan: PricePlan; yearly: boolean }) {
  const price = yearly ? plan.yearlyPrice : plan.monthlyPrice;
  return (
    <p className="m-plan-price">
      {formatPrice(price)}
      {price ? (
        <>
          {" "}
          <small>
            {OFFERS.perUserMonth}
            {yearly ? OFFERS.billedYearly : OFFERS.billedMonthly}
          </small>
        </>
      ) : null}
    </p>
  );
}

/**
 * The plans with a monthly/yearly switch made of two links to ?billing=: the server
 * renders the period asked for, so the switch works without JavaScript.
 */
export function MobilePlans({
  plans,
  discount,
  headingLevel = 2,
}: {
  plans: PricePlan[];
  discount: number;
  headingLevel?: 2 | 3;
}) {
  const [params] = useSearchParams();
  const yearly = billingPeriodOf(params.get("billing")) === "yearly";
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <>
      <div className="m-switch" role="group" aria-label={OFFERS.billingPeriod}>
        <Link to="?billing=monthly" replace preventScrollReset aria-current={yearly ? undefined : "true"}>
          {OFFERS.monthly}
        </Link>
        <Link to="?billing=yearly" replace preventScrollReset aria-current={yearly ? "true" : undefined}>
          {OFFERS.yearly} {discount > 0 ? <span className="m-save">−{discount}%</span> : null}
        </Link>
      </div>
      <ul className="m-plans">
        {plans.map((plan) => (
          <li key={plan.id} className={plan.highlighted ? "m-plan is-featured" : "m-plan"}>
            {plan.highlighted && <span className="badge">{OFFERS.mostPopular}</span>}
            <H>{plan.name}</H>
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
    </>
  );
}
