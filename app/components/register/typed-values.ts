/**
 * The register form's values out of a submission (formDataToSubmission): the post without
 * JavaScript puts them back into a refused form, and the form starts from what its own fields
 * hold when it hydrates, since a visitor can type before the page's scripts run (decision 0044).
 */
import { formDataToSubmission, LEAD_FIELDS } from "~/kernel/lead-fields";
import type { FormValues } from "./register-form";

export function formValuesOf(submission: Record<string, unknown>): Partial<FormValues> {
  const out: Partial<Record<string, string | boolean>> = {};
  for (const field of LEAD_FIELDS) {
    const v = submission[field];
    if (field === "consent") out.consent = v === true;
    else if (typeof v === "string") out[field] = v.slice(0, 4000);
  }
  return out as Partial<FormValues>;
}

/** What the fields of a form in the page hold, as the same values. */
export function valuesInForm(form: HTMLFormElement): Partial<FormValues> {
  return formValuesOf(formDataToSubmission(new FormData(form)));
}
