import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createLeadSchema,
  createLeadSubmissionSchema,
  formDataToSubmission,
  leadErrors,
  LEAD_MAX,
  normalisePhone,
  type LeadOptions,
} from "./lead-schema";

const options: LeadOptions = {
  products: [
    { value: "oa", label: "Brightlane OA" },
    { value: "pm", label: "Brightlane PM" },
  ],
  companySizes: [
    { value: "1-49", label: "1 to 49" },
    { value: "50-249", label: "50 to 249" },
  ],
  regions: [{ value: "emea", label: "Europe, Middle East and Africa" }],
};
const schema = createLeadSchema(options);

const good = {
  name: "  Ada Lovelace ",
  email: "ada@analytical.example",
  phone: "+44 20 7946-0958",
  company: "Analytical Engines Ltd",
  jobTitle: "Head of Operations",
  companySize: "50-249",
  product: "pm",
  consent: true,
};

function errorsOf(input: unknown) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.success ? {} : leadErrors(result.error);
}

describe("lead schema", () => {
  it("accepts a complete lead, trims text and normalises the phone", () => {
    const lead = schema.parse({ ...good, message: "  Call me\nafter 3pm  ", region: "emea" });
    expect(lead.name).toBe("Ada Lovelace");
    expect(lead.phone).toBe("+442079460958");
    expect(lead.message).toBe("Call me\nafter 3pm");
    expect(lead.region).toBe("emea");
  });

  it("treats a blank optional message or region as absent", () => {
    const lead = schema.parse({ ...good, message: "   ", region: "" });
    expect(lead.message).toBeUndefined();
    expect(lead.region).toBeUndefined();
  });

  it("names the field and the rule in every message", () => {
    const errors = errorsOf({
      ...good,
      name: " ",
      email: "ada@",
      phone: "12345",
      companySize: "huge",
      product: undefined,
      consent: false,
    });
    expect(errors.name).toBe("Full name is required.");
    expect(errors.email).toBe("Work email must look like name@company.com.");
    expect(errors.phone).toMatch(/^Mobile phone must be an international number/);
    expect(errors.companySize).toBe("Company size must be one of the listed options.");
    expect(errors.product).toBe("Product of interest is required: choose one of the options.");
    expect(errors.consent).toMatch(/^Consent is required/);
  });

  it("enforces maximum lengths after trimming", () => {
    expect(schema.safeParse({ ...good, company: ` ${"x".repeat(LEAD_MAX.company)} ` }).success).toBe(true);
    expect(errorsOf({ ...good, company: "x".repeat(LEAD_MAX.company + 1) }).company).toBe(
      `Company must be at most ${LEAD_MAX.company} characters.`,
    );
    expect(errorsOf({ ...good, message: "m".repeat(LEAD_MAX.message + 1) }).message).toBe(
      `Message must be at most ${LEAD_MAX.message} characters.`,
    );
  });

  it("rejects unknown fields", () => {
    expect(errorsOf({ ...good, isAdmin: true })._form).toBe("Unknown field: isAdmin.");
  });

  it("rejects values of the wrong type", () => {
    expect(errorsOf({ ...good, name: 42 }).name).toBe("Full name must be text.");
    expect(errorsOf({ ...good, consent: "yes" }).consent).toMatch(/^Consent is required/);
  });

  it("rejects control characters in single-line fields", () => {
    expect(errorsOf({ ...good, company: "Acme\u0000Ltd" }).company).toBe(
      "Company must not contain control characters.",
    );
    expect(errorsOf({ ...good, name: "Ada\nLovelace" }).name).toBe("Full name must not contain control characters.");
  });

  it("keeps markup and Unicode exactly as typed", () => {
    const lead = schema.parse({ ...good, name: '<b>Zoë</b> "O\'Brien", 李雷 😀', company: '=HYPERLINK("x")' });
    expect(lead.name).toBe('<b>Zoë</b> "O\'Brien", 李雷 😀');
    expect(lead.company).toBe('=HYPERLINK("x")');
  });

  it.each([
    ["张伟", "吉利汽车", "采购经理"],
    ["李 小龙", "浙江吉利控股集团有限公司（杭州）", "总经理"],
    ["欧阳·娜娜", "北京字节跳动科技有限公司，研发中心", "产品经理／负责人"],
  ])("accepts the name %s and the company %s in Chinese characters, as typed", (name, company, jobTitle) => {
    const lead = schema.parse({ ...good, name, company, jobTitle, message: "请联系我。谢谢！" });
    expect(lead).toMatchObject({ name, company, jobTitle, message: "请联系我。谢谢！" });
  });

  it("holds names in Chinese characters to the same lengths, counted in characters typed", () => {
    expect(errorsOf({ ...good, name: "张" }).name).toBeDefined();
    const long = "张".repeat(LEAD_MAX.name + 1);
    expect(errorsOf({ ...good, name: long }).name).toBeDefined();
    expect(schema.parse({ ...good, name: "张".repeat(LEAD_MAX.name) }).name).toHaveLength(LEAD_MAX.name);
  });

  it.each([
    ["+1 415 555 0100", "+14155550100"],
    ["(+49) 30-1234 5678", "+493012345678"],
    ["0033 1 23 45 67 89", "+33123456789"],
  ])("accepts the phone %s as %s", (typed, stored) => {
    expect(schema.parse({ ...good, phone: typed }).phone).toBe(stored);
  });

  it.each(["020 7946 0958", "+0 20 7946 0958", "+44 20 abc", "+1234", "+1234567890123456", "++44 20 7946 0958"])(
    "rejects the phone %s",
    (phone) => {
      expect(errorsOf({ ...good, phone }).phone).toMatch(/^Mobile phone must be/);
    },
  );

  it.each([
    "ada",
    "ada@example",
    "@example.com",
    "ada@@example.com",
    "ada..b@example.com",
    "ada @example.com",
    "ada@example.c0m",
  ])("rejects the email %s", (email) => {
    expect(errorsOf({ ...good, email }).email).toBe("Work email must look like name@company.com.");
  });

  it("normalises any E.164 number typed with separators to itself", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.stringMatching(/^\d{6,14}$/), (first, rest) => {
        const e164 = `+${first}${rest}`;
        const spaced = e164.replace(/(\d{3})/g, "$1 ").replace(/ (\d)/, "-$1");
        expect(normalisePhone(spaced)).toBe(e164);
        expect(schema.parse({ ...good, phone: spaced }).phone).toBe(e164);
      }),
    );
  });

  it("never throws and never accepts a lead without consent, whatever the input", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom("name", "email", "phone", "company", "consent", "other"),
          fc.oneof(fc.string(), fc.boolean(), fc.integer()),
        ),
        (input) => {
          const result = schema.safeParse(input);
          if (result.success) expect(result.data.consent).toBe(true);
        },
      ),
    );
  });
});

describe("submission schema", () => {
  const submission = createLeadSubmissionSchema(options);

  it("adds the form token and the honeypot and stays strict", () => {
    expect(submission.safeParse({ ...good, formToken: "t", website: "" }).success).toBe(true);
    const extra = submission.safeParse({ ...good, formToken: "t", extra: 1 });
    expect(extra.success).toBe(false);
    if (!extra.success) expect(leadErrors(extra.error)._form).toBe("Unknown field: extra.");
    const missing = submission.safeParse(good);
    expect(missing.success).toBe(false);
  });
});

describe("form data", () => {
  it("maps a ticked checkbox to true and a missing one to false", () => {
    expect(
      formDataToSubmission([
        ["consent", "on"],
        ["name", "Ada"],
      ]),
    ).toEqual({ consent: true, name: "Ada" });
    expect(formDataToSubmission([["name", "Ada"]])).toEqual({ name: "Ada", consent: false });
    expect(formDataToSubmission([["consent", "maybe"]])).toEqual({ consent: "maybe" });
  });
});
