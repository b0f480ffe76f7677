import { describe, expect, it } from "vitest";
import { CONTENT_TYPES } from "~/kernel/editorial-schemas";
import type { FieldSpec } from "~/components/admin/content-field-spec";
import { documentOf, fieldsOf, postedValues, validate, valuesOf } from "./content-form.server";

/** What a browser posts for these values: structured fields one input per leaf, named by path. */
function formFor(fields: readonly FieldSpec[], values: Record<string, string>): FormData {
  const form = new FormData();
  const put = (path: string, tree: unknown) => {
    if (tree === null) return;
    if (typeof tree === "object") {
      for (const [k, v] of Object.entries(tree as Record<string, unknown>)) put(`${path}.${k}`, v);
    } else form.append(path, String(tree));
  };
  for (const f of fields) {
    const value = values[f.name] ?? "";
    if (f.widget === "group" || f.widget === "list") put(`doc.${f.name}`, JSON.parse(value));
    else form.set(`doc.${f.name}`, value);
  }
  return form;
}

const NEWS = {
  type: "product",
  title: "Brightlane ships release 4",
  summary: "What changed.",
  body: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Hello" }] }] },
  coverKey: "news/cover-1",
  coverAlt: "A dashboard",
  author: "Press office",
  tags: ["release", "product"],
};

describe("content forms from the zod schemas", () => {
  it("gives every field of every type a widget", () => {
    for (const type of CONTENT_TYPES) {
      const fields = fieldsOf(type);
      expect(fields.length, type).toBeGreaterThan(2);
      expect(fields.every((f) => f.widget && f.label)).toBe(true);
    }
    const news = Object.fromEntries(fieldsOf("news").map((f) => [f.name, f.widget]));
    expect(news).toMatchObject({
      type: "select",
      title: "text",
      summary: "textarea",
      body: "rich",
      tags: "lines",
    });
    // The reading time follows from the body: nobody types it.
    expect(Object.keys(news)).not.toContain("readingMinutes");
    expect(Object.fromEntries(fieldsOf("videos").map((f) => [f.name, f.widget])).durationSeconds).toBe("number");
    const promo = Object.fromEntries(fieldsOf("promotions").map((f) => [f.name, f]));
    expect(promo.startsAt!.widget).toBe("datetime");
    expect(promo.code!.nullable).toBe(true);
  });

  it("labels a field with the title its type's document gives it, nested ones too", () => {
    const events = Object.fromEntries(fieldsOf("events").map((f) => [f.name, f]));
    expect(events.timeZone!.label).toBe("Time zone where it is held (IANA, such as Europe/London)");
    expect(events.onlineUrl!.label).toBe("Link to join online");
    expect(events.onlineUrl!.nullable).toBe(true);
    expect(events.capacity!.label).toBe("Places");
    expect(events.registrationOpen!.label).toBe("Registration open (it closes when the event ends)");
    expect(JSON.stringify(events.speakers)).toContain('"label":"Photo text alternative"');
    // A field whose document gives no title keeps the one made of its name.
    expect(events.coverKey!.label).toBe("Cover image");
  });

  it("reads back a document it wrote, and the schema accepts it", () => {
    const fields = fieldsOf("news");
    const form = new FormData();
    for (const [name, value] of Object.entries(valuesOf(fields, NEWS))) form.set(`doc.${name}`, value);
    const { doc, errors } = documentOf(fields, postedValues(fields, form));
    expect(errors).toEqual({});
    const checked = validate("news", doc);
    // The form shows the search and sharing fields too: empty, they read as "derive" (null, indexed).
    const derived = { seoTitle: null, seoDescription: null, seoImageKey: null, noindex: false };
    expect(checked).toEqual({ ok: true, doc: { ...NEWS, ...derived } });
  });

  it("edits the site settings, a home figure and a pricing answer through the same form", () => {
    const docs = {
      "site-settings": {
        siteName: "Brightlane",
        companyName: "Brightlane Software Ltd.",
        tagline: "Software for everyday work",
        contact: {
          email: "hello@brightlane.example",
          salesEmail: "sales@brightlane.example",
          phone: "+44 20 7946 0321",
          address: "1 Example Street, London",
          hours: "Monday to Friday",
        },
        // The form writes a link's empty tab-bar mark as null.
        navigation: [
          {
            label: "Products",
            href: "/oa",
            children: [
              { label: "Brightlane OA", href: "/oa", tab: null },
              { label: "Pricing", href: "/price", tab: { icon: "price", label: "Pricing" } },
            ],
          },
        ],
        footer: {
          columns: [{ title: "Company", links: [{ label: "About", href: "/about" }] }],
          legal: "©",
          disclaimer: "",
        },
        social: [{ label: "LinkedIn", href: "https://www.linkedin.com/" }],
        synonyms: [],
        primaryCta: { label: "Book a demo", href: "/register" },
      },
      "home-blocks": {
        kind: "figure",
        title: "customers",
        summary: "",
        imageKey: null,
        imageAlt: "",
        linkLabel: null,
        linkHref: null,
        value: "12,000+",
        position: 1,
      },
      "price-faq": { title: "Is there a free trial?", body: { html: "<p>Yes.</p>" }, position: 1 },
    } as const;
    for (const [type, original] of Object.entries(docs) as Array<[keyof typeof docs, Record<string, unknown>]>) {
      const fields = fieldsOf(type);
      const form = formFor(fields, valuesOf(fields, original));
      const { doc, errors } = documentOf(fields, postedValues(fields, form));
      expect(errors, type).toEqual({});
      expect(validate(type, doc), type).toEqual({ ok: true, doc: original });
    }
    const figure = { ...docs["home-blocks"], value: null };
    const refused = validate("home-blocks", figure);
    expect(!refused.ok && refused.errors.value).toBe("A figure needs a value");
  });

  it("turns bad input into field errors and keeps the typed strings", () => {
    const fields = fieldsOf("news");
    const values = { ...valuesOf(fields, NEWS), title: "", type: "gossip" };
    const { doc, errors } = documentOf(fields, values);
    expect(errors).toEqual({});
    const checked = validate("news", doc);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(Object.keys(checked.errors).sort()).toEqual(["title", "type"]);
    }
    expect(values.title).toBe("");
    const video = { ...valuesOf(fieldsOf("videos"), null), durationSeconds: "three" };
    expect(documentOf(fieldsOf("videos"), video).errors).toMatchObject({ durationSeconds: "Enter a number." });
    expect(video.durationSeconds).toBe("three");
  });

  it("treats an empty nullable field as null and refuses a promotion that ends before it starts", () => {
    const fields = fieldsOf("promotions");
    const { doc } = documentOf(fields, {
      code: "",
      startsAt: "2026-12-01T10:00:00.000Z",
      endsAt: "2026-11-01T10:00:00.000Z",
    });
    expect(doc.code).toBeNull();
    const checked = validate("promotions", doc);
    expect(!checked.ok && checked.errors.endsAt).toBe("Ends after it starts");
  });

  it("reads a first draft with no cover, author or reading time as a draft the schema keeps", () => {
    const fields = fieldsOf("news");
    const values = { ...valuesOf(fields, null), type: "company", title: "First draft" };
    const { doc, errors } = documentOf(fields, values);
    expect(errors).toEqual({});
    const checked = validate("news", doc, "draft");
    expect(checked.ok).toBe(true);
    const draft = checked.ok ? (checked.doc as Record<string, unknown>) : {};
    expect(draft).toMatchObject({ type: "company", title: "First draft", summary: "", tags: [] });
    expect([draft.coverKey, draft.author, draft.readingMinutes]).toEqual([undefined, undefined, undefined]);
    const toPublish = validate("news", doc);
    expect(!toPublish.ok && toPublish.errors).toMatchObject({ coverKey: "Choose an image", author: "Required" });
  });
});
