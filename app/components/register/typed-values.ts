/**
 * What the register form's fields hold in the page. A visitor can type before the page's
 * scripts run (they start after the first paint, decision 0044); once the form hydrates its
 * state starts from these, so nothing typed in the meantime is lost or sent empty.
 */
import { LEAD_FIELDS } from "~/kernel/lead-schema";
import type { FormValues } from "./register-form";

export function valuesInForm(form: HTMLFormElement): Partial<FormValues> {
  const values: Partial<Record<keyof FormValues, string | boolean>> = {};
  for (const field of LEAD_FIELDS) {
    const element = form.elements.namedItem(field);
    if (field === "consent") {
      if (element instanceof HTMLInputElement) values.consent = element.checked;
    } else if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
    ) {
      values[field] = element.value;
    }
  }
  return values as Partial<FormValues>;
}
