/**
 * A field of a content form, as the server derives it from the type's zod schema
 * (app/routes/admin/content-form.server.ts) and the form renders it. Plain data, so
 * zod itself never reaches the browser. Every value travels as a string: the server
 * writes the document into strings, the form posts them back, the server reads them.
 */
import type { SketchPart } from "~/kernel/block-kinds";

export type Widget =
  | "text"
  | "textarea"
  | "select"
  | "number"
  | "checkbox"
  /** A list of short texts, one per line. */
  | "lines"
  /** Several choices from a fixed set. */
  | "choices"
  /** The rich-text editor (its value is the editor's JSON). */
  | "rich"
  /** A time: shown in the editor's time zone, posted in UTC. */
  | "datetime"
  /** A site path chosen from the site's pages, or an https:// address. */
  | "link"
  /** Named sub-fields (an object of the schema): `fields`. */
  | "group"
  /** A repeatable group (an array of the schema), added to, removed from and reordered: `item`. */
  | "list"
  /**
   * One of several groups told apart by a hidden `type` input (a page's block): `variants`,
   * each a group named by its type, with its description as hint and a `sketch` of it.
   */
  | "union"
  /** A value the schema describes no shape of, as JSON. */
  | "json";

export interface FieldSpec {
  name: string;
  label: string;
  widget: Widget;
  required: boolean;
  /** An empty value means null (no value) rather than "". */
  nullable: boolean;
  options?: readonly string[];
  /** How the form names each option, when not by its value. */
  optionLabels?: Readonly<Record<string, string>>;
  /** The schema's default, as the form's string: what a new item, or one saved before the field, shows. */
  defaultValue?: string;
  integer?: boolean;
  min?: number;
  max?: number;
  maxLength?: number;
  hint?: string;
  /** A group's sub-fields, in the schema's order. */
  fields?: readonly FieldSpec[];
  /** What a list repeats; its label names one item ("Metric"). */
  item?: FieldSpec;
  minItems?: number;
  maxItems?: number;
  /** A union's shapes, each a group named by the value of its `type`. */
  variants?: readonly FieldSpec[];
  /** What a variant looks like, for the picker (app/kernel/block-kinds.ts). */
  sketch?: readonly SketchPart[];
}

/** The form's field name of a document field (kept apart from intent, version and the like). */
export const fieldName = (name: string) => `doc.${name}`;

/** One item of a repeatable field: "metrics" -> "Metric", "navigation" -> "Menu item". */
export function itemLabelOf(name: string): string {
  const special: Record<string, string> = {
    navigation: "Menu item",
    children: "Sub-link",
    social: "Social link",
    links: "Link",
    columns: "Column",
    gallery: "Picture",
    benefits: "Benefit",
    synonyms: "Synonym",
    means: "Word it means",
  };
  return special[name] ?? labelOf(name).replace(/s$/, "");
}

/**
 * "durationSeconds" -> "Duration seconds", "coverKey" -> "Cover image": the label of a field
 * whose document schema gives none of its own (`.meta({ title })`, a type's own fields).
 */
export function labelOf(name: string): string {
  const special: Record<string, string> = {
    coverKey: "Cover image",
    coverAlt: "Cover image text alternative",
    logoKey: "Logo image",
    posterKey: "Poster image",
    fallbackUrl: "MP4 copy of the clip (for browsers without WebM)",
    customerLogoKey: "Customer logo image",
    ctaHref: "Button link",
    ctaLabel: "Button label",
    categoryId: "Help category",
    parentId: "Parent topic (empty for a top-level topic)",
    imageKey: "Image",
    imageAlt: "Image text alternative",
    linkHref: "Link",
    linkLabel: "Link label",
    type: "Category",
    href: "Link",
    children: "Sub-links",
    bodyHtml: "Text (HTML)",
    key: "Image",
    alt: "Image text alternative",
    seoTitle: "Title in search results",
    seoDescription: "Description in search results",
    seoImageKey: "Sharing image",
    noindex: "Hide from search engines (noindex)",
    hidden: "Hide on the site (kept here)",
    skin: "Shown on (empty: both skins)",
    // A lead form's words for one request, on the form pages (decision 0093).
    intent: "Request (the register and partner application pages' form for it)",
    messageHint: "Message field's hint",
    nextSteps: "What happens next",
    thanksHeading: "Heading after sending",
    thanks: "Thank-you note",
  };
  if (special[name]) return special[name];
  const words = name.replace(/([A-Z])/g, " $1").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
