/**
 * What a visitor asks for with a lead: a demo (the register page's default), a free
 * trial or a talk with sales (the pricing page's plan buttons), or a place in the
 * partner programme (the partner application form). The inbox filters by it. Plain
 * data, so the register page's first download carries no schema library.
 */

export const LEAD_INTENTS = ["demo", "trial", "sales", "partner"] as const;
export type LeadIntent = (typeof LEAD_INTENTS)[number];

/** How the inbox names each intent. */
export const LEAD_INTENT_LABELS: Record<LeadIntent, string> = {
  demo: "Demo request",
  trial: "Free trial",
  sales: "Talk to sales",
  partner: "Partner application",
};

/** The form field, JSON property and register page query parameter that carry the intent. */
export const INTENT_FIELD = "intent";
/** The register page's query parameter that preselects a plan (the form's "plan" field). */
export const PLAN_PARAM = "plan";

/** `value` when it names an intent, else undefined. */
export function intentOf(value: unknown): LeadIntent | undefined {
  return typeof value === "string" && (LEAD_INTENTS as readonly string[]).includes(value)
    ? (value as LeadIntent)
    : undefined;
}

/**
 * A form page's words for one intent, from the lead form block of its document
 * (decision 0093): the page's heading and intro, the button, what happens next, the
 * thank-you state's heading and note, and the message field's hint.
 */
export interface IntentCopy {
  heading: string;
  intro: string;
  button: string;
  next: string[];
  received: string;
  thanks: string;
  messageHint: string;
}
