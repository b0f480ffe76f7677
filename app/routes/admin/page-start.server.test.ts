import { describe, expect, it } from "vitest";
import { PAGE_TEMPLATES } from "~/kernel/page-templates";
import { documentOf, fieldsOf, validate, valuesOf } from "./content-form.server";
import { startOf } from "./page-start.server";

const at = (query: string) => new Request(`http://localhost/admin/content/pages/new${query}`);

describe("a new page's start", () => {
  it("fills the form with the template the address names, the thank-you page noindex", () => {
    const start = startOf("pages", at("?template=thank-you"));
    expect(start.template).toBe("thank-you");
    expect(start.document).toMatchObject({ path: "", noindex: true, title: "Thank you" });
    expect(startOf("pages", at("?template=event")).document).toMatchObject({ noindex: false });
  });

  it("starts blank without a template or with an unknown one, and other types have no choice", () => {
    expect(startOf("pages", at(""))).toEqual({ template: null, document: null });
    expect(startOf("pages", at("?template=__proto__"))).toEqual({ template: null, document: null });
    expect(startOf("news", at("?template=event"))).toEqual({ template: undefined, document: null });
  });

  it.each(Object.keys(PAGE_TEMPLATES))(
    "%s: the form it opens reads back as a page that only lacks its address",
    (id) => {
      const fields = fieldsOf("pages");
      const read = documentOf(fields, valuesOf(fields, startOf("pages", at(`?template=${id}`)).document));
      expect(read.errors).toEqual({});
      const checked = validate("pages", read.doc);
      expect(checked.ok ? {} : checked.errors).toEqual({ path: expect.any(String) });
      expect(validate("pages", { ...read.doc, path: "campaigns/spring" }).ok).toBe(true);
    },
  );
});
