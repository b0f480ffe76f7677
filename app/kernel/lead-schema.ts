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
import {
  CHOOSABLE_LEAD_FIELDS,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  LEAD_FIELDS,
  SHOWN_FIELDS_FIELD,
  type ChoosableLeadField,
  LEAD_MAX,
  type LeadErrors,
  type LeadField,
  type LeadOption,
  type LeadOptions,
} from "./lead-fields.ts";
import { INTENT_FIELD, LEAD_INTENTS } from "./lead-intent.ts";
import { SOURCE_PAGE_FIELD } from "./source-page.ts";
// The labels through the interface words, so that a locale's build names the fields in its language.
import { LEAD_LABELS } from "./ui-strings/labels.ts";
import { message } from "./ui-strings/message.ts";
import * as V from "./ui-strings/validation.ts";

/** A refusal about one field, in the field's own words. */
const say = (template: string, field: string) => message(template, { field });

// The fields, their labels and limits are in lead-fields.ts, which the browser loads without zod.
export * from "./lead-fields.ts";

// Zod compiles fast parsers with `new Function` when it may; merely probing for that
// is an eval that the Content-Security-Policy (no 'unsafe-eval') reports as a
// violation. The form's schema is small: the interpreted parser is fast enough.
z.config({ jitless: true });

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
    .string({ error: (issue) => (issue.input === undefined ? say(V.required, label) : say(V.notText, label)) })
    .trim()
    .min(1, say(V.required, label))
    .min(min, message(V.tooShort, { field: label, min }))
    .max(max, message(V.tooLong, { field: label, max }))
    .refine((v) => !CONTROL_ANY.test(v), say(V.controlCharacters, label));
}

function choice(field: LeadField, options: LeadOption[]) {
  const label = LEAD_LABELS[field];
  const values = options.map((o) => o.value);
  return z
    .string({
      error: (issue) => (issue.input === undefined ? say(V.chooseOption, label) : say(V.notAnOption, label)),
    })
    .min(1, say(V.chooseOption, label))
    .refine((v) => values.includes(v), say(V.notAnOption, label));
}

/** Strings that are blank after trimming count as "not given" for optional fields. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());
}

/**
 * The register form's schema; with `shown`, a lead form block's (decision 0085): the
 * choosable fields it does not show are left out, so a post holding them is refused as
 * unknown, and those it shows keep the register form's rules.
 */
export function createLeadSchema(options: LeadOptions): LeadSchema;
export function createLeadSchema(options: LeadOptions, shown: readonly ChoosableLeadField[]): PartialLeadSchema;
export function createLeadSchema(options: LeadOptions, shown?: readonly ChoosableLeadField[]) {
  const full = createFullLeadSchema(options);
  if (!shown) return full;
  const left = Object.fromEntries(CHOOSABLE_LEAD_FIELDS.filter((f) => !shown.includes(f)).map((f) => [f, true]));
  // Typed as the schema with every choosable field optional: what it parses may lack any of them.
  return full.omit(left as Record<never, true>) as unknown as PartialLeadSchema;
}
const choosable = Object.fromEntries(CHOOSABLE_LEAD_FIELDS.map((f) => [f, true])) as Record<ChoosableLeadField, true>;
const _partialOf = (schema: LeadSchema) => schema.partial(choosable);
type PartialLeadSchema = ReturnType<typeof _partialOf>;

function createFullLeadSchema(options: LeadOptions) {
  return z.strictObject(
    {
      name: requiredText("name", LEAD_MAX.name, 2),
      email: requiredText("email", LEAD_MAX.email).refine((v) => EMAIL.test(v), say(V.emailShape, LEAD_LABELS.email)),
      phone: z
        .string({
          error: (issue) =>
            issue.input === undefined ? say(V.required, LEAD_LABELS.phone) : say(V.notText, LEAD_LABELS.phone),
        })
        .trim()
        .min(1, say(V.required, LEAD_LABELS.phone))
        .max(LEAD_MAX.phone, message(V.tooLong, { field: LEAD_LABELS.phone, max: LEAD_MAX.phone }))
        .refine((v) => /^[+0-9\s\-().]+$/.test(v) && E164.test(normalisePhone(v)), say(V.phoneShape, LEAD_LABELS.phone))
        .transform(normalisePhone),
      company: requiredText("company", LEAD_MAX.company),
      jobTitle: requiredText("jobTitle", LEAD_MAX.jobTitle, 2),
      companySize: choice("companySize", options.companySizes),
      product: choice("product", options.products),
      region: optional(choice("region", options.regions)),
      plan: optional(choice("plan", options.plans ?? [])),
      message: optional(
        z
          .string({ error: say(V.notText, LEAD_LABELS.message) })
          .trim()
          .max(LEAD_MAX.message, message(V.tooLong, { field: LEAD_LABELS.message, max: LEAD_MAX.message }))
          .refine((v) => !CONTROL_MULTILINE.test(v), say(V.controlCharacters, LEAD_LABELS.message)),
      ),
      consent: z.literal(true, { error: say(V.consentRequired, LEAD_LABELS.consent) }),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? message(issue.keys.length > 1 ? V.unknownFields : V.unknownField, { fields: issue.keys.join(", ") })
          : undefined,
    },
  );
}

/** One UTM tag of the lead, optional. */
function campaignTag(field: CampaignField) {
  return optional(
    z
      .string({ error: say(V.notText, field) })
      .trim()
      .max(CAMPAIGN_VALUE_MAX, message(V.tooLong, { field, max: CAMPAIGN_VALUE_MAX }))
      .refine((v) => !/\p{Cc}/u.test(v), say(V.controlCharacters, field)),
  );
}

/** What the API accepts: the visitor's fields plus the form token and the honeypot. */
export function createLeadSubmissionSchema(
  options: LeadOptions,
  shown: readonly ChoosableLeadField[] = CHOOSABLE_LEAD_FIELDS,
) {
  return (createLeadSchema(options, shown) as PartialLeadSchema).extend({
    // Which choosable fields the form showed (read first, by shownFieldsOf, to pick this schema).
    [SHOWN_FIELDS_FIELD]: z.string().max(200).optional(),
    [FORM_TOKEN_FIELD]: z.string({ error: V.formTokenMissing }).max(200, V.formTokenInvalid),
    [HONEYPOT_FIELD]: z.string().max(500).optional(),
    // Any text is accepted here: the service keeps it only when it is a path of the site.
    [SOURCE_PAGE_FIELD]: z.string({ error: V.sourcePageNotText }).optional(),
    // Set by the page the form is on (app/kernel/lead-intent.ts); a demo request when absent.
    [INTENT_FIELD]: optional(
      z.enum(LEAD_INTENTS, { error: message(V.requestNotIntent, { intents: LEAD_INTENTS.join(", ") }) }),
    ),
    // The visit's UTM parameters (app/kernel/campaign.ts): short tags, blank as none.
    utmSource: campaignTag("utmSource"),
    utmMedium: campaignTag("utmMedium"),
    utmCampaign: campaignTag("utmCampaign"),
    utmTerm: campaignTag("utmTerm"),
    utmContent: campaignTag("utmContent"),
  });
}

export type LeadSchema = ReturnType<typeof createFullLeadSchema>;
/**
 * A lead after validation: trimmed, phone normalised, consent true; a field its form
 * did not show is absent.
 */
export type Lead = Pick<z.output<LeadSchema>, "name" | "email" | "consent"> & Partial<z.output<LeadSchema>>;

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
