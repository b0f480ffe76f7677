/**
 * The registration form. It is a real <form method="post"> to the route's
 * action, so it works before and without JavaScript; once hydrated it validates
 * with the shared lead schema as the visitor types (after a field was left once)
 * and on submit, and sends the lead to the JSON API through the site's HTTP
 * client (which adds the X-XSRF-TOKEN header). The page may come from a shared
 * cache, so once hydrated the form asks for its own form token (which also gives
 * the visitor the XSRF cookie) and reads the page it came from in
 * document.referrer (decision 0048). Whatever goes wrong, the typed
 * values stay in the form, the errors are listed in a summary and shown beside
 * each field, and focus moves to the first field in error.
 *
 * The schema (zod), the HTTP client (axios) and the visitor's own form token load when
 * the visitor first reaches for the form (focus, pointer or input inside it), not as the
 * page hydrates: evaluating them made a long main-thread task of their own on a phone
 * (decision 0108). Until then no field shows a client-side error, and a submit waits for them.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "~/components/ui/link";
import {
  type ChoosableLeadField,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  LEAD_FIELDS,
  LEAD_MAX,
  type LeadErrors,
  type LeadField,
  type LeadOptions,
  SHOWN_FIELDS_FIELD,
  XSRF_FIELD,
} from "~/kernel/lead-fields";
import { INTENT_FIELD, type IntentCopy, type LeadIntent } from "~/kernel/lead-intent";
import { pageOfReferer, SOURCE_PAGE_FIELD } from "~/kernel/source-page";
import { cameFrom, landingAddress } from "~/lib/came-from";
import { BASE_PATH } from "~/lib/paths";
import { CheckboxField, SelectField, TextField } from "./fields";
import { valuesInForm } from "./typed-values";

import "./register.css";
import { message } from "~/kernel/ui-strings/message";
import * as FORMS from "~/kernel/ui-strings/forms";
import { LEAD_LABELS } from "~/kernel/ui-strings/labels";

/** The form's values as typed: every field a string, consent a boolean. */
export type FormValues = Record<Exclude<LeadField, "consent">, string> & { consent: boolean };

export const EMPTY_VALUES: FormValues = {
  name: "",
  email: "",
  phone: "",
  company: "",
  jobTitle: "",
  companySize: "",
  product: "",
  plan: "",
  region: "",
  message: "",
  consent: false,
};

interface RegisterFormProps {
  options: LeadOptions;
  formToken: string;
  /** The visitor's XSRF token, echoed by a post without JavaScript (the JSON API sends it as a header). */
  xsrfToken?: string | undefined;
  /** The page of the site the visitor came from, sent with the lead (app/kernel/source-page.ts). */
  sourcePage?: string | null | undefined;
  /** Values and errors from a no-JavaScript post that the server refused. */
  initialValues?: Partial<FormValues> | undefined;
  initialErrors?: LeadErrors | undefined;
  /** The choosable fields a page's lead form asked, when its refused post is shown again (decision 0085). */
  fields?: readonly ChoosableLeadField[] | undefined;
  /** The form action (the route's own URL). */
  action: string;
  /** The privacy notice in the page's own skin. */
  privacyHref: string;
  onSent: () => void;
  /** What the form asks for (a demo by default), sent with the lead. */
  intent?: LeadIntent | undefined;
  /** The page's words for that intent: the submit button and the message's hint. */
  copy: Pick<IntentCopy, "button" | "messageHint">;
}

interface ApiErrorBody {
  error?: { code?: string; message?: string; fields?: LeadErrors };
}

const FIELD_ID = (field: LeadField) => `lead-${field}`;

type Validate = (values: FormValues) => LeadErrors;

/** The shared lead schema (of a page's lead form, given its fields) as a function from values to errors, loaded on demand. */
async function loadValidator(options: LeadOptions, fields?: readonly ChoosableLeadField[]): Promise<Validate> {
  const { createLeadSchema, leadErrors } = await import("~/kernel/lead-schema");
  const schema = fields ? createLeadSchema(options, fields) : createLeadSchema(options);
  return (values) => {
    const result = schema.safeParse(values);
    return result.success ? {} : leadErrors(result.error);
  };
}

const httpClient = () => import("~/lib/http-client");

/** This visitor's own form token (which also issues the XSRF cookie); undefined if it could not be had. */
function requestOwnToken(): Promise<string | undefined> {
  return httpClient()
    .then(({ http }) => http.get<{ formToken: string }>("leads/form"))
    .then(
      (res) => res.data.formToken,
      () => undefined,
    );
}

/** What tells that the visitor reaches for the form. */
const USE_EVENTS = ["focusin", "pointerdown", "input"] as const;

/** Whether the fields hold what the page did not render into them: typed before the scripts ran (decision 0044). */
function typedInto(held: Partial<FormValues>, rendered: Partial<FormValues>): boolean {
  return (Object.keys(held) as Array<keyof FormValues>).some((k) => held[k] !== (rendered[k] ?? EMPTY_VALUES[k]));
}

function newIdempotencyKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function RegisterForm({
  options,
  formToken,
  xsrfToken,
  sourcePage,
  initialValues,
  initialErrors,
  fields,
  action,
  privacyHref,
  onSent,
  intent = "demo",
  copy,
}: RegisterFormProps) {
  const form = useRef<HTMLFormElement>(null);
  // Set once the visitor reaches for the form; the checks and the token load from then on.
  const [inUse, setInUse] = useState(false);
  // The validator once loaded (until then no field shows a client-side error), and its promise for a submit.
  const [validator, setValidator] = useState<{ validate: Validate }>();
  const loadingValidator = useRef<Promise<Validate> | null>(null);
  useEffect(() => {
    if (!inUse) return;
    const loading = loadValidator(options, fields);
    loadingValidator.current = loading;
    let current = true;
    loading.then(
      (validate) => current && setValidator({ validate }),
      () => undefined,
    );
    return () => void (current = false);
  }, [inUse, options, fields]);
  // A page's lead form's refused post comes back with the fields that form asked, and no others
  // (app/lib/register.server.ts): the form shows, checks and sends those only.
  const [values, setValues] = useState<FormValues>(
    fields ? (initialValues as FormValues) : { ...EMPTY_VALUES, ...initialValues },
  );
  const rendered = useRef(values);
  const shows = (field: LeadField) => !fields || field in values;
  const [touched, setTouched] = useState<Partial<Record<LeadField, boolean>>>(() =>
    Object.fromEntries(Object.keys(initialErrors ?? {}).map((k) => [k, true])),
  );
  // Errors from the server for the values they were given; cleared per field on edit.
  const [serverErrors, setServerErrors] = useState<LeadErrors>(initialErrors ?? {});
  const [formError, setFormError] = useState<string | undefined>(initialErrors?._form);
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState(initialErrors && Object.keys(initialErrors).length ? 1 : 0);
  // Whatever was typed before the scripts ran is the state to start from, and the form is then in use,
  // as it is when the focus is in it already; otherwise it is once the visitor reaches for it.
  useEffect(() => {
    const el = form.current;
    if (!el) return;
    const typed = valuesInForm(el);
    setValues((v) => ({ ...v, ...typed }));
    if (typedInto(typed, rendered.current) || el.contains(document.activeElement)) return setInUse(true);
    const stop = () => {
      for (const type of USE_EVENTS) el.removeEventListener(type, use);
    };
    function use() {
      stop();
      setInUse(true);
    }
    for (const type of USE_EVENTS) el.addEventListener(type, use, { passive: true });
    return stop;
  }, []);
  const honeypot = useRef<HTMLInputElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  // One key per filled-in form: a retry after a lost answer stores nothing twice.
  const idempotencyKey = useRef<string | null>(null);
  // This visitor's own form token, asked for once the form is in use; the page's shared one until then.
  const ownToken = useRef<Promise<string | undefined> | null>(null);
  useEffect(() => {
    if (inUse) ownToken.current ??= requestOwnToken();
  }, [inUse]);

  const clientErrors = useMemo(() => validator?.validate(values) ?? {}, [validator, values]);
  const shown: LeadErrors = {};
  for (const field of LEAD_FIELDS) {
    const message = serverErrors[field] ?? (touched[field] ? clientErrors[field] : undefined);
    if (message) shown[field] = message;
  }
  const summaryItems = LEAD_FIELDS.filter((f) => shown[f]);
  // Without JavaScript nothing runs the focus effect below: the server-rendered
  // form marks its first field in error for the browser to focus on load.
  const [autoFocusField] = useState(() => LEAD_FIELDS.find((f) => initialErrors?.[f]));

  useEffect(() => {
    if (!focusRequest) return;
    const first = LEAD_FIELDS.find((f) => shown[f]);
    if (first) document.getElementById(FIELD_ID(first))?.focus();
    else summary.current?.focus();
    // Only a new submit result moves focus, not every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  function set<K extends LeadField>(field: K, value: FormValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    if (serverErrors[field]) setServerErrors(({ [field]: _drop, ...rest }) => rest);
  }
  function touch(field: LeadField) {
    setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setTouched(Object.fromEntries(LEAD_FIELDS.map((f) => [f, true])));
    setServerErrors({});
    setFormError(undefined);
    // A validator that failed to load leaves the checks to the server, whose answer counts anyway.
    // A submit is a use: one that comes before any other (a script's requestSubmit) starts the loads itself.
    setInUse(true);
    const errors = validator
      ? clientErrors
      : await (loadingValidator.current ??= loadValidator(options, fields)).then(
          (validate) => validate(values),
          (): LeadErrors => ({}),
        );
    if (Object.keys(errors).length) {
      setFocusRequest((n) => n + 1);
      return;
    }
    setSubmitting(true);
    idempotencyKey.current ??= newIdempotencyKey();
    const from = sourcePage ?? pageOfReferer(cameFrom(), window.location.origin, BASE_PATH);
    const client = httpClient();
    try {
      // The campaign reader comes with the HTTP client, after the page is usable (JavaScript budget).
      const [{ http }, { campaignOf }] = await Promise.all([client, import("~/kernel/campaign")]);
      await http.post(
        "leads",
        {
          ...values,
          ...(fields ? { [SHOWN_FIELDS_FIELD]: fields.join(" ") } : {}),
          [FORM_TOKEN_FIELD]: (await (ownToken.current ??= requestOwnToken())) ?? formToken,
          [HONEYPOT_FIELD]: honeypot.current?.value ?? "",
          ...(from ? { [SOURCE_PAGE_FIELD]: from } : {}),
          ...(intent === "demo" ? {} : { [INTENT_FIELD]: intent }),
          // The campaign the visit landed with, on whichever page that was.
          ...campaignOf(new URL(landingAddress()).searchParams),
        },
        { headers: { "Idempotency-Key": idempotencyKey.current } },
      );
      onSent();
    } catch (error) {
      const isHttpError = await client.then((c) => c.isHttpError).catch(() => () => false);
      const response = isHttpError(error) ? error.response : undefined;
      const body = response?.data as ApiErrorBody | undefined;
      if (response?.status === 400 && body?.error?.fields) {
        const { _form, ...fields } = body.error.fields;
        setServerErrors(fields);
        setFormError(_form);
      } else if (response) {
        setFormError(body?.error?.message ?? message(FORMS.notSentStatus, { status: response.status }));
      } else {
        setFormError(
          message(FORMS.notSentNetwork, { reason: error instanceof Error ? error.message : FORMS.networkError }),
        );
      }
      setFocusRequest((n) => n + 1);
    } finally {
      setSubmitting(false);
    }
  }

  const text = (field: Exclude<LeadField, "consent" | "companySize" | "product" | "region" | "plan">) => ({
    id: FIELD_ID(field),
    name: field,
    label: LEAD_LABELS[field],
    value: values[field],
    error: shown[field],
    autoFocus: field === autoFocusField,
    shown: shows(field),
    onChange: (v: string) => set(field, v),
    onBlur: () => touch(field),
  });
  const select = (field: "companySize" | "product" | "region" | "plan") => ({
    id: FIELD_ID(field),
    name: field,
    label: LEAD_LABELS[field],
    value: values[field],
    error: shown[field],
    autoFocus: field === autoFocusField,
    shown: shows(field),
    onChange: (v: string) => {
      set(field, v);
      touch(field);
    },
    onBlur: () => touch(field),
  });

  const hasProblems = summaryItems.length > 0 || formError;

  return (
    <form
      ref={form}
      className="reg-form"
      data-lead-form=""
      method="post"
      action={action}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-describedby="reg-required-note"
    >
      <div
        ref={summary}
        className={hasProblems ? "reg-summary" : "reg-summary reg-summary-empty"}
        role="alert"
        tabIndex={-1}
        aria-labelledby={hasProblems ? "reg-summary-title" : undefined}
      >
        {hasProblems ? (
          <>
            <h2 id="reg-summary-title">{FORMS.problem}</h2>
            {formError ? <p>{formError}</p> : null}
            {summaryItems.length ? (
              <ul>
                {summaryItems.map((f) => (
                  <li key={f}>
                    <a
                      href={`#${FIELD_ID(f)}`}
                      onClick={(e) => {
                        e.preventDefault();
                        document.getElementById(FIELD_ID(f))?.focus();
                      }}
                    >
                      {shown[f]}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>

      <p id="reg-required-note" className="reg-note">
        {FORMS.requiredNote}
      </p>

      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
      {xsrfToken ? <input type="hidden" name={XSRF_FIELD} value={xsrfToken} /> : null}
      {sourcePage ? <input type="hidden" name={SOURCE_PAGE_FIELD} value={sourcePage} /> : null}
      {intent === "demo" ? null : <input type="hidden" name={INTENT_FIELD} value={intent} />}
      {/* People never see or reach this field; form-filling software does. */}
      <div className="reg-trap" aria-hidden="true">
        <label htmlFor="lead-website">{FORMS.honeypot}</label>
        <input
          ref={honeypot}
          id="lead-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <fieldset className="reg-group">
        <legend>{FORMS.aboutYou}</legend>
        <TextField {...text("name")} autoComplete="name" maxLength={LEAD_MAX.name} />
        <TextField
          {...text("email")}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={LEAD_MAX.email}
          hint={FORMS.emailHint}
        />
        <TextField
          {...text("phone")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={LEAD_MAX.phone}
          hint={FORMS.phoneHint}
        />
        <TextField {...text("jobTitle")} autoComplete="organization-title" maxLength={LEAD_MAX.jobTitle} />
      </fieldset>

      <fieldset className="reg-group">
        <legend>{FORMS.yourCompany}</legend>
        <TextField {...text("company")} autoComplete="organization" maxLength={LEAD_MAX.company} />
        <SelectField {...select("companySize")} options={options.companySizes} placeholder={FORMS.chooseCompanySize} />
        <SelectField
          {...select("region")}
          required={false}
          options={options.regions}
          placeholder={FORMS.chooseRegion}
        />
      </fieldset>

      <fieldset className="reg-group">
        <legend>{FORMS.yourInterest}</legend>
        <SelectField {...select("product")} options={options.products} placeholder={FORMS.chooseProduct} />
        {/* A partner applies to resell, not to buy a plan. */}
        {intent === "partner" ? null : (
          <SelectField
            {...select("plan")}
            required={false}
            options={options.plans ?? []}
            placeholder={FORMS.notDecided}
          />
        )}
        <TextField
          {...text("message")}
          required={false}
          multiline
          autoComplete="off"
          maxLength={LEAD_MAX.message}
          hint={message(FORMS.messageHint, { hint: copy.messageHint, max: LEAD_MAX.message })}
        />
      </fieldset>

      <CheckboxField
        id={FIELD_ID("consent")}
        name="consent"
        label={LEAD_LABELS.consent}
        checked={values.consent}
        error={shown.consent}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only after a refused no-JavaScript post, on the first field in error
        autoFocus={autoFocusField === "consent"}
        hint={FORMS.consentHint}
        onChange={(checked) => {
          set("consent", checked);
          touch("consent");
        }}
        onBlur={() => touch("consent")}
      >
        {FORMS.consent} <Link to={privacyHref}>{FORMS.privacyNotice}</Link>.
      </CheckboxField>

      <button
        className="button button-primary reg-submit"
        type="submit"
        disabled={submitting}
        aria-busy={submitting || undefined}
      >
        {submitting ? FORMS.sending : copy.button}
      </button>
    </form>
  );
}
