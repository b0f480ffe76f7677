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
