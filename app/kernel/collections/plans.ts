import { z } from "zod";
import { desktop, mobile } from "../links.ts";
import { defineCollection } from "./define.ts";
import { href, optionalText, position, slug, text } from "./fields.ts";

export const PlanDocument = z
  .object({
    slug,
    name: text(120),
    tagline: optionalText(300),
    monthlyPrice: z.number().min(0).nullable(),
    yearlyPrice: z.number().min(0).nullable(),
    currency: z.string().regex(/^[A-Z]{3}$/, "A three-letter currency code"),
    highlighted: z.boolean(),
    highlights: z.array(text(200)).max(20),
    ctaLabel: text(60),
    ctaHref: href,
    position,
  })
  .strict();

export const plans = defineCollection({
  name: "plans",
  position: 110,
  label: "Price plans",
  document: PlanDocument,
  localised: ["name", "tagline", "highlights", "ctaLabel"],
  table: "price_plans",
  json: ["highlights"],
  bools: ["highlighted"],
  titleColumn: "name",
  searchColumn: "tagline",
  categoryColumn: null,
  times: "none",
  tags: ["prices"],
  listColumns: [],
  listUrl: { desktop: desktop.price(), mobile: mobile.price() },
});
