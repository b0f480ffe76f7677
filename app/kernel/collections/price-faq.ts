import { z } from "zod";
import { desktop, mobile } from "../links.ts";
import { RichText } from "../rich-text-schema.ts";
import { defineCollection } from "./define.ts";
import { position, text } from "./fields.ts";

/** One question and answer of the price page's FAQ. */
export const PriceFaqDocument = z.object({ title: text(300), body: RichText, position }).strict();

export const priceFaq = defineCollection({
  name: "price-faq",
  position: 130,
  label: "Pricing FAQ",
  nav: { group: "Content", order: 2 },
  document: PriceFaqDocument,
  localised: ["title", "body"],
  // A block of the price page, beside the home page's blocks in one table.
  table: "blocks",
  scope: { page: "price", kind: "faq" },
  // Block columns the FAQ does not edit, and what a new question gets in them.
  extra: { summary: "", image_key: null, image_alt: "", link_label: null, link_href: null, value: null, data: null },
  titleColumn: "title",
  searchColumn: "body_html",
  categoryColumn: null,
  times: "none",
  tags: ["prices"],
  listUrl: { desktop: desktop.price(), mobile: mobile.price() },
});
