import { z } from "zod";
import { desktop } from "../links.ts";
import { defineCollection } from "./define.ts";
import { optionalText, position, text } from "./fields.ts";

/** A topic of the help centre: top-level (no parent) or a sub-topic of a top-level one. */
export const HelpCategoryDocument = z
  .object({
    parentId: z.number().int().positive().nullable(),
    slug: z
      .string()
      .max(80)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Lower-case letters, digits and hyphens"),
    title: text(120),
    description: optionalText(500),
    position,
  })
  .strict();

export const helpCategories = defineCollection({
  name: "help-categories",
  position: 120,
  label: "Help topics",
  nav: { group: "Content", order: 1 },
  document: HelpCategoryDocument,
  localised: ["title", "description"],
  table: "help_categories",
  titleColumn: "title",
  searchColumn: "description",
  categoryColumn: "parent_id",
  times: "none",
  tags: ["help"],
  listColumns: ["position"],
  listUrl: { desktop: desktop.help(), mobile: null },
});
