// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { type ChoosableLeadField, LEAD_FIELDS, type LeadErrors, type LeadOptions } from "~/kernel/lead-fields";
import { RegisterForm, type FormValues } from "./register-form";

const options: LeadOptions = {
  products: [{ value: "pm", label: "Brightlane PM" }],
  companySizes: [{ value: "1-49", label: "1 to 49" }],
  regions: [{ value: "emea", label: "Europe, Middle East and Africa" }],
};

/**
 * The form as the server renders it (a refused no-JavaScript post when errors are given; from
 * a page's lead form, with the fields it asked and what was typed in them).
 */
function render(
  initialErrors?: LeadErrors,
  asked?: { fields: ChoosableLeadField[]; values: Partial<FormValues> },
): HTMLElement {
  const div = document.createElement("div");
  div.innerHTML = renderToString(
    <MemoryRouter>
      <RegisterForm
        options={options}
        formToken="v1.test"
        initialErrors={initialErrors}
        fields={asked?.fields}
        initialValues={asked?.values}
        sourcePage={asked ? "/campaigns/launch" : undefined}
        action="/register"
        privacyHref="/mobile/privacy"
        copy={{ button: "Book a demo", messageHint: "What would you like to see in the demo?" }}
        onSent={() => {}}
      />
    </MemoryRouter>,
  );
  return div;
}

const fieldIds = (root: HTMLElement) =>
  [...root.querySelectorAll("input, select, textarea")]
    .map((el) => el.id)
    .filter((id) => /^lead-(?!website$)/.test(id));

describe("RegisterForm", () => {
  it("shows its fields in the order of LEAD_FIELDS, which the error summary and focus follow", () => {
    expect(fieldIds(render())).toEqual(LEAD_FIELDS.map((f) => `lead-${f}`));
  });

  it("shows only the fields a page's lead form asked after its refused post, with what was typed and the page", () => {
    const root = render(
      { email: "Work email must look like name@company.com." },
      {
        fields: ["company", "message"],
        values: { name: "Robin", email: "robin@localhost", company: "Northwind", message: "", consent: true },
      },
    );
    expect(fieldIds(root)).toEqual(["lead-name", "lead-email", "lead-company", "lead-message", "lead-consent"]);
    expect(root.querySelector<HTMLInputElement>("#lead-email")?.value).toBe("robin@localhost");
    expect(root.querySelector<HTMLInputElement>("#lead-company")?.value).toBe("Northwind");
    expect(root.querySelector<HTMLInputElement>('input[type="hidden"][name="sourcePage"]')?.value).toBe(
      "/campaigns/launch",
    );
    // Each group keeps only its asked fields (the stylesheet leaves out a group with none).
    const groups = [...root.querySelectorAll("fieldset")].map((g) => g.querySelectorAll(".reg-field").length);
    expect(groups).toEqual([2, 1, 1]);
  });

  it("lists a refused post's errors in page order and autofocuses the first field in error", () => {
    // Given in another order than the page's, which the summary must follow: Job title above Company, Region above Product.
    const root = render({
      product: "Product of interest is required.",
      company: "Company is required.",
      jobTitle: "Job title is required.",
      region: "Region is not valid.",
    });
    const summary = [...root.querySelectorAll(".reg-summary a")].map((a) => a.getAttribute("href"));
    expect(summary).toEqual(["#lead-jobTitle", "#lead-company", "#lead-region", "#lead-product"]);
    const focused = [...root.querySelectorAll("[autofocus]")].map((el) => el.id);
    expect(focused).toEqual(["lead-jobTitle"]);
  });

  it("autofocuses nothing on a fresh form, nor for an error that belongs to no field", () => {
    expect(render().querySelectorAll("[autofocus]")).toHaveLength(0);
    expect(render({ _form: "Too many submissions." }).querySelectorAll("[autofocus]")).toHaveLength(0);
  });

  it("links the consent box to the privacy notice of the page's skin", () => {
    const link = [...render().querySelectorAll("a")].find((a) => a.textContent === "privacy notice");
    expect(link?.getAttribute("href")).toBe("/mobile/privacy");
  });

  it("autofocuses the consent box when it is the only field in error", () => {
    expect([...render({ consent: "Consent is required." }).querySelectorAll("[autofocus]")].map((el) => el.id)).toEqual(
      ["lead-consent"],
    );
  });
});
