import { describe, expect, it } from "vitest";
import { CONTENT_TYPES } from "~/kernel/editorial-schemas";
import { NAV_TAB_ICONS } from "~/kernel/content-constants";
import { applyListOp, formValues, treeText } from "~/components/admin/structured-values";
import { documentOf, errorsOf, fieldsOf, linksOf, postedValues, validate, valuesOf } from "./content-form.server";

/** A form post as the browser sends it: [name, value] pairs in the page's order. */
function post(entries: Array<[string, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

const CASE_FIELDS = fieldsOf("cases");
const SETTINGS_FIELDS = fieldsOf("site-settings");

describe("structured fields get forms derived from the schemas", () => {
  it("turns every object and list of objects into a group or a repeatable group, links into link fields", () => {
    // A page's blocks are a list of different kinds of block, which the form generator cannot
    // draw yet: the one field still edited as JSON, until the block editor replaces it.
    const stillJson: Partial<Record<(typeof CONTENT_TYPES)[number], string[]>> = { pages: ["blocks"] };
    for (const type of CONTENT_TYPES) {
      expect(
        fieldsOf(type)
          .filter((f) => f.widget === "json")
          .map((f) => f.name),
        type,
      ).toEqual(stillJson[type] ?? []);
    }
    const settings = Object.fromEntries(SETTINGS_FIELDS.map((f) => [f.name, f]));
    expect(settings.contact!.widget).toBe("group");
    // The chrome's primary call to action: its label and a link field.
    expect(settings.primaryCta!.widget).toBe("group");
    expect(settings.primaryCta!.fields!.map((f) => [f.name, f.widget])).toEqual([
      ["label", "text"],
      ["href", "link"],
    ]);
    expect(settings.navigation!).toMatchObject({ widget: "list", minItems: 1, maxItems: 12 });
    expect(settings.navigation!.item!.label).toBe("Menu item");
    const navItem = Object.fromEntries(settings.navigation!.item!.fields!.map((f) => [f.name, f]));
    expect(navItem.href!.widget).toBe("link");
    expect(navItem.children!).toMatchObject({ widget: "list", required: false });
    // A link can be marked for the mobile tab bar: an optional group with a choice of icon.
    const tab = navItem.children!.item!.fields!.find((f) => f.name === "tab")!;
    expect(tab).toMatchObject({ widget: "group", nullable: true });
    expect(tab.fields!.find((f) => f.name === "icon")).toMatchObject({ widget: "select", options: [...NAV_TAB_ICONS] });
    const details = CASE_FIELDS.find((f) => f.name === "details")!;
    expect(details.fields!.map((f) => [f.name, f.widget])).toEqual([
      ["challenge", "group"],
      ["solution", "group"],
      ["results", "group"],
      ["quote", "group"],
      ["gallery", "list"],
    ]);
    expect(details.fields!.find((f) => f.name === "quote")!.nullable).toBe(true);
    expect(details.fields![0]!.fields!.find((f) => f.name === "bodyHtml")!.widget).toBe("textarea");
  });
});

describe("nested form posts become documents", () => {
  it("reads paths into nested objects and lists, in index order, whatever order the inputs came in", () => {
    const values = postedValues(
      CASE_FIELDS,
      post([
        ["doc.metrics.1.value", "12"],
        ["doc.metrics.1.label", "new sites"],
        ["doc.metrics.0.value", "38%"],
        ["doc.metrics.0.label", "shorter lead time"],
        ["doc.details.quote.text", ""],
        ["doc.details.quote.author", " "],
        ["doc.details.quote.role", ""],
        ["doc.details.challenge.heading", "The challenge"],
        ["doc.details.challenge.bodyHtml", "<p>Paper forms.</p>"],
        ["doc.details.gallery.0.key", "cases/shot-1"],
        ["doc.details.gallery.0.alt", "The warehouse"],
      ]),
    );
    const { doc, errors } = documentOf(CASE_FIELDS, values);
    expect(errors).toEqual({});
    expect(doc.metrics).toEqual([
      { value: "38%", label: "shorter lead time" },
      { value: "12", label: "new sites" },
    ]);
    expect(doc.details).toEqual({
      challenge: { heading: "The challenge", bodyHtml: "<p>Paper forms.</p>" },
      solution: { heading: "", bodyHtml: "" },
      results: { heading: "", bodyHtml: "" },
      // A quote left empty is no quote.
      quote: null,
      gallery: [{ key: "cases/shot-1", alt: "The warehouse" }],
    });
    // Nothing posted for a list is an empty list.
    expect(documentOf(CASE_FIELDS, postedValues(CASE_FIELDS, post([]))).doc.metrics).toEqual([]);
  });

  it("leaves an optional list out when it is empty and keeps lists inside list items", () => {
    const { doc } = documentOf(
      SETTINGS_FIELDS,
      postedValues(
        SETTINGS_FIELDS,
        post([
          ["doc.navigation.0.label", "Products"],
          ["doc.navigation.0.href", "/oa"],
          ["doc.navigation.0.children.0.label", "OA"],
          ["doc.navigation.0.children.0.href", "/oa"],
          ["doc.navigation.1.label", "Pricing"],
          ["doc.navigation.1.href", " /price "],
        ]),
      ),
    );
    expect(doc.navigation).toEqual([
      { label: "Products", href: "/oa", children: [{ label: "OA", href: "/oa", tab: null }] },
      { label: "Pricing", href: "/price" },
    ]);
  });

  it("writes the same value from a document as from its form post, so merges and backups compare like for like", () => {
    const document = {
      metrics: [{ label: "new sites", value: "12" }],
      details: {
        gallery: [],
        quote: { role: "COO", author: "Ana", text: "Fast." },
        challenge: { heading: "a", bodyHtml: "b" },
        solution: { heading: "c", bodyHtml: "d" },
        results: { heading: "e", bodyHtml: "f" },
      },
    };
    const fromDoc = valuesOf(CASE_FIELDS, document);
    const fromForm = formValues(
      CASE_FIELDS,
      post([
        ["doc.metrics.0.value", "12"],
        ["doc.metrics.0.label", "new sites"],
        ["doc.details.challenge.heading", "a"],
        ["doc.details.challenge.bodyHtml", "b"],
        ["doc.details.solution.heading", "c"],
        ["doc.details.solution.bodyHtml", "d"],
        ["doc.details.results.heading", "e"],
        ["doc.details.results.bodyHtml", "f"],
        ["doc.details.quote.text", "Fast."],
        ["doc.details.quote.author", "Ana"],
        ["doc.details.quote.role", "COO"],
      ]).entries(),
    );
    expect(fromForm.metrics).toBe(fromDoc.metrics);
    expect(fromForm.details).toBe(fromDoc.details);
  });
});

describe("adding, removing and moving items without JavaScript", () => {
  const values = postedValues(
    SETTINGS_FIELDS,
    post([
      ["doc.footer.columns.0.title", "Company"],
      ["doc.footer.columns.0.links.0.label", "About"],
      ["doc.footer.columns.0.links.0.href", "/about"],
      ["doc.footer.columns.0.links.1.label", "Typed, not saved"],
      ["doc.footer.columns.0.links.1.href", "/price"],
      ["doc.footer.legal", "©"],
    ]),
  );
  const links = (v: Record<string, string>) =>
    (JSON.parse(v.footer!) as { columns: { links: { label: string }[] }[] }).columns[0]!.links.map((l) => l.label);

  it("moves, removes and adds items of a list inside a list, keeping everything typed", () => {
    const up = applyListOp(SETTINGS_FIELDS, values, "list:up:footer.columns.0.links.1")!;
    expect(links(up.values)).toEqual(["Typed, not saved", "About"]);
    expect(up.message).toBe("Link 2 moved up: now 1 of 2.");
    expect(JSON.parse(up.values.footer!).legal).toBe("©");
    const down = applyListOp(SETTINGS_FIELDS, up.values, "list:down:footer.columns.0.links.0")!;
    expect(links(down.values)).toEqual(["About", "Typed, not saved"]);
    const removed = applyListOp(SETTINGS_FIELDS, values, "list:remove:footer.columns.0.links.0")!;
    expect(links(removed.values)).toEqual(["Typed, not saved"]);
    expect(removed.message).toBe("Link 1 removed.");
    const added = applyListOp(SETTINGS_FIELDS, values, "list:add:footer.columns.0.links")!;
    expect(JSON.parse(added.values.footer!).columns[0].links[2]).toEqual({ label: "", href: "" });
    const column = applyListOp(SETTINGS_FIELDS, values, "list:add:footer.columns")!;
    expect(JSON.parse(column.values.footer!).columns[1]).toEqual({ title: "", links: [] });
  });

  it("refuses a move past either end, an unknown list and a malformed index", () => {
    for (const command of [
      "list:up:footer.columns.0.links.0",
      "list:down:footer.columns.0.links.1",
      "list:remove:footer.columns.0.links.7",
      "list:up:footer.legal.0",
      "list:up:nothing.0",
      "list:jump:footer.columns.0.links.0",
      "list:remove:footer.columns.0.links.x",
    ]) {
      expect(applyListOp(SETTINGS_FIELDS, values, command), command).toBeNull();
    }
  });
});

describe("schema issues are shown at the field they are about", () => {
  it("maps an issue's path to the deepest field the form shows", () => {
    const fields = fieldsOf("solutions");
    const errors = errorsOf(
      [
        { path: ["features", 2, "title"], message: "Required" },
        { path: ["features", 2, "title"], message: "A second message" },
        { path: ["benefits"], message: "Too big: expected array to have <=6 items" },
        { path: ["body", "content", 3], message: "Unknown node" },
        { path: ["title"], message: "Required" },
      ],
      fields,
    );
    expect(errors).toEqual({
      "features.2.title": "Required",
      benefits: "Too big: expected array to have <=6 items",
      body: "content.3: Unknown node",
      title: "Required",
    });
  });

  it("reports a bad link at its own input and lists every link of a document for the page check", () => {
    const values = postedValues(
      SETTINGS_FIELDS,
      post([
        ["doc.navigation.0.label", "Products"],
        ["doc.navigation.0.href", "/oa"],
        ["doc.navigation.0.children.0.label", "Elsewhere"],
        ["doc.navigation.0.children.0.href", "//evil.example"],
        ["doc.social.0.label", "LinkedIn"],
        ["doc.social.0.href", "https://www.linkedin.com/"],
      ]),
    );
    const { doc } = documentOf(SETTINGS_FIELDS, values);
    const checked = validate("site-settings", doc);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.errors["navigation.0.children.0.href"]).toBe("A site path starting with / or an https:// address");
      // Left empty: the message says it is missing (app/kernel/editorial-rows.ts parseDocument).
      expect(checked.errors["contact.email"]).toBe("Required");
    }
    expect(linksOf(SETTINGS_FIELDS, doc)).toEqual([
      { path: "navigation.0.href", href: "/oa" },
      { path: "navigation.0.children.0.href", href: "//evil.example" },
      { path: "social.0.href", href: "https://www.linkedin.com/" },
    ]);
  });
});

describe("a structured value posted whole", () => {
  it("reads the merge panel's choice (the field's JSON in one input) like the field's inputs", () => {
    const tree = [{ value: "38%", label: "shorter lead time" }];
    const values = postedValues(CASE_FIELDS, post([["doc.metrics", JSON.stringify(tree)]]));
    expect(documentOf(CASE_FIELDS, values).doc.metrics).toEqual(tree);
  });

  it("shows it to people as labelled lines, not JSON", () => {
    const navigation = SETTINGS_FIELDS.find((f) => f.name === "navigation")!;
    const text = treeText(
      navigation,
      JSON.stringify([{ label: "Products", href: "/oa", children: [{ label: "OA", href: "/oa" }] }]),
    );
    expect(text).toBe(
      [
        "Menu item 1",
        "  Label: Products",
        "  Link: /oa",
        "  Sub-link 1",
        "    Label: OA",
        "    Link: /oa",
        "    Tab: (none)",
      ].join("\n"),
    );
  });
});

describe("hostile names", () => {
  it("keeps a posted __proto__ path a plain key and changes no object's prototype", () => {
    const values = postedValues(
      CASE_FIELDS,
      post([
        ["doc.__proto__.polluted", "yes"],
        ["doc.metrics.__proto__.polluted", "yes"],
        ["doc.metrics.0.constructor", "x"],
        ["doc.metrics.0.value", "1"],
        ["doc.metrics.0.label", "one"],
      ]),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(documentOf(CASE_FIELDS, values).doc.metrics).toEqual([{ value: "1", label: "one" }]);
  });
});
