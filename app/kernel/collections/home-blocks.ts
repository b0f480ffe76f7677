import { z } from "zod";
import { desktop, mobile } from "../links.ts";
import { defineCollection } from "./define.ts";
import { href, mediaKey, optionalText, position, text } from "./fields.ts";

export const HOME_BLOCK_KINDS = ["banner", "highlight", "figure", "logo"] as const;

/**
 * A block of the home page: a banner (title, summary, image, button), a product
 * highlight (the same), a figure (value and label) or a customer logo (image, link).
 */
export const HomeBlockDocument = z
  .object({
    kind: z.enum(HOME_BLOCK_KINDS),
    title: text(200),
    summary: optionalText(500),
    imageKey: mediaKey.nullable(),
    imageAlt: optionalText(300),
    linkLabel: optionalText(60).nullable(),
    linkHref: href.nullable(),
    value: optionalText(40).nullable(),
    position,
  })
  .strict()
  .refine((d) => d.kind === "figure" || d.imageKey !== null, { path: ["imageKey"], message: "Choose an image" })
  .refine((d) => d.kind !== "figure" || Boolean(d.value), { path: ["value"], message: "A figure needs a value" });

export const homeBlocks = defineCollection({
  name: "home-blocks",
  position: 140,
  label: "Home page blocks",
  nav: { group: "Site", order: 1, label: "Home page" },
  document: HomeBlockDocument,
  localised: ["title", "summary", "imageAlt", "linkLabel", "value"],
  table: "blocks",
  scope: { page: "home" },
  extra: { body_html: "", data: null },
  titleColumn: "title",
  categoryColumn: "kind",
  times: "none",
  tags: ["home"],
  listUrl: { desktop: desktop.home(), mobile: mobile.home() },
});
