import * as OFFERS from "~/kernel/ui-strings/offers";
/**
 * Pricing pieces both skins show: whether a plan includes a feature, as a mark
 * for the eye and words for screen readers (a plain span may not carry aria-label).
 */

/** The content of a comparison cell: ✓ or – with its spoken meaning, or the plan's own text. */
export function PlanCell({ value }: { value: boolean | string | undefined }) {
  if (typeof value === "string") return value;
  return (
    <>
      <span aria-hidden="true">{value ? "✓" : "–"}</span>
      <span className="visually-hidden">{value ? OFFERS.included : OFFERS.notIncluded}</span>
    </>
  );
}
