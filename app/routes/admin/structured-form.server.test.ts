import { HOME_ONLY_BLOCKS } from "~/kernel/home-blocks";
import { describe, expect, it } from "vitest";
import { CONTENT_TYPES } from "~/kernel/editorial-schemas";
import { NAV_TAB_ICONS } from "~/kernel/content-constants";
import { applyListOp, formValues, treeText } from "~/components/admin/structured-values";
import type { FieldSpec } from "~/components/admin/content-field-spec";
import { BLOCK_KINDS } from "~/kernel/block-kinds";
import { PageBlock, type BlockType } from "~/kernel/page-blocks";
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
    // No field of any type, at any depth, is left to be typed as JSON.
    const json = (f: FieldSpec, path: string): string[] => [
      ...(f.widget === "json" ? [path] : []),
      ...(f.fields ?? []).flatMap((sub) => json(sub, `${path}.${sub.name}`)),
      ...(f.item ? json(f.item, `${path}.*`) : []),
      ...(f.variants ?? []).flatMap((v) => json(v, `${path}<${v.name}>`)),
    ];
    for (const type of CONTENT_TYPES) {
      expect(
        fieldsOf(type).flatMap((f) => json(f, f.name)),
        type,
      ).toEqual([]);
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

describe("a page's blocks are edited as a form: one group per block, of its type's fields", () => {
  const PAGE_FIELDS = fieldsOf("pages");
  const blocksField = PAGE_FIELDS.find((f) => f.name === "blocks")!;
  const paragraph = (text: string) => ({
    type: "doc",
    content: [{ type: "paragraph", content: [{ type: "text", text }] }],
  });
  /** One block of every type but the home page's own (app/kernel/home-blocks.ts), the quote hidden. */
  const BLOCKS = [
    {
      type: "hero",
      eyebrow: "Contact",
      title: "Talk to us",
      lead: "We answer within a day.",
      imageKey: "pages/office",
      imageAlt: "The office",
      ctaLabel: "Prices",
      ctaHref: "/price",
    },
    { type: "text", heading: "Why", body: paragraph("Because.") },
    { type: "figures", heading: "", items: [{ value: "12", label: "offices" }] },
    {
      type: "features",
      heading: "What you get",
      items: [
        { title: "Speed", text: "Fast." },
        { title: "Care", text: "Kind." },
      ],
    },
    { type: "faq", heading: "Questions", items: [{ question: "Why?", answer: "Why not." }] },
    { type: "cta", heading: "Ready?", text: "", label: "Start", href: "https://example.com/start" },
    {
      type: "lead-form",
      heading: "Write to us",
      intro: "",
      fields: ["company", "message"],
      // A form page's words for one request (decision 0093).
      intent: "trial",
      messageHint: "What should we prepare?",
      nextSteps: ["We read it today.", "We call you."],
      thanksHeading: "Thank you",
      thanks: "We reply within a day.",
    },
    { type: "columns", heading: "", columns: [{ heading: "Paris", text: "", points: ["Rue 1", "Rue 2"] }] },
    { type: "quote", hidden: true, text: "Great.", name: "Ana", role: "" },
    {
      type: "cards",
      heading: "Roles",
      intro: "",
      items: [{ title: "Engineer", meta: "Paris", text: "", href: "" }],
      empty: "",
    },
    { type: "plan-table", heading: "Plans", linkLabel: "", linkHref: "" },
    {
      type: "case-highlights",
      heading: "Teams",
      product: "pm",
      industry: "",
      count: 3,
      linkLabel: "All cases",
      featured: false,
    },
    { type: "last-updated", label: "Last updated" },
    { type: "gallery", heading: "", items: [{ imageKey: "page-oa-1", alt: "The designer", caption: "" }] },
    { type: "timeline", heading: "Milestones", items: [{ year: "2011", text: "Founded" }] },
    {
      type: "customer",
      heading: "The customer",
      name: "Fairhaven",
      industry: "Manufacturing",
      location: "Bristol",
      employees: "900",
      products: ["Brightlane OA"],
    },
  ];
  const DOC = {
    path: "contact-test",
    title: "Contact",
    seoTitle: "",
    seoDescription: "",
    seoImageKey: null,
    noindex: false,
    blocks: BLOCKS,
  };

  /** The form post a browser would send for a document: every leaf input, named by its path. */
  function postOf(doc: Record<string, unknown>): FormData {
    const values = valuesOf(PAGE_FIELDS, doc);
    const entries: Array<[string, string]> = [];
    const walk = (tree: unknown, name: string) => {
      if (tree === null || tree === undefined) return;
      if (typeof tree === "string") {
        // An unchecked box posts nothing.
        if (!(name.endsWith(".hidden") && tree === "")) entries.push([name, tree]);
      } else if (Array.isArray(tree)) tree.forEach((t, i) => walk(t, `${name}.${i}`));
      else for (const [k, v] of Object.entries(tree)) walk(v, `${name}.${k}`);
    };
    for (const f of PAGE_FIELDS) {
      if (f.widget === "list" || f.widget === "group") walk(JSON.parse(values[f.name]!), `doc.${f.name}`);
      else entries.push([`doc.${f.name}`, values[f.name]!]);
    }
    return post(entries);
  }

  const blocksOf = (values: Record<string, string>) => {
    const { doc, errors } = documentOf(PAGE_FIELDS, values);
    expect(errors).toEqual({});
    return doc.blocks as Array<Record<string, unknown> & { type: string }>;
  };

  it("offers every block type as a shape of the list's item, named and described for the picker", () => {
    expect(blocksField).toMatchObject({ widget: "list", minItems: 1, maxItems: 40 });
    const item = blocksField.item!;
    expect(item.widget).toBe("union");
    const types = PageBlock.options.map((o) => o.shape.type.value);
    expect(item.variants!.map((v) => v.name)).toEqual(types);
    for (const variant of item.variants!) {
      const type = variant.name as BlockType;
      expect(variant.label).toBe(BLOCK_KINDS[type].label);
      expect(variant.sketch).toEqual(BLOCK_KINDS[type].sketch);
      expect(variant.hint).toBe(PageBlock.options.find((o) => o.shape.type.value === type)!.meta()!.description);
      // The type is the union's own hidden input; every other field is generated from the schema.
      expect(variant.fields!.map((f) => f.name)).not.toContain("type");
      expect(variant.fields!.find((f) => f.name === "hidden")).toMatchObject({ widget: "checkbox" });
    }
    const fieldsOfShape = (type: string) =>
      Object.fromEntries(item.variants!.find((v) => v.name === type)!.fields!.map((f) => [f.name, f.widget]));
    expect(fieldsOfShape("text").body).toBe("rich");
    expect(fieldsOfShape("hero")).toMatchObject({ imageKey: "text", ctaHref: "link", title: "text" });
    expect(fieldsOfShape("features").items).toBe("list");
  });

  it("round-trips every block type, hidden or not, through the form post", () => {
    const values = postedValues(PAGE_FIELDS, postOf(DOC));
    const blocks = blocksOf(values);
    // A block not hidden is saved as shown (hidden: false), on both skins (skin: "").
    expect(blocks).toEqual(BLOCKS.map((b) => ({ hidden: false, skin: "", ...b })));
    const home: readonly string[] = HOME_ONLY_BLOCKS;
    expect(blocks.map((b) => b.type)).toEqual(
      PageBlock.options.map((o) => o.shape.type.value).filter((t) => !home.includes(t)),
    );
    const checked = validate("pages", documentOf(PAGE_FIELDS, values).doc);
    expect(checked.ok ? null : checked.errors).toBeNull();
    // The document and its form post give the same string, as the merge and the backup need.
    expect(values.blocks).toBe(valuesOf(PAGE_FIELDS, DOC).blocks);
  });

  it("adds a block of a chosen type at the end or after a block, duplicates, moves and removes, keeping what was typed", () => {
    const values = postedValues(PAGE_FIELDS, postOf(DOC));
    const types = (v: Record<string, string>) => blocksOf(v).map((b) => b.type);
    const n = BLOCKS.length;

    const atEnd = applyListOp(PAGE_FIELDS, values, "list:add:blocks:quote")!;
    expect(types(atEnd.values)).toEqual([...BLOCKS.map((b) => b.type), "quote"]);
    expect(blocksOf(atEnd.values)[n]).toEqual({ type: "quote", hidden: false, skin: "", text: "", name: "", role: "" });
    expect(atEnd.message).toBe(`Block ${n + 1} (Quote) added.`);

    const after = applyListOp(PAGE_FIELDS, values, "list:add:blocks:cta", "1")!;
    expect(types(after.values).slice(0, 4)).toEqual(["hero", "text", "cta", "figures"]);
    expect(after.message).toBe(`Block 3 (Call to action) added: now 3 of ${n + 1}.`);

    const copy = applyListOp(PAGE_FIELDS, values, "list:duplicate:blocks.3")!;
    expect(blocksOf(copy.values)[4]).toEqual(blocksOf(copy.values)[3]);
    expect(blocksOf(copy.values)[4]!.items).toEqual(BLOCKS[3]!.items);
    expect(copy.message).toBe(`Block 4 duplicated: the copy is 5 of ${n + 1}.`);

    const up = applyListOp(PAGE_FIELDS, values, "list:up:blocks.8")!;
    expect(types(up.values).slice(6, 9)).toEqual(["lead-form", "quote", "columns"]);
    // The hidden block stays hidden wherever it goes.
    expect(blocksOf(up.values)[7]).toMatchObject({ type: "quote", hidden: true, text: "Great." });
    expect(up.message).toBe(`Block 9 moved up: now 8 of ${n}.`);
    const down = applyListOp(PAGE_FIELDS, up.values, "list:down:blocks.7")!;
    expect(blocksOf(down.values)).toEqual(blocksOf(values));

    const removed = applyListOp(PAGE_FIELDS, values, "list:remove:blocks.1")!;
    expect(types(removed.values)).toEqual(BLOCKS.map((b) => b.type).filter((t) => t !== "text"));
    expect(JSON.parse(removed.values.blocks!)[1].items).toEqual([{ value: "12", label: "offices" }]);

    // A list inside a block: an item added to the features of block 4.
    const inner = applyListOp(PAGE_FIELDS, values, "list:add:blocks.3.items")!;
    expect(blocksOf(inner.values)[3]!.items).toEqual([...BLOCKS[3]!.items!, { title: "", text: "" }]);
    // What else was typed is kept.
    expect(JSON.parse(inner.values.blocks!)[0].title).toBe("Talk to us");
  });

  it("refuses a block type that does not exist, a missing type, an index out of range and a list of the wrong block", () => {
    const values = postedValues(PAGE_FIELDS, postOf(DOC));
    for (const command of [
      "list:add:blocks:carousel",
      "list:add:blocks",
      `list:duplicate:blocks.${BLOCKS.length}`,
      "list:up:blocks.0",
      "list:add:blocks.0.items",
      "list:add:blocks.99.items",
    ]) {
      expect(applyListOp(PAGE_FIELDS, values, command), command).toBeNull();
    }
  });

  it("shows each issue at the block's field, and a hero after the first block at that block", () => {
    const blocks = [
      { type: "text", heading: "", body: paragraph("Hi") },
      { type: "features", heading: "F", items: [{ title: "", text: "t" }] },
      { ...BLOCKS[0] },
    ];
    const values = postedValues(PAGE_FIELDS, postOf({ ...DOC, blocks }));
    const checked = validate("pages", documentOf(PAGE_FIELDS, values).doc);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.errors["blocks.1.items.0.title"]).toBe("Required");
      expect(checked.errors["blocks.2"]).toBe(
        "Only the first block may be a hero: it holds the page's one main heading",
      );
    }
    expect(errorsOf([{ path: ["blocks", 4, "items", 0, "answer"], message: "Required" }], PAGE_FIELDS)).toEqual({
      "blocks.4.items.0.answer": "Required",
    });
  });

  it("labels a lead form's words for one request, names each request, and refuses two forms for the same one", () => {
    const leadForm = blocksField.item!.variants!.find((v) => v.name === "lead-form")!;
    const field = (name: string) => leadForm.fields!.find((f) => f.name === name)!;
    expect(["intent", "nextSteps", "thanksHeading", "thanks", "messageHint"].map((n) => field(n).label)).toEqual([
      "Request (the register and partner application pages' form for it)",
      "What happens next",
      "Heading after sending",
      "Thank-you note",
      "Message field's hint",
    ]);
    expect(field("intent")).toMatchObject({ widget: "select", optionLabels: { trial: "Free trial" } });
    expect(field("nextSteps").widget).toBe("lines");
    expect(field("thanks").maxLength).toBe(600);
    const trial = BLOCKS.find((b) => b.type === "lead-form")!;
    const blocks = [trial, { ...trial, heading: "Try it" }, { ...trial, skin: "mobile" }];
    const checked = validate(
      "pages",
      documentOf(PAGE_FIELDS, postedValues(PAGE_FIELDS, postOf({ ...DOC, blocks }))).doc,
    );
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.errors["blocks.1.intent"]).toBe(
        "Another lead form of this page already holds this request's words",
      );
      // The phone's own words for the request are another form's.
      expect(Object.keys(checked.errors).filter((k) => k.startsWith("blocks.2"))).toEqual([]);
    }
  });

  it("lists a block's links for the page check and shows blocks to people as labelled lines", () => {
    const { doc } = documentOf(PAGE_FIELDS, postedValues(PAGE_FIELDS, postOf(DOC)));
    expect(linksOf(PAGE_FIELDS, doc)).toEqual([
      { path: "blocks.0.ctaHref", href: "/price" },
      { path: "blocks.5.href", href: "https://example.com/start" },
    ]);
    const text = treeText(blocksField, JSON.stringify([BLOCKS[8]]));
    expect(text.split("\n").slice(0, 4)).toEqual([
      "Block 1: Quote",
      "  Hide on the site (kept here): on",
      "  Shown on (empty: both skins): (empty)",
      "  Text: Great.",
    ]);
  });
});
