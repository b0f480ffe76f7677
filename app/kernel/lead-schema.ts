/**
 * The registration form's rules, in one place. The browser runs them as the
 * visitor types and on submit; the server runs the very same schema on the JSON
 * API and on the no-JavaScript form post, and its answer is the one that counts.
 *
 * The allowed values of the selects come from the content service (the register
 * options), so the schema is built from them: createLeadSchema(options).
 *
 * Every message names the field and the rule it broke, so an error summary reads
 * well on its own ("Work email must look like name@company.com.").
 */
import { z } from "zod";
import { CAMPAIGN_VALUE_MAX, type CampaignField } from "./campaign.ts";
import { SOURCE_PAGE_FIELD } from "./source-page.ts";

// Zod compiles fast parsers with `new Function` when it may; merely probing for that
// is an eval that the Content-Security-Policy (no 'unsafe-eval') reports as a
// violation. The form's schema is small: the interpreted parser is fast enough.
z.config({ jitless: true });

export interface LeadOption {
  value: string;
  label: string;
}

export interface LeadOptions {
  products: LeadOption[];
  companySizes: LeadOption[];
  regions: LeadOption[];
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
  "message",
  "consent",
] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

export const LEAD_LABELS: Record<LeadField, string> = {
  name: "Full name",
  email: "Work email",
  phone: "Mobile phone",
  company: "Company",
  jobTitle: "Job title",
  companySize: "Company size",
  product: "Product of interest",
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

// C0 controls and DEL, except tab, LF and CR which a multi-line message may hold.
// Matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const CONTROL_ANY = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// Stricter than "contains an @": one local part, a domain with a dot and a TLD of letters.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * "+44 20 7946-0958", "(+1) 415.555.0100" or "0044 20 7946 0958" become
 * "+442079460958". Anything that is not E.164 afterwards is rejected by the schema.
 */
export function normalisePhone(value: string): string {
  const compact = value.trim().replace(/[\s\-().]/g, "");
  return compact.startsWith("00") ? `+${compact.slice(2)}` : compact;
}

function requiredText(field: LeadField, max: number, min = 1) {
  const label = LEAD_LABELS[field];
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(1, `${label} is required.`)
    .min(min, `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((v) => !CONTROL_ANY.test(v), `${label} must not contain control characters.`);
}

function choice(field: LeadField, options: LeadOption[]) {
  const label = LEAD_LABELS[field];
  const values = options.map((o) => o.value);
  return z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `${label} is required: choose one of the options.`
          : `${label} must be one of the listed options.`,
    })
    .min(1, `${label} is required: choose one of the options.`)
    .refine((v) => values.includes(v), `${label} must be one of the listed options.`);
}

/** Strings that are blank after trimming count as "not given" for optional fields. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());
}

export function createLeadSchema(options: LeadOptions) {
  return z.strictObject(
    {
      name: requiredText("name", LEAD_MAX.name, 2),
      email: requiredText("email", LEAD_MAX.email).refine(
        (v) => EMAIL.test(v),
        `${LEAD_LABELS.email} must look like name@company.com.`,
      ),
      phone: z
        .string({
          error: (issue) =>
            issue.input === undefined ? `${LEAD_LABELS.phone} is required.` : `${LEAD_LABELS.phone} must be text.`,
        })
        .trim()
        .min(1, `${LEAD_LABELS.phone} is required.`)
        .max(LEAD_MAX.phone, `${LEAD_LABELS.phone} must be at most ${LEAD_MAX.phone} characters.`)
        .refine(
          (v) => /^[+0-9\s\-().]+$/.test(v) && E164.test(normalisePhone(v)),
          `${LEAD_LABELS.phone} must be an international number: + and country code, then 6 to 14 digits (spaces and dashes allowed), e.g. +44 20 7946 0958.`,
        )
        .transform(normalisePhone),
      company: requiredText("company", LEAD_MAX.company),
      jobTitle: requiredText("jobTitle", LEAD_MAX.jobTitle, 2),
      companySize: choice("companySize", options.companySizes),
      product: choice("product", options.products),
      region: optional(choice("region", options.regions)),
      message: optional(
        z
          .string({ error: `${LEAD_LABELS.message} must be text.` })
          .trim()
          .max(LEAD_MAX.message, `${LEAD_LABELS.message} must be at most ${LEAD_MAX.message} characters.`)
          .refine((v) => !CONTROL_MULTILINE.test(v), `${LEAD_LABELS.message} must not contain control characters.`),
      ),
      consent: z.literal(true, { error: `${LEAD_LABELS.consent} is required: tick the box to agree to be contacted.` }),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `Unknown field${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.join(", ")}.`
          : undefined,
    },
  );
}

/** One UTM tag of the lead, optional. */
function campaignTag(field: CampaignField) {
  return optional(
    z
      .string({ error: `${field} must be text.` })
      .trim()
      .max(CAMPAIGN_VALUE_MAX, `${field} must be at most ${CAMPAIGN_VALUE_MAX} characters.`)
      .refine((v) => !/\p{Cc}/u.test(v), `${field} must not contain control characters.`),
  );
}

/** What the API accepts: the visitor's fields plus the form token and the honeypot. */
export function createLeadSubmissionSchema(options: LeadOptions) {
  return createLeadSchema(options).extend({
    [FORM_TOKEN_FIELD]: z
      .string({ error: "Form token is missing: reload the page and try again." })
      .max(200, "Form token is not valid."),
    [HONEYPOT_FIELD]: z.string().max(500).optional(),
    // Any text is accepted here: the service keeps it only when it is a path of the site.
    [SOURCE_PAGE_FIELD]: z.string({ error: "Source page must be text." }).optional(),
    // The visit's UTM parameters (app/kernel/campaign.ts): short tags, blank as none.
    utmSource: campaignTag("utmSource"),
    utmMedium: campaignTag("utmMedium"),
    utmCampaign: campaignTag("utmCampaign"),
    utmTerm: campaignTag("utmTerm"),
    utmContent: campaignTag("utmContent"),
  });
}

export type LeadSchema = ReturnType<typeof createLeadSchema>;
/** A lead after validation: trimmed, phone normalised, consent true. */
export type Lead = z.output<LeadSchema>;

/** Field errors keyed by field ("_form" for errors of the whole submission). */
export type LeadErrors = Partial<Record<LeadField | "_form", string>>;

/** One message per field, the first rule broken; unknown keys go under "_form". */
export function leadErrors(error: z.ZodError): LeadErrors {
  const out: LeadErrors = {};
  for (const issue of error.issues) {
    const head = issue.path[0];
    const key =
      typeof head === "string" && (LEAD_FIELDS as readonly string[]).includes(head) ? (head as LeadField) : "_form";
    out[key] ??= issue.message;
  }
  return out;
}

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
