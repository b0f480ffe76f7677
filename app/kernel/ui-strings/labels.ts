/**
 * Interface words that live beside the data they name, gathered here so that a translation
 * finds them with the rest: category and product names, section names, the lead form's
 * field labels.
 */
export { CASES_LABEL, CATEGORY_LABELS, PRIMARY_CTA, PRODUCT_NAMES, QAS_LABEL } from "../content-constants.ts";
export { LEAD_LABELS } from "../lead-fields.ts";
