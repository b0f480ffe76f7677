/**
 * The lead form block: a plain form that posts to the skin's register page, whose
 * action runs the lead pipeline (app/lib/register.server.ts) with this page as the
 * lead's source. It needs no script, so pages of blocks carry none for it; a refused
 * post shows the register page's form asking the same fields, with what was typed and
 * each error. It asks the register form's fields its editor chose (decision 0085), with
 * the register form's rules; the register action reads which from this page, and names
 * the page in the visitor's skin (app/lib/register.server.ts): the form posts the page's
 * desktop path.
 */
import { useHref } from "react-router";
import { Link } from "~/components/ui/link";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, LEAD_MAX, type LeadField, type LeadOption } from "~/kernel/lead-fields";
import { LINKS } from "~/kernel/links";
import type { Variant } from "~/kernel/pages";
import { SOURCE_PAGE_FIELD } from "~/kernel/source-page";
import type { BlockProps } from "./render-blocks";
import "~/components/register/register.css";
import * as FORMS from "~/kernel/ui-strings/forms";
import { LEAD_LABELS, PRIMARY_CTA } from "~/kernel/ui-strings/labels";

type TextName = "name" | "email" | "phone" | "jobTitle" | "company";
const TEXT: ReadonlyArray<[TextName, string, string]> = [
  ["name", "text", "name"],
  ["email", "email", "email"],
  ["phone", "tel", "tel"],
  ["jobTitle", "text", "organization-title"],
  ["company", "text", "organization"],
];

/** A choice of the register form's; the region is the one that may be left out. */
function Choice({ id, name, options }: { id: string; name: LeadField; options: LeadOption[] }) {
  const required = name !== "region";
  return (
    <div className="reg-field">
      <label className="reg-label" htmlFor={`${id}-${name}`}>
        {LEAD_LABELS[name]}
        {required ? null : <span className="reg-optional">{FORMS.optional}</span>}
      </label>
      <select id={`${id}-${name}`} name={name} required={required} className="reg-input" defaultValue="">
        <option value="">{FORMS.chooseOne}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function LeadFormBlock({
  block,
  id,
  page,
  leadForm,
  variant,
  className,
  submitLabel = PRIMARY_CTA,
}: BlockProps<"lead-form"> & { variant: Variant; className: string; submitLabel?: string }) {
  const links = LINKS[variant];
  // Under the router's basename: a /zh page's form posts to /zh/register, so the lead keeps its locale.
  const action = useHref(links.register());
  if (!leadForm) return null;
  const { options, formToken } = leadForm;
  const asks = (name: LeadField) => block.fields.includes(name);
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{block.heading}</h2>
      {block.intro ? <p>{block.intro}</p> : null}
      <form className="reg-form" method="post" action={action}>
        <p className="reg-note">{FORMS.requiredNote}</p>
        <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
        <input type="hidden" name={SOURCE_PAGE_FIELD} value={`/${page.path}`} />
        <div className="reg-trap" aria-hidden="true">
          <label htmlFor={`${id}-website`}>{FORMS.honeypot}</label>
          <input id={`${id}-website`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        {TEXT.map(
          ([name, type, autoComplete]) =>
            asks(name) && (
              <div key={name} className="reg-field">
                <label className="reg-label" htmlFor={`${id}-${name}`}>
                  {LEAD_LABELS[name]}
                </label>
                <input
                  id={`${id}-${name}`}
                  name={name}
                  type={type}
                  autoComplete={autoComplete}
                  maxLength={LEAD_MAX[name]}
                  required
                  className="reg-input"
                />
              </div>
            ),
        )}
        {(["companySize", "region", "product"] as const).map(
          (name) => asks(name) && <Choice key={name} id={id} name={name} options={options[`${name}s`]} />,
        )}
        {asks("message") && (
          <div className="reg-field">
            <label className="reg-label" htmlFor={`${id}-message`}>
              {LEAD_LABELS.message}
              <span className="reg-optional">{FORMS.optional}</span>
            </label>
            <textarea id={`${id}-message`} name="message" rows={5} maxLength={LEAD_MAX.message} className="reg-input" />
          </div>
        )}
        <div className="reg-field reg-check">
          <div className="reg-check-row">
            <input id={`${id}-consent`} name="consent" type="checkbox" required />
            <label htmlFor={`${id}-consent`}>
              {FORMS.consent} <Link to={links.privacy()}>{FORMS.privacyNotice}</Link>.
            </label>
          </div>
        </div>
        <button className="button button-primary reg-submit" type="submit">
          {submitLabel}
        </button>
      </form>
    </section>
  );
}
