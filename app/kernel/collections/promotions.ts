import { z } from "zod";
import { isoTime } from "../content-schemas.ts";
import { desktop, mobile } from "../links.ts";
import { defineCollection } from "./define.ts";
import { cover, href, listed, optionalText, text } from "./fields.ts";

export const PromotionDocument = z
  .object({
    ...listed,
    ...cover,
    offer: text(200),
    code: optionalText(60).nullable(),
    startsAt: isoTime,
    endsAt: isoTime,
    ctaLabel: text(60),
    ctaHref: href,
    terms: optionalText(4000),
  })
  .strict()
  .refine((d) => d.startsAt < d.endsAt, { path: ["endsAt"], message: "Ends after it starts" });

export const promotions = defineCollection({
  name: "promotions",
  position: 90,
  label: "Promotions",
  document: PromotionDocument,
  localised: ["title", "summary", "body", "coverAlt", "offer", "ctaLabel", "terms"],
  table: "promotions",
  timestamps: ["starts_at", "ends_at"],
  titleColumn: "title",
  categoryColumn: null,
  times: "both",
  tags: ["promotions"],
  listColumns: [],
  listUrl: { desktop: desktop.promotion(), mobile: mobile.promotion() },
});
