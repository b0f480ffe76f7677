/**
 * The registration form's fields, labels, limits and field names: what the form
 * renders before its validation (lead-schema.ts, on zod) has loaded. Plain data,
 * so the register page's first download carries no schema library.
 */

export interface LeadOption {
  value: string;
  label: string;
}

export interface LeadOptions {
  products: LeadOption[];
  companySizes: LeadOption[];
  regions: LeadOption[];
  /** The published price plans (slug and name), for the optional plan choice. */
  plans?: LeadOption[];
}

/**
 * Field names in the order the form shows them (app/components/register/register-form.tsx):
 * the error summary and the move to the first field in error follow this order, so
 * it must change with the page (register-form.test.tsx checks it does).
 */
export const LEAD_FIELDS = [
  "name",
  "email",
  "phone",
  "jobTitle",
  "company",
  "companySize",
  "region",
  "product",
  "plan",
  "message",
  "consent",
] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

/**
 * The register form's fields a lead form block may leave out (decision 0085): name, work
 * email and consent it always asks; the plan is the pricing page's own choice.
 */
export const CHOOSABLE_LEAD_FIELDS = [
  "phone",
  "jobTitle",
  "company",
  "companySize",
  "region",
  "product",
  "message",
] as const satisfies readonly LeadField[];
export type ChoosableLeadField = (typeof CHOOSABLE_LEAD_FIELDS)[number];
/** The hidden field of a block's form naming the choosable fields it shows, space-separated. */
export const SHOWN_FIELDS_FIELD = "fields";

/**
 * The fields a post says its form showed: every one when absent (the register page),
 * null when the value names anything else (refused, never guessed).
 */
export function shownFieldsOf(value: unknown): readonly ChoosableLeadField[] | null {
  if (value === undefined) return CHOOSABLE_LEAD_FIELDS;
  if (typeof value !== "string" || value.length > 200) return null;
  const names = value.split(" ").filter(Boolean);
  const known = (n: string): n is ChoosableLeadField => (CHOOSABLE_LEAD_FIELDS as readonly string[]).includes(n);
  return names.every(known) ? CHOOSABLE_LEAD_FIELDS.filter((f) => names.includes(f)) : null;
}

export const LEAD_LABELS: Record<LeadField, string> = {
  name: "Full name",
  email: "Work email",
  phone: "Mobile phone",
  company: "Company",
  jobTitle: "Job title",
  companySize: "Company size",
  product: "Product of interest",
  plan: "Plan",
  region: "Region",
  message: "Message",
  consent: "Consent",
};

/** Maximum lengths after trimming. */
export const LEAD_MAX = { name: 100, email: 254, phone: 32, company: 120, jobTitle: 100, message: 2000 } as const;

/** The hidden field people never see; software that fills every input does. */
export const HONEYPOT_FIELD = "website";
export const FORM_TOKEN_FIELD = "formToken";
/**
 * Request header through which the server hands the form action the client's
 * address (as Express derived it, honouring TRUST_PROXY). The server removes any
 * copy a client sends before setting it.
 */
export const LEAD_CLIENT_HEADER = "x-vitrine-lead-client";
/**
 * Request header through which the server hands the register page the visitor's
 * XSRF token (removed from what a client sends, like LEAD_CLIENT_HEADER), and the
 * form field that echoes it: the no-JavaScript post's anti-forgery proof.
 */
export const LEAD_XSRF_HEADER = "x-vitrine-lead-xsrf";
export const XSRF_FIELD = "xsrfToken";
/** Largest accepted request body, JSON or form. */
export const LEAD_BODY_LIMIT_BYTES = 16 * 1024;

/** Field errors keyed by field ("_form" for errors of the whole submission). */
export type LeadErrors = Partial<Record<LeadField | "_form", string>>;

/**
 * Form data (the no-JavaScript post) as the object the schema expects: a ticked
 * checkbox sends "on"; every other entry, known or not, is passed on as is so the
 * schema can reject unknown fields here too.
 */
export function formDataToSubmission(form: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form) {
    if (typeof value !== "string") {
      out[key] = null;
      continue;
    }
    out[key] = key === "consent" ? value === "on" || value === "true" || value : value;
  }
  if (!("consent" in out)) out.consent = false;
  return out;
}
