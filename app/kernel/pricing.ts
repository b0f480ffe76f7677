/**
 * The yearly saving, computed from the plans' prices: the one number every page,
 * the price API and the seed's copy quote, so no page can claim a saving a plan
 * does not give.
 */

interface Prices {
  monthlyPrice: number | null;
  yearlyPrice: number | null;
}

/** The whole percent every plan with both prices saves at least when billed yearly; 0 when none does. */
export function yearlyDiscountPercent(plans: readonly Prices[]): number {
  const savings = plans.flatMap((p) =>
    p.monthlyPrice && p.yearlyPrice ? [Math.round(100 * (1 - p.yearlyPrice / p.monthlyPrice))] : [],
  );
  return savings.length ? Math.max(0, Math.min(...savings)) : 0;
}

export type BillingPeriod = "monthly" | "yearly";

/**
 * The period both skins show first: monthly, the price the price page's structured
 * data quotes for each plan, so the price a search result shows is the one the page opens with.
 */
export const DEFAULT_BILLING_PERIOD: BillingPeriod = "monthly";

/** The period a ?billing= value asks for; anything else is the default. */
export function billingPeriodOf(value: string | null): BillingPeriod {
  return value === "monthly" || value === "yearly" ? value : DEFAULT_BILLING_PERIOD;
}
