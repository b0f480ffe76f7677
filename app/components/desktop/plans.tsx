import { formatPrice } from "~/components/content/format";
import { Link } from "~/components/ui/link";
import type { PricePlan } from "~/kernel/page-schemas";
import { DEFAULT_BILLING_PERIOD, type BillingPeriod } from "~/kernel/pricing";
import { message } from "~/kernel/ui-strings/message";
import * as OFFERS from "~/kernel/ui-strings/offers";

function PlanPrice({ plan, period }: { plan: PricePlan; period: BillingPeriod }) {
  const value = period === "monthly" ? plan.monthlyPrice : plan.yearlyPrice;
  return (
    <p className={`plan-price price-${period}`}>
      <span className={value === null ? "plan-amount plan-amount-text" : "plan-amount"}>{formatPrice(value)}</span>
      {value ? (
        <>
          {" "}
          <span className="plan-unit">
            {OFFERS.perUserPerMonth}
            {period === "yearly" ? OFFERS.billedYearly : OFFERS.billedMonthly}
          </span>
        </>
      ) : null}
    </p>
  );
}

/**
 * Plan cards with a monthly/yearly switch made of two radio buttons: CSS shows the
 * prices of the checked period (see .billing:has(...) in desktop.css), so the switch
 * works without JavaScript and the hidden period stays out of the accessibility tree.
 */
export function Plans({
  plans,
  discount,
  headingLevel = 2,
}: {
  plans: PricePlan[];
  discount: number;
  headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="billing">
      <fieldset className="billing-switch">
        <legend>{OFFERS.billingPeriod}</legend>
        <input
          type="radio"
          name="billing"
          id="billing-monthly"
          value="monthly"
          defaultChecked={DEFAULT_BILLING_PERIOD === "monthly"}
        />
        <label htmlFor="billing-monthly">{OFFERS.monthly}</label>
        <input
          type="radio"
          name="billing"
          id="billing-yearly"
          value="yearly"
          defaultChecked={DEFAULT_BILLING_PERIOD === "yearly"}
        />
        <label htmlFor="billing-yearly">
          {OFFERS.yearly}{" "}
          {discount > 0 ? <span className="billing-save">{message(OFFERS.save, { discount })}</span> : null}
        </label>
      </fieldset>
      <ul className="plans">
        {plans.map((plan) => (
          <li key={plan.id} className={plan.highlighted ? "plan plan-highlighted" : "plan"}>
            {plan.highlighted ? <p className="plan-badge">{OFFERS.mostPopular}</p> : null}
            <H className="plan-name">{plan.name}</H>
            <p className="plan-tagline">{plan.tagline}</p>
            <PlanPrice plan={plan} period="monthly" />
            <PlanPrice plan={plan} period="yearly" />
            <ul className="check-list">
              {plan.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
            {/^https?:\/\//.test(plan.cta.href) ? (
              <a href={plan.cta.href} className={plan.highlighted ? "button button-accent" : "button button-secondary"}>
                {plan.cta.label}
              </a>
            ) : (
              <Link
                to={plan.cta.href}
                className={plan.highlighted ? "button button-accent" : "button button-secondary"}
              >
                {plan.cta.label}
                <span className="visually-hidden">: {plan.name}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
